import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/icons';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { MailOutbox } from './MailOutbox';
import { SystemSwitchForm } from './SystemSwitchForm';

/** /admin: the back office's first page; for now the system switches and the mail outbox (root only). */
export function AdminHome({ onSwitchesSaved }: { onSwitchesSaved: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  return (
    <Flex direction="column" gap="5">
      <div>
        <Heading as="h1" size="7" mb="1">
          {t('admin.title')}
        </Heading>
        <Text color="gray">{t('admin.switch.description')}</Text>
      </div>
      {user && isSuperAdmin(user.roleList) ? (
        <>
          <SystemSwitchForm onSaved={onSwitchesSaved} />
          <MailOutbox />
        </>
      ) : (
        <Callout.Root color="gray">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('admin.switch.superAdminOnly')}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
