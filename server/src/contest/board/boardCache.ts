import { ContestType } from '@oj/events';
import {
  type AcmRowStats,
  type BoardRowStats,
  boardRowsWrittenAfter,
  type ContestRow,
  newestBoardPosition,
  type OiRowStats,
  type RankedAcmRow,
  type RankedOiRow,
  rankAcm,
  rankOi,
} from '@oj/projections';
import type { ContestDb } from '../core/contestAccess';

/** Which stored board to read: real, sealed, or real with after-contest submissions. */
export type BoardColumn = 'real' | 'sealed' | 'real_after';
export type RankedBoardRow = RankedAcmRow | RankedOiRow;

interface BoardCopy {
  /** The highest row position read so far: later writes are the only rows to fetch next time. */
  position: number;
  rows: Map<string, { row: BoardRowStats; excluded: boolean }>;
  ranked: { key: string; rows: readonly RankedBoardRow[] } | undefined;
  /** One catch-up at a time per board; concurrent readers wait for it. */
  queue: Promise<void>;
}

/**
 * A ranked copy of each board this server reads, kept in memory and caught up from the projection's
 * rows by position: a read costs two indexed queries (the board's newest position, the rows written
 * since) and a re-rank only when something changed, instead of loading and ranking every row per
 * request. Each server process keeps its own copy; the database stays the source of truth, so any
 * number of servers agree. A board whose newest position went backwards was rebuilt: read it again.
 */
export class BoardCache {
  private readonly copies = new Map<string, BoardCopy>();

  constructor(
    private readonly db: ContestDb,
    private readonly maxBoards = 64,
  ) {}

  /** Every row of the board, ranked by the pure board code (awards, stars and first blood included). */
  async ranked(
    contest: ContestRow,
    column: BoardColumn,
    removeStar: boolean,
  ): Promise<readonly RankedBoardRow[]> {
    const copy = this.copyOf(`${contest.cid}:${column}`);
    const caughtUp = copy.queue.then(() => this.catchUp(contest.cid, column, copy));
    copy.queue = caughtUp.catch(() => undefined);
    await caughtUp;
    // Star accounts and awards live in the contest's fields: any change of them moves updated_at.
    const key = `${removeStar}:${contest.type}:${contest.updated_at.getTime()}`;
    if (copy.ranked?.key === key) return copy.ranked.rows;
    const rows = rankRows(contest, [...copy.rows.values()], removeStar);
    copy.ranked = { key, rows };
    return rows;
  }

  private copyOf(key: string): BoardCopy {
    const found = this.copies.get(key);
    if (found) {
      // Most recently read last, so the oldest board is the one evicted.
      this.copies.delete(key);
      this.copies.set(key, found);
      return found;
    }
    const copy: BoardCopy = { position: -1, rows: new Map(), ranked: undefined, queue: Promise.resolve() };
    this.copies.set(key, copy);
    const oldest = this.copies.keys().next().value;
    if (this.copies.size > this.maxBoards && oldest !== undefined) this.copies.delete(oldest);
    return copy;
  }

  private async catchUp(cid: number, column: BoardColumn, copy: BoardCopy): Promise<void> {
    const newest = await newestBoardPosition(this.db, cid);
    if (newest === copy.position) return;
    if (newest < copy.position) copy.rows.clear();
    const from = newest < copy.position ? -1 : copy.position;
    const written = await boardRowsWrittenAfter(this.db, cid, column, from);
    for (const r of written) copy.rows.set(r.uid, { row: r.row, excluded: r.excluded });
    copy.position = written.reduce((max, r) => Math.max(max, r.position), from);
    copy.ranked = undefined;
  }
}

function rankRows(
  contest: ContestRow,
  stored: readonly { row: BoardRowStats; excluded: boolean }[],
  removeStar: boolean,
): readonly RankedBoardRow[] {
  const rows = stored.filter((r) => !r.excluded && r.row.total > 0).map((r) => r.row);
  const f = contest.fields;
  const options = {
    starUsernames: new Set(f.starAccount),
    removeStar,
    awards: { awardType: f.awardType, awardConfigList: f.awardConfigList },
  };
  return f.type === ContestType.oi
    ? rankOi(
        rows.filter((r): r is OiRowStats => 'totalScore' in r),
        options,
      )
    : rankAcm(
        rows.filter((r): r is AcmRowStats => 'ac' in r),
        options,
      );
}
