import { Card, Flex, Tabs } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import type { UserAdminLinks } from '../links';
import { UserGenerateTab } from './UserGenerateTab';
import { UserImportTab } from './UserImportTab';
import { UserListTab } from './UserListTab';

/** /admin/user (super admin): the user list, the CSV import and the account generation, as tabs. */
export function UserAdminPage({ links, selfUid }: { links: UserAdminLinks; selfUid: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('userAdmin.title')} description={t('userAdmin.description')} />
      <Card size="2">
        <Tabs.Root defaultValue="list">
          <Tabs.List>
            <Tabs.Trigger value="list">{t('userAdmin.tabs.list')}</Tabs.Trigger>
            <Tabs.Trigger value="import">{t('userAdmin.tabs.import')}</Tabs.Trigger>
            <Tabs.Trigger value="generate">{t('userAdmin.tabs.generate')}</Tabs.Trigger>
          </Tabs.List>
          <Flex direction="column" pt="4">
            <Tabs.Content value="list">
              <UserListTab links={links} selfUid={selfUid} />
            </Tabs.Content>
            <Tabs.Content value="import">
              <UserImportTab />
            </Tabs.Content>
            <Tabs.Content value="generate">
              <UserGenerateTab />
            </Tabs.Content>
          </Flex>
        </Tabs.Root>
      </Card>
    </Flex>
  );
}
