import { Button, Flex } from '@radix-ui/themes';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { authDialogAtom } from '../atoms';

/** What the top bar shows a visitor: open the dialog on Login or Register. */
export function AuthButtons() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(authDialogAtom);
  return (
    <Flex gap="2">
      <Button variant="soft" size="2" onClick={() => setDialog({ open: true, mode: 'login' })}>
        {t('auth.login')}
      </Button>
      <Button variant="solid" size="2" onClick={() => setDialog({ open: true, mode: 'register' })}>
        {t('auth.register')}
      </Button>
    </Flex>
  );
}
