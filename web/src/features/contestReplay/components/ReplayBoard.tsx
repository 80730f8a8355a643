import { ContestType } from '@oj/events/vocabulary';
import type { AcmCell, BoardAt, RankedAcmRow, RankedOiRow } from '@oj/projections/board';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MovingRows } from '@/components/MovingRows';

interface ReplayBoardProps {
  board: BoardAt;
  problems: readonly { displayId: string; color: string | null }[];
  identities: ReadonlyMap<string, { realname: string; school: string }>;
  /** One row to mark (a virtual participant's own), with the label it carries. */
  mark?: { uid: string; label: string };
}

const ROW = 52;
type Row = RankedAcmRow | RankedOiRow;

/** The board at the replay's moment; rows glide to their new places (transforms only). */
export function ReplayBoard({ board, problems, identities, mark }: ReplayBoardProps) {
  const { t } = useTranslation();
  const columns = { '--replay-problems': problems.length } as React.CSSProperties;
  return (
    <div className="replay-board" style={columns} data-type={board.type}>
      <div className="replay-row replay-head">
        <span>{t('contestReplay.board.rank')}</span>
        <span>{t('contestReplay.board.team')}</span>
        <span>
          {board.type === ContestType.acm ? t('contestReplay.board.solved') : t('contestReplay.board.score')}
        </span>
        <span>{t('contestReplay.board.time')}</span>
        {problems.map((p) => (
          <span key={p.displayId} className="replay-problem-head">
            <i style={{ background: p.color ?? 'var(--gray-8)' }} />
            {p.displayId}
          </span>
        ))}
      </div>
      {board.rows.length === 0 ? (
        <p className="replay-empty">{t('contestReplay.board.empty')}</p>
      ) : (
        <MovingRows<Row>
          className="replay-rows"
          items={board.rows}
          keyOf={(r) => r.uid}
          rowHeight={ROW}
          renderRow={(row) => (
            <BoardLine
              row={row}
              type={board.type}
              problems={problems}
              identity={identities.get(row.uid)}
              markLabel={row.uid === mark?.uid ? mark.label : undefined}
            />
          )}
        />
      )}
    </div>
  );
}

const BoardLine = memo(function BoardLine({
  row,
  type,
  problems,
  identity,
  markLabel,
}: {
  row: Row;
  type: 0 | 1;
  problems: ReplayBoardProps['problems'];
  identity: { realname: string; school: string } | undefined;
  markLabel?: string;
}) {
  const award = row.awardBackground
    ? { background: row.awardBackground, color: row.awardColor ?? undefined }
    : {};
  return (
    <div
      className="replay-row"
      data-star={row.isStar || undefined}
      data-marked={markLabel ? true : undefined}
    >
      <span className="replay-rank" style={award}>
        {row.rank === -1 ? '★' : row.rank}
      </span>
      <span className="replay-team">
        <b>{row.username}</b>
        {markLabel ? <small className="replay-mark">{markLabel}</small> : null}
        {identity?.school ? <small>{identity.school}</small> : null}
      </span>
      <span className="replay-total numeric">{'ac' in row ? row.ac : row.totalScore}</span>
      <span className="replay-time numeric">
        {'ac' in row ? Math.floor(row.totalTime / 60) : row.totalTime}
      </span>
      {problems.map((p) =>
        type === ContestType.acm && 'ac' in row ? (
          <AcmCellView key={p.displayId} cell={row.submissionInfo[p.displayId]} />
        ) : (
          <OiCellView
            key={p.displayId}
            score={'totalScore' in row ? row.submissionInfo[p.displayId] : undefined}
          />
        ),
      )}
    </div>
  );
});

function AcmCellView({ cell }: { cell: AcmCell | undefined }) {
  if (!cell || (!cell.isAC && cell.errorNum === 0 && cell.tryNum === 0))
    return <span className="replay-cell" />;
  const kind = cell.isAC ? (cell.isFirstAC ? 'first' : 'ac') : cell.tryNum > 0 ? 'frozen' : 'wrong';
  const tries = cell.errorNum + cell.tryNum + (cell.isAC ? 1 : 0);
  return (
    <span className="replay-cell numeric" data-cell={kind}>
      <b>{cell.isAC ? Math.floor((cell.ACTime ?? 0) / 60) : cell.tryNum > 0 ? '?' : '−'}</b>
      <small>{tries}</small>
    </span>
  );
}

function OiCellView({ score }: { score: number | undefined }) {
  if (score === undefined) return <span className="replay-cell" />;
  return (
    <span className="replay-cell numeric" data-cell={score > 0 ? 'ac' : 'wrong'}>
      <b>{score}</b>
    </span>
  );
}
