import { Card, Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from '../atoms';
import { AuthForms } from './AuthForms';

/** The /login page (route name LoginHome): the dialog's forms on a page of their own. */
export function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AuthMode>('login');
  return (
    <Flex justify="center" py={{ initial: '2', sm: '6' }}>
      <Card size="4" className="auth-card">
        <Heading as="h1" size="6" mb="5">
          {t(`auth.title.${mode}`)}
        </Heading>
        <AuthForms mode={mode} onModeChange={setMode} />
      </Card>
    </Flex>
  );
}
