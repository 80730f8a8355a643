import { Table } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { SheetAccount } from '@/lib/accountSheet';

/** Accounts made in a batch with their one-time passwords, as a table on the page. */
export function AccountSheet({ accounts }: { accounts: readonly SheetAccount[] }) {
  const { t } = useTranslation();
  return (
    <Table.Root size="1" variant="surface" className="account-sheet">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell className="numeric">#</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('accountSheet.username')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('accountSheet.password')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {accounts.map((account, index) => (
          <Table.Row key={account.username}>
            <Table.Cell className="numeric">{index + 1}</Table.Cell>
            <Table.Cell className="account-sheet-text">{account.username}</Table.Cell>
            <Table.Cell className="account-sheet-text">{account.password}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
