import type { ContestRow, ContestsTables, UsersTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { type BoardColumn, BoardIndex, type RankedBoardRow } from './boardIndex';

export type { BoardColumn } from './boardIndex';

export interface BoardQuery {
  column: BoardColumn;
  removeStar: boolean;
  keyword?: string;
  /** uids whose rows are repeated at the top of the page (the viewer's own and followed users). */
  concerned: readonly string[];
  currentPage: number;
  limit: number;
}

type Identity = {
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string;
};
const NO_IDENTITY: Identity = { realname: '', nickname: '', school: '', gender: 'secrecy', avatar: '' };

/** One ranked copy of the boards per database handle (that is, per server process). */
const indexes = new WeakMap<object, BoardIndex>();
function boardIndexOf(db: Kysely<ContestsTables>): BoardIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new BoardIndex(db);
    indexes.set(db, index);
  }
  return index;
}

/**
 * A page of the board: the stored rows (one per contestant, kept current by the projection) ranked by
 * the pure board code in the server's ranked copy (see BoardIndex), identities joined for the page's
 * rows only. Ranks and awards depend on every row, so they are given here, never stored; nothing is
 * folded from submissions on a read.
 */
export async function readBoard(
  db: Kysely<ContestsTables & UsersTables>,
  contest: ContestRow,
  query: BoardQuery,
) {
  const ranked = await boardIndexOf(db).ranked(contest, query.column, query.removeStar);
  const matching = query.keyword?.trim()
    ? await keywordMatches(db, contest.cid, ranked, query.keyword.trim())
    : ranked;
  const concerned = new Set(query.concerned);
  const top = concerned.size > 0 ? ranked.filter((r) => concerned.has(r.uid)) : [];
  const start = (query.currentPage - 1) * query.limit;
  const pageRows = [...top, ...matching.slice(start, start + query.limit)];
  const identities = await identitiesOf(
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
  const found = await db
    .selectFrom('contest_board_rows as r')
    .leftJoin('users as u', 'u.uid', 'r.uid')
    .select('r.uid')
    .where('r.cid', '=', cid)
    .where((eb) =>
      eb.or([
        eb('r.username', 'ilike', pattern),
        eb('u.realname', 'ilike', pattern),
        eb('u.nickname', 'ilike', pattern),
        eb('u.school', 'ilike', pattern),
      ]),
    )
    .execute();
  const uids = new Set(found.map((r) => r.uid));
  return ranked.filter((r) => uids.has(r.uid));
}

async function identitiesOf(db: Kysely<UsersTables>, uids: string[]): Promise<Map<string, Identity>> {
  if (uids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['uid', 'realname', 'nickname', 'school', 'gender', 'avatar'])
    .where('uid', 'in', uids)
    .execute();
  return new Map(users.map((u) => [u.uid, u]));
}
