import { Flex } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '@/components/CaptchaImage';
import { CountdownButton } from '@/components/CountdownButton';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { useCaptcha } from '@/lib/useCaptcha';
import { useZodForm } from '@/lib/useForm';
import { checkExistence, resetMailForm } from '@/lib/validation/account';
import { applyResetPassword } from '../api/applyResetPassword';
import { checkUsernameOrEmail } from '../api/checkUsernameOrEmail';
import { resetMailDeadlineAtom, resetResendMs } from '../atoms';

/** Asks for the reset mail: the email of the account and the captcha (fetched when this form opens). */
export function ResetPwdForm() {
  const { t } = useTranslation();
  const { captcha, refresh } = useCaptcha();
  const [deadline, setDeadline] = useAtom(resetMailDeadlineAtom);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(resetMailForm, { email: '', captcha: '' });

  const submit = form.handleSubmit(async (values) => {
    if (!captcha) return;
    const email = values.email.trim();
    setBusy(true);
    try {
      const exists = await checkUsernameOrEmail({ email }).catch(() => undefined);
      const missing = exists && checkExistence('reset', 'email', exists.email);
      if (missing) {
        form.showError('email', missing);
        return;
      }
      await applyResetPassword({
        email,
        captcha: values.captcha.trim(),
        captchaKey: captcha.captchaKey,
      });
      setDeadline(Date.now() + resetResendMs);
      showMessage('success', t('auth.resetMailSent'), 10_000);
    } catch {
      // The spec: a failed request clears the captcha and shows a new one.
      form.setValue('captcha', '');
      refresh();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...form.field('email')} />
        <TextInput
          label={t('auth.captcha')}
          autoComplete="off"
          {...form.field('captcha')}
          action={<CaptchaImage captcha={captcha} onRefresh={refresh} />}
        />
        <CountdownButton primary deadline={deadline} loading={busy}>
          {t('auth.sendResetMail')}
        </CountdownButton>
      </Flex>
    </form>
  );
}
