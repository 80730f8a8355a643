import { ContestType } from '@oj/events/vocabulary';
import { SegmentedControl, Skeleton, Table, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import { formatMemory, formatTime } from '@/lib/format';
import { isPageSize } from '@/lib/pager';
import { useLiveMerge, useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { formatDateMinute } from '@/lib/time';
import { getContestSubmissions } from '../api/getContestSubmissions';
import { useContestView } from '../hooks/contestContext';
import { type LiveSource, ownRoom, submissionsRoom } from '../model/liveSource';
import { applyPushedSubmission, pushedSubmission, type SubmissionPage } from '../model/liveSubmissions';

interface ContestSubmissionListProps {
  live: LiveSource;
  /** A status as a tag (the route hands in the submission feature's); SubmissionStatus.unknown is the sealed verdict. */
  renderStatus: (status: number) => ReactNode;
}

/** Polled only while its room is not live (socket down or join refused). */
const fallbackPollMs = 10_000;

/**
 * /contest/:cid/submissions (?onlyMine=true): the contest's submissions, frozen verdicts unknown, kept
 * current live. Admins follow the real rows; a participant follows the participants' room for others'
 * rows and their own room for their own (which the seal may show them, as ACM does).
 */
export function ContestSubmissionList({ live, renderStatus }: ContestSubmissionListProps) {
  const { t } = useTranslation();
  const { contest, links, isAdmin, canEnter } = useContestView();
  const uid = useAtomValue(currentUserAtom)?.uid;
  const [query, setQuery] = useSearchParams();
  const onlyMine = query.get('onlyMine') === 'true';
  const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
  const limit = Number(query.get('limit')) || 15;
  const params = { cid: contest.id, onlyMine: onlyMine || undefined, currentPage, limit };
  const key = queryKeys.contestSubmissions(contest.id, params);
  const view = { cid: contest.id, firstPage: currentPage === 1, limit, onlyUid: onlyMine ? uid : undefined };
  const merge = (fromOwnRoom: boolean) => (page: SubmissionPage, payload: unknown) => {
    const row = pushedSubmission(payload, contest.id);
    // Own rows come from the own room only: the participants' room shows them as others see them.
    if (!row || (!isAdmin && (row.uid === uid) !== fromOwnRoom)) return page;
    return applyPushedSubmission(page, row, view);
  };
  const { data, error, loading, joined } = useLiveQuery({
    live,
    room: canEnter ? submissionsRoom(contest.id, isAdmin) : undefined,
    key,
    load: (signal) => getContestSubmissions(params, signal),
    apply: merge(false),
    pollMs: fallbackPollMs,
  });
  useLiveMerge(live, canEnter && !isAdmin && uid ? ownRoom(uid) : undefined, key, merge(true));
  const set = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(query);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    if (name !== 'currentPage') next.delete('currentPage');
    setQuery(next);
  };

  return (
    <>
      <SegmentedControl.Root
        value={onlyMine ? 'mine' : 'all'}
        onValueChange={(value) => set('onlyMine', value === 'mine' ? 'true' : undefined)}
        className="contest-mine-switch"
        data-room={joined ? 'joined' : undefined}
      >
        <SegmentedControl.Item value="all">{t('contest.submissions.all')}</SegmentedControl.Item>
        <SegmentedControl.Item value="mine">{t('contest.submissions.mine')}</SegmentedControl.Item>
      </SegmentedControl.Root>
      {error && !data ? <ErrorCallout title={t('contest.submissions.loadError')} error={error} /> : null}
      {!data && !error ? <Skeleton height="200px" /> : null}
      {data && data.records.length === 0 ? <Text color="gray">{t('contest.submissions.empty')}</Text> : null}
      {data && data.records.length > 0 ? (
        <div className="contest-table-scroll">
          <Table.Root
            variant="surface"
            size="1"
            data-loading={loading || undefined}
            className="contest-submissions"
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('contest.submissions.runId')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.submissions.problem')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.submissions.user')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.submissions.status')}</Table.ColumnHeaderCell>
                {contest.type === ContestType.oi ? (
                  <Table.ColumnHeaderCell>{t('contest.submissions.score')}</Table.ColumnHeaderCell>
                ) : null}
                <Table.ColumnHeaderCell>{t('contest.submissions.time')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.submissions.memory')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.submissions.language')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contest.submissions.submitTime')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.records.map((row) => (
                <Table.Row key={row.submitId} data-status={row.status} data-submit-id={row.submitId}>
                  <Table.Cell className="numeric">
                    {/* Only one's own contest submissions open (and their admins'): no link others would follow to a 404. */}
                    {isAdmin || row.uid === uid ? (
                      <Link to={links.contestSubmission(contest.id, row.displayPid, row.submitId)}>
                        {row.submitId}
                      </Link>
                    ) : (
                      row.submitId
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Link to={links.problem(contest.id, row.displayPid)}>{row.displayPid}</Link>
                  </Table.Cell>
                  <Table.Cell>
                    <Link to={links.user(row.uid, row.username)}>{row.username}</Link>
                  </Table.Cell>
                  <Table.Cell>{renderStatus(row.status)}</Table.Cell>
                  {contest.type === ContestType.oi ? (
                    <Table.Cell className="numeric">{row.score ?? '-'}</Table.Cell>
                  ) : null}
                  <Table.Cell className="numeric">{formatTime(row.time)}</Table.Cell>
                  <Table.Cell className="numeric">{formatMemory(row.memory)}</Table.Cell>
                  <Table.Cell>{row.language}</Table.Cell>
                  <Table.Cell className="numeric">
                    {row.submitTime ? formatDateMinute(row.submitTime, row.submitTime) : ''}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
      {data ? (
        <Pager
          total={data.total}
          currentPage={currentPage}
          limit={isPageSize(limit) ? limit : 15}
          onPageChange={(page) => set('currentPage', String(page))}
          onLimitChange={(next) => set('limit', String(next))}
        />
      ) : null}
    </>
  );
}
