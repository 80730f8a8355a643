import { Badge, Button, Callout, Flex, Skeleton, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import type { PageSize } from '@/lib/pager';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { checkContestPrintStatus, downloadContestPrintText, getContestPrint } from '../api/contestPrints';
import { useContestView } from '../hooks/contestContext';
import { mergePrints } from '../model/helperChanges';
import { type LiveSource, printRoom } from '../model/liveSource';
import { LiveBadge } from './LiveBadge';

/** Spec 02 §4: print admin refreshes every 10 s, here only while the live connection is down. */
const pollMs = 10_000;

/**
 * /contest/:cid/admin-print (contest admins, printing open): the print queue newest first; download a
 * request as a text file, mark it printed. Live from `contest:<cid>:print`.
 */
export function ContestAdminPrint({ live }: { live: LiveSource }) {
  const { t } = useTranslation();
  const { contest, isAdmin } = useContestView();
  const [currentPage, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(15);
  const list = useLiveQuery({
    live,
    room: isAdmin ? printRoom(contest.id) : undefined,
    key: queryKeys.contestPrints(contest.id, currentPage, limit),
    enabled: isAdmin,
    load: (signal) => getContestPrint(contest.id, currentPage, limit, signal),
    apply: (page, payload) => (currentPage === 1 ? mergePrints(page, payload, limit) : page),
    needsReload: () => currentPage !== 1,
    pollMs,
  });
  if (!isAdmin) {
    return (
      <Callout.Root color="amber">
        <Callout.Text>{t('contest.helpers.adminOnly')}</Callout.Text>
      </Callout.Root>
    );
  }
  const { data, error } = list;
  const markPrinted = async (id: number) => {
    await checkContestPrintStatus(contest.id, id);
    if (list.live !== 'online') list.reload();
  };

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2">
        <LiveBadge live={list.live} pollSeconds={pollMs / 1000} />
        {!contest.openPrint ? <Badge color="amber">{t('contest.print.closed')}</Badge> : null}
      </Flex>
      {error && !data ? <ErrorCallout title={t('contest.adminPrint.loadError')} error={error} /> : null}
      {!data && !error ? <Skeleton height="160px" /> : null}
      {data && data.records.length === 0 ? <Text color="gray">{t('contest.adminPrint.empty')}</Text> : null}
      {data && data.records.length > 0 ? (
        <div className="contest-table-scroll">
          <Table.Root variant="surface" size="1" className="contest-admin-print">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('contest.adminPrint.id')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.acInfo.user')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.adminPrint.time')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.adminPrint.status')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.adminPrint.actions')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.records.map((row) => (
                <Table.Row key={row.id} data-print={row.id}>
                  <Table.Cell className="numeric">{row.id}</Table.Cell>
                  <Table.Cell>
                    {row.username}
                    {row.realname ? <Text color="gray"> ({row.realname})</Text> : null}
                  </Table.Cell>
                  <Table.Cell className="numeric">
                    {formatDateMinute(row.gmtCreate, row.gmtCreate)}
                  </Table.Cell>
                  <Table.Cell>
                    {row.status === 1 ? (
                      <Badge color="green">{t('contest.adminPrint.printed')}</Badge>
                    ) : (
                      <Badge color="orange">{t('contest.adminPrint.waiting')}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2">
                      <Button
                        size="1"
                        variant="soft"
                        onClick={() => void downloadContestPrintText(contest.id, row).catch(() => undefined)}
                      >
                        {t('contest.adminPrint.download')}
                      </Button>
                      {row.status === 0 ? (
                        <Button size="1" onClick={() => void markPrinted(row.id).catch(() => undefined)}>
                          {t('contest.adminPrint.markPrinted')}
                        </Button>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
      {data && data.total > 0 ? (
        <Pager
          total={data.total}
          currentPage={currentPage}
          limit={limit}
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      ) : null}
    </Flex>
  );
}
