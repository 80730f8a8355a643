import { DataList } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '@/components/CountdownButton';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { setUser } from '@/lib/session';
import { useZodForm } from '@/lib/useForm';
import type { UserInfo } from '@/lib/userInfo';
import { changeEmailForm } from '@/lib/validation/account';
import { changeEmail } from '../api/changeEmail';
import { getChangeEmailCode } from '../api/getChangeEmailCode';
import { changeEmailDeadlineAtom, changeEmailResendMs } from '../atoms';
import { CaptchaFormFrame, useCaptchaForm } from './captchaForm';

const empty = { password: '', newEmail: '', code: '', captcha: '' };

export function ChangeEmailTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useAtom(changeEmailDeadlineAtom);
  const [sending, setSending] = useState(false);
  const schema = useMemo(() => changeEmailForm(user.email), [user.email]);
  const form = useZodForm(schema, empty);

  const sendCode = async () => {
    if (!(await form.trigger('newEmail'))) return;
    setSending(true);
    try {
      const sent = await getChangeEmailCode(form.getValues('newEmail').trim());
      setDeadline(Date.now() + changeEmailResendMs);
      showMessage('success', t('setting.emailCodeSent', { email: sent.email }), 5000);
    } catch {
      // the request layer has shown why
    } finally {
      setSending(false);
    }
  };

  const state = useCaptchaForm(form, empty, async ({ password, newEmail, code, captcha }, captchaKey) =>
    setUser(
      await changeEmail({ password, newEmail: newEmail.trim(), code: code.trim(), captcha, captchaKey }),
    ),
  );

  return (
    <CaptchaFormFrame form={form} state={state} submitLabel={t('setting.changeEmail')}>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('setting.currentEmail')}</DataList.Label>
          <DataList.Value>{user.email || '--'}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <TextInput
        label={t('setting.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <TextInput
        label={t('setting.newEmail')}
        type="email"
        autoComplete="email"
        {...form.field('newEmail')}
        action={
          <CountdownButton deadline={deadline} loading={sending} onClick={() => void sendCode()}>
            {t('setting.sendCode')}
          </CountdownButton>
        }
      />
      <TextInput label={t('setting.code')} autoComplete="one-time-code" {...form.field('code')} />
    </CaptchaFormFrame>
  );
}
