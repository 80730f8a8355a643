import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/TextInput';
import { useZodForm } from '@/lib/useForm';
import { changePasswordForm } from '@/lib/validation/account';
import { changePassword } from '../api/changePassword';
import { CaptchaFormFrame, useCaptchaForm } from './captchaForm';

const empty = { oldPassword: '', newPassword: '', passwordAgain: '', captcha: '' };

export function ChangePasswordTab() {
  const { t } = useTranslation();
  const form = useZodForm(changePasswordForm, empty);
  const state = useCaptchaForm(form, empty, ({ oldPassword, newPassword, captcha }, captchaKey) =>
    changePassword({ oldPassword, newPassword, captcha, captchaKey }).then(() => undefined),
  );
  return (
    <CaptchaFormFrame form={form} state={state} submitLabel={t('setting.changePassword')}>
      <TextInput
        label={t('setting.oldPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('oldPassword')}
      />
      <TextInput
        label={t('setting.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <TextInput
        label={t('setting.passwordAgain')}
        type="password"
        autoComplete="new-password"
        {...form.field('passwordAgain')}
      />
    </CaptchaFormFrame>
  );
}
