import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { MailOutbox } from './MailOutbox';
import { SystemSwitchForm } from './SystemSwitchForm';

/** /admin/switch (super admin, spec 03 §2.9): every system switch with what it does, and the mail outbox. */
export function SystemSwitchPage({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="5">
      <AdminPageHeader title={t('admin.switch.title')} description={t('admin.switch.description')} />
      <SystemSwitchForm onSaved={onSaved} />
      <MailOutbox />
    </Flex>
  );
}
