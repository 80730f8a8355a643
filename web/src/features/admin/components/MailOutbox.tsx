import { Badge, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import { getOutbox } from '../api/getOutbox';

const statusColor = { sent: 'green', held: 'amber', failed: 'red', queued: 'gray' } as const;

/**
 * The mails the site wrote. Without a mail server they are held here, which is how an admin of the
 * embedded demo reads a registration code for someone.
 */
export function MailOutbox() {
  const { t } = useTranslation();
  const outbox = useApiQuery(queryKeys.outbox, getOutbox);
  // undefined while loading, null when it failed
  const mails = outbox.error ? null : outbox.data;
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('admin.outbox.title')}
        </Heading>
        <Text size="2" color="gray">
          {t('admin.outbox.description')}
        </Text>
        {mails === undefined ? <Skeleton height="80px" /> : null}
        {mails === null ? <Text color="red">{t('admin.outbox.loadError')}</Text> : null}
        {mails?.length === 0 ? <Text color="gray">{t('admin.outbox.empty')}</Text> : null}
        {mails && mails.length > 0 ? (
          <Table.Root variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('admin.outbox.time')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">{t('admin.outbox.to')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('admin.outbox.mail')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('admin.outbox.status')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {mails.map((mail) => (
                <Table.Row key={mail.mailId}>
                  <Table.Cell className="nowrap only-wide">
                    {formatDateTime(mail.queuedAt, mail.queuedAt)}
                  </Table.Cell>
                  <Table.Cell className="only-wide">{mail.to}</Table.Cell>
                  <Table.Cell>
                    {/* Phones keep one text column: to whom and when above the mail. */}
                    <Text as="div" size="1" color="gray" className="only-narrow outbox-to">
                      {mail.to} · {formatDateTime(mail.queuedAt, mail.queuedAt)}
                    </Text>
                    <Text weight="medium">{mail.subject}</Text>
                    <Text as="p" size="1" color="gray" className="outbox-text">
                      {mail.text}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge color={statusColor[mail.status]} title={mail.error ?? undefined}>
                      {t(`admin.outbox.statuses.${mail.status}`)}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Flex>
    </Card>
  );
}
