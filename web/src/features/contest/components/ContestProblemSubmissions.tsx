import { Skeleton, Table, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { formatMemory, formatTime } from '@/lib/format';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { formatDateMinute } from '@/lib/time';
import { getContestSubmissions } from '../api/getContestSubmissions';
import { type LiveSource, ownRoom } from '../model/liveSource';
import { applyPushedSubmission, pushedSubmission, type SubmissionPage } from '../model/liveSubmissions';

interface ContestProblemSubmissionsProps {
  cid: number;
  displayId: string;
  live: LiveSource;
  submissionHref: (submitId: number) => string;
  renderStatus: (status: number) => ReactNode;
}

/** The last ones shown on the problem page; the contest's submissions tab has them all. */
const limit = 10;
const fallbackPollMs = 10_000;

/**
 * A contest problem page's "My submissions" tab: the reader's own submissions on this problem, newest
 * first, as the seal lets them see them, kept current from their own room.
 */
export function ContestProblemSubmissions({
  cid,
  displayId,
  live,
  submissionHref,
  renderStatus,
}: ContestProblemSubmissionsProps) {
  const { t } = useTranslation();
  const uid = useAtomValue(currentUserAtom)?.uid;
  const params = { cid, onlyMine: true, problemID: displayId, currentPage: 1, limit };
  const view = { cid, firstPage: true, limit, onlyUid: uid, displayPid: displayId };
  const { data, error } = useLiveQuery({
    live,
    room: uid ? ownRoom(uid) : undefined,
    key: queryKeys.contestSubmissions(cid, params),
    load: (signal) => getContestSubmissions(params, signal),
    apply: (page: SubmissionPage, payload: unknown) => {
      const row = pushedSubmission(payload, cid);
      return row ? applyPushedSubmission(page, row, view) : page;
    },
    pollMs: fallbackPollMs,
    enabled: uid !== undefined,
  });
  if (!uid) return <Text color="gray">{t('contest.home.loginToEnter')}</Text>;
  if (error && !data) return <ErrorCallout title={t('contest.submissions.loadError')} error={error} />;
  if (!data) return <Skeleton height="120px" />;
  if (data.records.length === 0) return <Text color="gray">{t('contest.submissions.empty')}</Text>;
  return (
    <Table.Root variant="surface" size="1" className="contest-problem-submissions">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('contest.submissions.runId')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('contest.submissions.status')}</Table.ColumnHeaderCell>
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
              <Link to={submissionHref(row.submitId)}>{row.submitId}</Link>
            </Table.Cell>
            <Table.Cell>{renderStatus(row.status)}</Table.Cell>
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
  );
}
