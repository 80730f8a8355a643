import { Table, Text } from '@radix-ui/themes';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatClock } from '@/lib/time';
import type { AcmCell, BoardRow } from '../api/boardRowSchema';

interface RowProps {
  row: BoardRow;
  /** The name shown (the contest's `rankShowName`). */
  name: string;
  problems: readonly string[];
  /** The contestant's page; plain text without one (the outside scoreboard). */
  userHref?: string;
  /** The reader's own row. */
  mine: boolean;
  /** The reader follows this contestant (their row is repeated at the top). */
  followed?: boolean;
  /** This is the copy repeated at the top (the contestant's place in rank order is further down). */
  pinned?: boolean;
  /** Follows or unfollows; no toggle without it. */
  onFollow?: (row: BoardRow) => void;
  /** A windowed board: the row's place in the page, and the callback that measures its height. */
  index?: number;
  measure?: (row: HTMLTableRowElement | null) => void;
}

/** Rank, or a star for an unofficial contestant; the award's colours when there is one. */
function RankCell({ row, pinned, mine }: { row: BoardRow; pinned?: boolean; mine: boolean }) {
  const { t } = useTranslation();
  const award = row.awardBackground
    ? { background: row.awardBackground, color: row.awardColor ?? undefined }
    : undefined;
  return (
    <Table.Cell className="board-rank numeric">
      {row.rank === -1 ? (
        <span title={t('contest.board.starTitle')} className="board-star">
          {t('contest.board.star')}
        </span>
      ) : (
        <span className="board-rank-badge" style={award} title={row.awardName ?? undefined}>
          {row.rank ?? '-'}
        </span>
      )}
      {pinned ? (
        <span className="board-pinned-label">
          {mine ? t('contest.board.you') : t('contest.board.pinned')}
        </span>
      ) : null}
    </Table.Cell>
  );
}

function UserCell({
  row,
  name,
  userHref,
  followed,
  onFollow,
}: Omit<RowProps, 'problems' | 'mine' | 'pinned'>) {
  const { t } = useTranslation();
  return (
    <Table.RowHeaderCell className="board-user">
      {onFollow ? (
        <button
          type="button"
          className="board-follow"
          aria-pressed={followed}
          data-followed={followed || undefined}
          aria-label={t(followed ? 'contest.board.unfollow' : 'contest.board.follow', { name })}
          title={t(followed ? 'contest.board.unfollow' : 'contest.board.follow', { name })}
          onClick={() => onFollow(row)}
        >
          {followed ? '★' : '☆'}
        </button>
      ) : null}
      {userHref ? <Link to={userHref}>{name}</Link> : <span>{name}</span>}
      {row.realname || row.school ? (
        <Text as="div" size="1" color="gray" className="board-user-detail">
          {[row.realname, row.school].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Table.RowHeaderCell>
  );
}

function AcmCellView({ cell }: { cell: AcmCell | undefined }) {
  const { t } = useTranslation();
  if (!cell || (!cell.isAC && cell.errorNum === 0 && cell.tryNum === 0))
    return <Table.Cell className="board-cell" />;
  if (cell.isAC) {
    const kind = cell.isFirstAC ? 'first' : cell.isAfterContest ? 'after' : 'ac';
    return (
      <Table.Cell
        className="board-cell numeric"
        data-cell={kind}
        title={
          cell.isFirstAC
            ? t('contest.board.firstBlood')
            : cell.isAfterContest
              ? t('contest.board.afterContest')
              : undefined
        }
      >
        <div>{formatClock((cell.ACTime ?? 0) * 1000)}</div>
        {cell.errorNum > 0 ? <div className="board-cell-sub">(-{cell.errorNum})</div> : null}
      </Table.Cell>
    );
  }
  if (cell.tryNum > 0) {
    return (
      <Table.Cell
        className="board-cell numeric"
        data-cell="frozen"
        title={t('contest.board.frozen', { count: cell.tryNum })}
      >
        <div>?</div>
        <div className="board-cell-sub">
          {cell.errorNum > 0 ? `-${cell.errorNum} ` : ''}+{cell.tryNum}
        </div>
      </Table.Cell>
    );
  }
  return (
    <Table.Cell
      className="board-cell numeric"
      data-cell="wrong"
      title={t('contest.board.tries', { count: cell.errorNum })}
    >
      (-{cell.errorNum})
    </Table.Cell>
  );
}

/** One contestant on the ACM board; memoised, so a pushed row re-renders only itself. */
export const AcmBoardRow = memo(function AcmBoardRow({
  row,
  name,
  problems,
  userHref,
  mine,
  pinned,
  followed,
  onFollow,
  index,
  measure,
}: RowProps) {
  return (
    <Table.Row
      ref={measure}
      data-index={index}
      data-uid={row.uid}
      data-mine={mine || undefined}
      data-pinned={pinned || undefined}
      data-followed={followed || undefined}
    >
      <RankCell row={row} pinned={pinned} mine={mine} />
      <UserCell row={row} name={name} userHref={userHref} followed={followed} onFollow={onFollow} />
      <Table.Cell className="numeric board-total" data-testid="board-solved">
        {row.ac}
      </Table.Cell>
      <Table.Cell className="numeric">{formatClock(row.totalTime * 1000)}</Table.Cell>
      {problems.map((id) => {
        const cell = row.submissionInfo[id];
        return <AcmCellView key={id} cell={typeof cell === 'object' ? cell : undefined} />;
      })}
    </Table.Row>
  );
});

/** One contestant on the OI board: total score, then each problem's score (full, zero, partial). */
export const OiBoardRow = memo(function OiBoardRow({
  row,
  name,
  problems,
  userHref,
  mine,
  pinned,
  followed,
  onFollow,
  index,
  measure,
}: RowProps) {
  return (
    <Table.Row
      ref={measure}
      data-index={index}
      data-uid={row.uid}
      data-mine={mine || undefined}
      data-pinned={pinned || undefined}
      data-followed={followed || undefined}
    >
      <RankCell row={row} pinned={pinned} mine={mine} />
      <UserCell row={row} name={name} userHref={userHref} followed={followed} onFollow={onFollow} />
      <Table.Cell className="numeric board-total">{row.totalScore}</Table.Cell>
      {problems.map((id) => {
        const score = row.submissionInfo[id];
        if (typeof score !== 'number') return <Table.Cell key={id} className="board-cell" />;
        const kind = score >= 100 ? 'ac' : score === 0 ? 'wrong' : 'partial';
        return (
          <Table.Cell key={id} className="board-cell numeric" data-cell={kind}>
            {score}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
});
