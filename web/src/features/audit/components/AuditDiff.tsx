import { Badge, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../api/getAuditEvent';

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Before -> after of each field the event set, folded from its stream by the server. */
export function AuditDiff({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  return (
    <Table.Root size="1" variant="surface" className="audit-diff">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('audit.event.field')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('audit.event.before')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('audit.event.after')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((change) => (
          <Table.Row key={change.field}>
            <Table.RowHeaderCell>
              <Text weight="medium">{change.field}</Text>{' '}
              {change.changed ? null : <Badge color="gray">{t('audit.event.unchanged')}</Badge>}
            </Table.RowHeaderCell>
            <Table.Cell className="audit-diff-before">
              <pre>{shown(change.before)}</pre>
            </Table.Cell>
            <Table.Cell className="audit-diff-after">
              <pre>{shown(change.after)}</pre>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
