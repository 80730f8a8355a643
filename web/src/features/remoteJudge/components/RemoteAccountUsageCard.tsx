import { Badge, Box, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { LiveSource } from '@/lib/liveSource';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatClock, formatDateTime } from '@/lib/time';
import { useServerNow } from '@/lib/useServerNow';
import { getRemoteAccountUsage, type RemoteAccountUsageRow, remoteUsageRoom } from '../api/remoteJudgeApi';

/** Read again this often only while the socket is down (or the room refused): the room says when otherwise. */
const POLL_WHILE_OFFLINE_MS = 10_000;

/**
 * The super admin's view of the pool at work: per account its submits today and in all, failed submits,
 * its last use, and how long its limit (or its site's) holds it back, counted down on a local tick. Each
 * remote submit made or failed is a change in `admin:remote-usage`, after which the card reads again.
 */
export function RemoteAccountUsageCard({ live }: { live: LiveSource }) {
  const { t } = useTranslation();
  const state = useLiveQuery({
    live,
    room: remoteUsageRoom,
    key: queryKeys.remoteAccountUsage,
    load: getRemoteAccountUsage,
    pollMs: POLL_WHILE_OFFLINE_MS,
  });
  const usage = { data: state.data?.accounts, error: state.error };
  const now = useServerNow(state.data?.now);
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
                        <LimitState row={row} now={now} />
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

/** Free now, or held back by the account's own limit or its site's: the seconds left, ticking down. */
function LimitState({ row, now }: { row: RemoteAccountUsageRow; now: number }) {
  const { t } = useTranslation();
  const until = Math.max(row.limitedUntil ?? 0, row.siteLimitedUntil ?? 0);
  if (until <= now)
    return (
      <Badge color="green" variant="soft">
        {t('remoteJudge.usage.free')}
      </Badge>
    );
  return (
    // Badges do not wrap by default; the date would push the table past a phone's edge.
    <Badge
      color="amber"
      variant="soft"
      style={{ whiteSpace: 'normal' }}
      title={formatDateTime(new Date(until).toISOString())}
    >
      {t('remoteJudge.usage.limited', { wait: formatClock(until - now) })}
    </Badge>
  );
}
