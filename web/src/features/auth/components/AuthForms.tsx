import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from '../atoms';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPwdForm } from './ResetPwdForm';

interface AuthFormsProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}

/**
 * The form of the current mode and the links to the other two. Only one form is mounted at a time,
 * so switching modes resets the form being left (spec 01 §2.2).
 */
export function AuthForms({ mode, onModeChange }: AuthFormsProps) {
  const { t } = useTranslation();
  const link = (to: AuthMode, label: string) => (
    <Button type="button" variant="ghost" size="1" onClick={() => onModeChange(to)}>
      {label}
    </Button>
  );
  return (
    <Flex direction="column" gap="4">
      {mode === 'login' ? <LoginForm /> : null}
      {mode === 'register' ? <RegisterForm onRegistered={() => onModeChange('login')} /> : null}
      {mode === 'resetPwd' ? <ResetPwdForm /> : null}
      <Flex justify="between" gap="3" wrap="wrap">
        {mode === 'login' ? (
          <>
            {link('register', t('auth.toRegister'))}
            {link('resetPwd', t('auth.toResetPwd'))}
          </>
        ) : (
          link('login', t('auth.toLogin'))
        )}
      </Flex>
    </Flex>
  );
}
