import type { AcmCell, RankedAcmRow } from '@oj/projections/board';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

interface ScrollBoardRowProps {
  row: RankedAcmRow;
  name: string;
  school: string;
  problems: readonly string[];
  /** The team whose turn it is. */
  current: boolean;
  /** The display id being revealed right now (it blinks). */
  blinking: string | undefined;
  /** The row's place is final: its medal may show. */
  final: boolean;
}

/** One team on the scroll board: rank (medal colour once final), name, totals and the problem cells. */
export const ScrollBoardRow = memo(function ScrollBoardRow(props: ScrollBoardRowProps) {
  const { t } = useTranslation();
  const { row, name, school, problems, current, blinking, final } = props;
  const medal = final && row.awardName ? row.awardName : undefined;
  return (
    <div
      className="scroll-row"
      data-current={current || undefined}
      data-medal={medal}
      data-star={row.isStar || undefined}
      data-testid="scroll-row"
    >
      <span className="scroll-rank numeric">{row.rank === -1 ? '★' : row.rank}</span>
      <span className="scroll-team">
        <b>{name}</b>
        <small>
          {row.isStar ? <em>{t('scrollBoard.star')}</em> : null}
          {school}
        </small>
      </span>
      <span className="scroll-solved numeric">{row.ac}</span>
      <span className="scroll-penalty numeric">{Math.floor(row.totalTime / 60)}</span>
      {problems.map((id) => (
        <Cell key={id} cell={row.submissionInfo[id]} blinking={blinking === id} />
      ))}
    </div>
  );
});

function Cell({ cell, blinking }: { cell: AcmCell | undefined; blinking: boolean }) {
  if (!cell || (!cell.isAC && cell.errorNum === 0 && cell.tryNum === 0))
    return <span className="scroll-cell" />;
  const kind = cell.isAC ? (cell.isFirstAC ? 'first' : 'ac') : cell.tryNum > 0 ? 'frozen' : 'wrong';
  const tries = cell.errorNum + cell.tryNum + (cell.isAC ? 1 : 0);
  return (
    <span className="scroll-cell numeric" data-cell={kind} data-blink={blinking || undefined}>
      <b>{cell.isAC ? Math.floor((cell.ACTime ?? 0) / 60) : kind === 'frozen' ? '?' : '✕'}</b>
      <small>{tries}</small>
    </span>
  );
}
