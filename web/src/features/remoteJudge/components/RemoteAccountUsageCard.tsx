import { Badge, Box, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import { getRemoteAccountUsage, type RemoteAccountUsageRow } from '../api/remoteJudgeApi';

/** Read again this often while the page is open: the counts move with every remote submit. */
const REFRESH_MS = 10_000;

/**
 * The super admin's view of the pool at work: per account its submits today and in all, failed submits,
 * its last use, and whether its limit (or its site's) holds it back now.
 */
export function RemoteAccountUsageCard() {
  const { t } = useTranslation();
  const usage = useApiQuery(queryKeys.remoteAccountUsage, getRemoteAccountUsage, { pollMs: REFRESH_MS });
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('remoteJudge.usage.title')}
        </Heading>
        <Text size="2" color="gray">
          {t('remoteJudge.usage.hint')}
        </Text>
        {usage.error ? <ErrorCallout title={t('remoteJudge.usage.loadError')} error={usage.error} /> : null}
        {usage.data === undefined && !usage.error ? <Skeleton height="80px" /> : null}
        {usage.data?.length === 0 ? (
          <Text size="2" color="gray">
            {t('remoteJudge.accounts.empty')}
          </Text>
        ) : null}
        {usage.data && usage.data.length > 0 ? (
          <Box data-testid="remote-account-usage">
            <Table.Root size="1" variant="surface" aria-label={t('remoteJudge.usage.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('remoteJudge.usage.account')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">
                    {t('remoteJudge.usage.submits')}
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">
                    {t('remoteJudge.usage.failures')}
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {usage.data.map((row) => (
                  <Table.Row key={`${row.bank}\n${row.username}`} align="center">
                    {/* The account, its last use and its limit stacked: three columns fit a phone. */}
                    <Table.RowHeaderCell>
                      <Flex direction="column" gap="1" align="start">
                        <Flex gap="2" align="center" wrap="wrap">
                          <Badge variant="soft">{t(`remoteJudge.banks.${row.bank}`)}</Badge>
                          <Text weight="medium">{row.username}</Text>
                        </Flex>
                        <Text size="1" color="gray">
                          {t('remoteJudge.usage.lastUsed', {
                            at: row.lastUsedAt
                              ? formatDateTime(row.lastUsedAt)
                              : t('remoteJudge.usage.never'),
                          })}
                        </Text>
                        <LimitState row={row} />
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell justify="end">
                      {t('remoteJudge.usage.countOf', { today: row.submitsToday, total: row.submits })}
                    </Table.Cell>
                    <Table.Cell justify="end">
                      {t('remoteJudge.usage.countOf', { today: row.failuresToday, total: row.failures })}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : null}
      </Flex>
    </Card>
  );
}

/** Free now, or held back by the account's own limit or its site's, until when. */
function LimitState({ row }: { row: RemoteAccountUsageRow }) {
  const { t } = useTranslation();
  const until = Math.max(row.limitedUntil ?? 0, row.siteLimitedUntil ?? 0);
  if (until === 0)
    return (
      <Badge color="green" variant="soft">
        {t('remoteJudge.usage.free')}
      </Badge>
    );
  return (
    // Badges do not wrap by default; the date would push the table past a phone's edge.
    <Badge color="amber" variant="soft" style={{ whiteSpace: 'normal' }}>
      {t('remoteJudge.usage.limited', { until: formatDateTime(new Date(until).toISOString()) })}
    </Badge>
  );
}
