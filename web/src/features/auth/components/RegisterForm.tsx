import { Button, Callout, Flex } from '@radix-ui/themes';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '@/components/CountdownButton';
import { InfoIcon } from '@/components/icons';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { siteConfigAtom } from '@/lib/siteConfig';
import { useZodForm } from '@/lib/useForm';
import { checkExistence, emailField, passes, registerForm } from '@/lib/validation/account';
import { checkUsernameOrEmail } from '../api/checkUsernameOrEmail';
import { getRegisterCode } from '../api/getRegisterCode';
import { register } from '../api/register';
import { registerCodeDeadlineAtom, registerResendMs } from '../atoms';

interface RegisterFormProps {
  onRegistered: () => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const [deadline, setDeadline] = useAtom(registerCodeDeadlineAtom);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(registerForm, {
    username: '',
    email: '',
    code: '',
    password: '',
    passwordAgain: '',
  });

  /** Asks the server whether the name is taken; true when it is free (or the server could not say). */
  const checkTaken = async (field: 'username' | 'email'): Promise<boolean> => {
    const value = form.getValues(field).trim();
    if (value === '' || !(await form.trigger(field))) return false;
    try {
      const exists = await checkUsernameOrEmail(
        field === 'username' ? { username: value } : { email: value },
      );
      const error = checkExistence('register', field, exists[field]);
      if (error) form.showError(field, error);
      return error === undefined;
    } catch {
      return true; // the register call will say what is wrong
    }
  };

  const sendCode = async () => {
    const email = form.getValues('email');
    if (!passes(emailField, email)) {
      form.showError('email', 'emailFormat');
      showMessage('error', t('validation.emailFormat'));
      return;
    }
    setSending(true);
    try {
      const sent = await getRegisterCode(email.trim());
      setDeadline(Date.now() + registerResendMs);
      showMessage('success', t('auth.registerCodeSent', { email: sent.email }), 5000);
    } catch {
      // the request layer has shown why
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const [usernameFree, emailFree] = await Promise.all([checkTaken('username'), checkTaken('email')]);
      if (!usernameFree || !emailFree) return;
      await register({
        username: values.username.trim(),
        password: values.password,
        email: values.email.trim(),
        code: values.code.trim(),
      });
      showMessage('success', t('auth.thanksForRegistering'));
      onRegistered();
    } catch {
      form.setValue('code', ''); // the spec clears the code after a failed registration
    } finally {
      setBusy(false);
    }
  });

  if (config && !config.register) {
    return (
      <Callout.Root color="gray">
        <Callout.Icon>
          <InfoIcon />
        </Callout.Icon>
        <Callout.Text>{t('auth.registerClosed')}</Callout.Text>
      </Callout.Root>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          {...form.field('username', { onBlur: () => void checkTaken('username') })}
        />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...form.field('email', { onBlur: () => void checkTaken('email') })}
          action={
            <CountdownButton deadline={deadline} loading={sending} onClick={() => void sendCode()}>
              {t('auth.sendCode')}
            </CountdownButton>
          }
        />
        <TextInput label={t('auth.code')} autoComplete="one-time-code" {...form.field('code')} />
        <TextInput
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextInput
          label={t('auth.passwordAgain')}
          type="password"
          autoComplete="new-password"
          {...form.field('passwordAgain')}
        />
        <Button type="submit" size="3" loading={busy}>
          {t('auth.register')}
        </Button>
      </Flex>
    </form>
  );
}
