import type { ContestRow, ContestsTables, UsersTables } from '@oj/projections';
import { type BoardIdentity, boardIdentitiesOf, boardUidsMatching } from '@oj/projections';
import type { Kysely } from 'kysely';
import type { ContestDb } from '../core/contestAccess';
import { BoardCache, type BoardColumn, type RankedBoardRow } from './boardCache';

export type { BoardColumn } from './boardCache';

export interface BoardQuery {
  column: BoardColumn;
  removeStar: boolean;
  keyword?: string;
  /** uids whose rows are repeated at the top of the page (the viewer's own and followed users). */
  concerned: readonly string[];
  currentPage: number;
  limit: number;
}

const NO_IDENTITY: BoardIdentity = { realname: '', nickname: '', school: '', gender: 'secrecy', avatar: '' };

/** One ranked copy of the boards per database handle (that is, per server process). */
const caches = new WeakMap<object, BoardCache>();
function boardCacheOf(db: ContestDb): BoardCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new BoardCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A page of the board: the stored rows (one per contestant, kept current by the projection) ranked by
 * the pure board code in the server's ranked copy (see BoardCache), identities joined for the page's
 * rows only. Ranks and awards depend on every row, so they are given here, never stored; nothing is
 * folded from submissions on a read.
 */
export async function readBoard(
  db: Kysely<ContestsTables & UsersTables>,
  contest: ContestRow,
  query: BoardQuery,
) {
  const ranked = await boardCacheOf(db).ranked(contest, query.column, query.removeStar);
  const matching = query.keyword?.trim()
    ? await keywordMatches(db, contest.cid, ranked, query.keyword.trim())
    : ranked;
  const concerned = new Set(query.concerned);
  const top = concerned.size > 0 ? ranked.filter((r) => concerned.has(r.uid)) : [];
  const start = (query.currentPage - 1) * query.limit;
  const pageRows = [...top, ...matching.slice(start, start + query.limit)];
  const identities = await boardIdentitiesOf(
    db,
    pageRows.map((r) => r.uid),
  );
  return {
    records: pageRows.map((r) => ({ ...r, ...(identities.get(r.uid) ?? NO_IDENTITY) })),
    total: matching.length,
  };
}

/** Rows whose username, real name, nickname or school contains the keyword (case-insensitive). */
async function keywordMatches(
  db: Kysely<ContestsTables & UsersTables>,
  cid: number,
  ranked: readonly RankedBoardRow[],
  keyword: string,
): Promise<readonly RankedBoardRow[]> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const uids = await boardUidsMatching(db, cid, pattern);
  return ranked.filter((r) => uids.has(r.uid));
}
