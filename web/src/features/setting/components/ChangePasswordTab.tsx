import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '@/components/CaptchaImage';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { useCaptcha } from '@/lib/useCaptcha';
import { useZodForm } from '@/lib/useForm';
import { changePasswordForm } from '@/lib/validation/account';
import { changePassword } from '../api/changePassword';

const empty = { oldPassword: '', newPassword: '', passwordAgain: '', captcha: '' };

export function ChangePasswordTab() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(changePasswordForm, empty);
  const { captcha, refresh } = useCaptcha('digits');

  const submit = form.handleSubmit(async (values) => {
    if (!captcha) return;
    setBusy(true);
    try {
      await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        captcha: values.captcha.trim(),
        captchaKey: captcha.captchaKey,
      });
      showMessage('success', t('setting.updated'));
      form.reset(empty);
    } catch {
      // the request layer has shown why; the captcha was spent either way
      form.setValue('captcha', '');
    } finally {
      setBusy(false);
      refresh();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
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
        <TextInput
          label={t('auth.captcha')}
          autoComplete="off"
          inputMode="numeric"
          {...form.field('captcha')}
          action={<CaptchaImage captcha={captcha} onRefresh={refresh} />}
        />
        <Flex>
          <Button type="submit" loading={busy}>
            {t('setting.changePassword')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
