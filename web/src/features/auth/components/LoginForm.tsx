import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/TextInput';
import { useZodForm } from '@/lib/useForm';
import { loginForm } from '@/lib/validation/account';
import { login } from '../api/login';
import { useFinishLogin } from '../hooks/useFinishLogin';
import { SlideVerify } from './SlideVerify';

export function LoginForm() {
  const { t } = useTranslation();
  const form = useZodForm(loginForm, { username: '', password: '' });
  const [verified, setVerified] = useState(false);
  // A failed login asks for the slide again: a new key remounts the slider at its start.
  const [slideRound, setSlideRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const finishLogin = useFinishLogin();

  const submit = form.handleSubmit(async (values) => {
    if (!verified) return;
    setBusy(true);
    try {
      finishLogin(await login({ username: values.username.trim(), password: values.password }));
    } catch {
      setVerified(false);
      setSlideRound((round) => round + 1);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <TextInput label={t('auth.username')} autoComplete="username" {...form.field('username')} />
        <TextInput
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <SlideVerify key={slideRound} onVerified={() => setVerified(true)} />
        <Button type="submit" size="3" loading={busy} disabled={!verified}>
          {t('auth.login')}
        </Button>
      </Flex>
    </form>
  );
}
