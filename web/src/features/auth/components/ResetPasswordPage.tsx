import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { WarningIcon } from '@/components/icons';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { useZodForm } from '@/lib/useForm';
import { checkExistence, resetPasswordForm } from '@/lib/validation/account';
import { checkUsernameOrEmail } from '../api/checkUsernameOrEmail';
import { resetPassword } from '../api/resetPassword';
import { authDialogAtom } from '../atoms';

/** /reset-password?username=&code=: the page the reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const username = query.get('username') ?? '';
  const code = query.get('code') ?? '';
  const setDialog = useSetAtom(authDialogAtom);
  const [busy, setBusy] = useState(false);
  const [usernameError, setUsernameError] = useState<'usernameMissing'>();
  const form = useZodForm(resetPasswordForm, { password: '', passwordAgain: '' });

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const exists = await checkUsernameOrEmail({ username }).catch(() => undefined);
      if (exists && checkExistence('reset', 'username', exists.username)) {
        setUsernameError('usernameMissing');
        return;
      }
      await resetPassword({ username, password: values.password, code });
      showMessage('success', t('auth.passwordReset'));
      navigate('/');
      setDialog({ open: true, mode: 'login' });
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  });

  const linkBroken = username === '' || code === '';
  return (
    <Flex justify="center" py={{ initial: '2', sm: '6' }}>
      <Card size="4" className="auth-card">
        <Heading as="h1" size="6" mb="2">
          {t('auth.resetPasswordTitle')}
        </Heading>
        <Text as="p" size="2" color="gray" mb="5">
          {linkBroken ? t('auth.resetLinkBroken') : t('auth.resetPasswordFor', { username })}
        </Text>
        {usernameError ? (
          <Callout.Root color="red" mb="4" role="alert">
            <Callout.Icon>
              <WarningIcon />
            </Callout.Icon>
            <Callout.Text>{t(`validation.${usernameError}`)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <TextInput
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              disabled={linkBroken}
              {...form.field('password')}
            />
            <TextInput
              label={t('auth.passwordAgain')}
              type="password"
              autoComplete="new-password"
              disabled={linkBroken}
              {...form.field('passwordAgain')}
            />
            <Button type="submit" size="3" loading={busy} disabled={linkBroken}>
              {t('auth.resetPassword')}
            </Button>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
