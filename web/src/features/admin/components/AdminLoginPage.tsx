import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextInput } from '@/components/TextInput';
import { ApiError } from '@/lib/api';
import { showMessage } from '@/lib/notices';
import { clearSession, setUser } from '@/lib/session';
import { useZodForm } from '@/lib/useForm';
import { hasAdminRole } from '@/lib/userInfo';
import { loginForm } from '@/lib/validation/account';
import { login } from '../api/login';

/** /admin/login: sign in with an account that has an admin role. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(loginForm, { username: '', password: '' });

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        const user = await login({ username: values.username.trim(), password: values.password });
        if (!hasAdminRole(user.roleList)) {
          // A valid account without an admin role: do not keep it as a back-office session.
          clearSession();
          showMessage('error', t('admin.adminAccountNeeded'));
          return;
        }
        setUser(user);
        navigate('/admin/dashboard');
        showMessage('success', t('admin.welcomeBack'));
      } catch (error) {
        // Wrong credentials answer 400; anything else (locked out, banned, offline) keeps its own reason.
        const refused = error instanceof ApiError && error.status === 400;
        showMessage(
          'error',
          refused || !(error instanceof ApiError) ? t('admin.checkCredentials') : error.msg,
        );
      } finally {
        setBusy(false);
      }
    },
    () => showMessage('error', t('admin.checkCredentials')),
  );

  return (
    <Flex justify="center" align="center" minHeight="70vh">
      <Card size="4" className="auth-card">
        <Heading as="h1" size="6" mb="1">
          {t('admin.loginTitle')}
        </Heading>
        <Text as="p" size="2" color="gray" mb="5">
          {t('admin.loginHint')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <TextInput label={t('admin.username')} autoComplete="username" {...form.field('username')} />
            <TextInput
              label={t('admin.password')}
              type="password"
              autoComplete="current-password"
              {...form.field('password')}
            />
            <Button type="submit" size="3" loading={busy}>
              {t('admin.login')}
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
