import { ContestType } from '@oj/events/vocabulary';
import { Badge, Button, Callout, Flex, Skeleton, Switch, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { checkContestAcInfo } from '../api/checkContestAcInfo';
import { acInfoPageSize, getContestAcInfo } from '../api/contestAcInfo';
import { useContestView } from '../hooks/contestContext';
import { acInfoNeedsReload, mergeAcInfo } from '../model/helperChanges';
import { acInfoRoom, type LiveSource } from '../model/liveSource';
import { LiveBadge } from './LiveBadge';

/** Spec 02 §4: the AC helper refreshes every 10 s, here only while the live connection is down. */
const pollMs = 10_000;

/**
 * /contest/:cid/ac-info, the balloon helper (contest admins, ACM only): accepted submissions newest
 * first with first blood and the problem's balloon colour; the admin ticks each off once the balloon
 * went out. Live from `contest:<cid>:ac-info`.
 */
export function ContestAcInfo({ live }: { live: LiveSource }) {
  const { t } = useTranslation();
  const { contest, isAdmin } = useContestView();
  const allowed = isAdmin && contest.type === ContestType.acm;
  const [currentPage, setPage] = useState(1);
  const list = useLiveQuery({
    live,
    // Later pages are read again on a change rather than merged.
    room: allowed ? acInfoRoom(contest.id) : undefined,
    key: queryKeys.contestAcInfo(contest.id, currentPage),
    enabled: allowed,
    load: (signal) => getContestAcInfo(contest.id, currentPage, signal),
    apply: (page, payload) => (currentPage === 1 ? mergeAcInfo(page, payload, acInfoPageSize) : page),
    needsReload: (payload) => currentPage !== 1 || acInfoNeedsReload(payload),
    pollMs,
  });
  if (!allowed) {
    return (
      <Callout.Root color="amber">
        <Callout.Text>{t('contest.helpers.adminOnly')}</Callout.Text>
      </Callout.Root>
    );
  }
  const { data, error } = list;
  const toggle = async (id: number, checked: boolean) => {
    await checkContestAcInfo(contest.id, id, checked);
    if (list.live !== 'online') list.reload();
  };
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / acInfoPageSize));

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2">
        <LiveBadge live={list.live} pollSeconds={pollMs / 1000} />
        {data ? (
          <Text size="2" color="gray">
            {t('contest.acInfo.total', { count: data.total })}
          </Text>
        ) : null}
      </Flex>
      {error && !data ? <ErrorCallout title={t('contest.acInfo.loadError')} error={error} /> : null}
      {!data && !error ? <Skeleton height="160px" /> : null}
      {data && data.records.length === 0 ? <Text color="gray">{t('contest.acInfo.empty')}</Text> : null}
      {data && data.records.length > 0 ? (
        <div className="contest-table-scroll">
          <Table.Root variant="surface" size="1" className="contest-ac-info">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('contest.acInfo.time')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.acInfo.problem')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.acInfo.user')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.acInfo.firstBlood')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.acInfo.checked')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.records.map((row) => (
                <Table.Row key={row.id} data-checked={row.checked || undefined} data-ac-info={row.id}>
                  <Table.Cell className="numeric">
                    {formatDateMinute(row.submitTime, row.submitTime)}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex align="center" gap="2">
                      <span
                        className="contest-balloon"
                        style={{ background: row.color || undefined }}
                        title={row.color ?? ''}
                      />
                      <Text weight="bold">{row.displayId}</Text>
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>
                    {row.username}
                    {row.realname ? <Text color="gray"> ({row.realname})</Text> : null}
                  </Table.Cell>
                  <Table.Cell>
                    {row.firstBlood ? <Badge color="red">{t('contest.board.firstBlood')}</Badge> : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Switch
                      size="1"
                      checked={row.checked}
                      aria-label={t('contest.acInfo.checkedLabel', { id: row.id })}
                      onCheckedChange={(checked) => void toggle(row.id, checked).catch(() => undefined)}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
      {pages > 1 ? (
        <Flex gap="2" align="center">
          <Button
            size="1"
            variant="soft"
            disabled={currentPage <= 1}
            onClick={() => setPage(currentPage - 1)}
          >
            {t('contest.board.previous')}
          </Button>
          <Text size="2">{t('contest.board.page', { page: currentPage, pages })}</Text>
          <Button
            size="1"
            variant="soft"
            disabled={currentPage >= pages}
            onClick={() => setPage(currentPage + 1)}
          >
            {t('contest.board.next')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
