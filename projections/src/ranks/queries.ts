import { sql } from 'kysely';
import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { RanksTables, RankUserRow } from './ranksTables';

type Db = QueryDb<RanksTables & UsersTables>;

/** The two rank lists of spec 02: 0 ACM, 1 OI (the reference's `type`). */
export const RankListType = { acm: 0, oi: 1 } as const;
export type RankListKind = 'acm' | 'oi';

/** A rank list's row (spec 02 "Rank record") with its position on the list. */
export interface RankListRow {
  rank: number;
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  signature: string;
  ac: number;
  total: number;
  score: number;
}

/**
 * Each list's order, as its index (`rank_users_acm`, `rank_users_oi`) holds it. ACM: accepted problems
 * desc, then submissions asc; OI: score desc, then accepted desc, submissions asc. Ties end by username,
 * so every row has one position, and a position is the count of rows before it.
 */
const orderKey = {
  acm: sql<string>`((-r.ac), r.total, r.username)`,
  oi: sql<string>`((-r.score), (-r.ac), r.total, r.username)`,
} as const;
/** The same orders as ORDER BY terms (a row value would sort as one record and miss the index). */
const orderTerms = {
  acm: [sql`-r.ac`, sql`r.total`, sql`r.username`],
  oi: [sql`-r.score`, sql`-r.ac`, sql`r.total`, sql`r.username`],
} as const;
const keyOf = (kind: RankListKind, row: Pick<RankUserRow, 'ac' | 'total' | 'score' | 'username'>) =>
  kind === 'acm'
    ? sql`(${-row.ac}::int, ${row.total}::int, ${row.username}::text)`
    : sql`(${-row.score}::int, ${-row.ac}::int, ${row.total}::int, ${row.username}::text)`;

/** The listed accounts (practice submissions, not banned), on `rank_users` alone: counts stay index-only. */
function listed(db: Db) {
  return db
    .selectFrom('rank_users as r')
    .select(['r.uid', 'r.username', 'r.nickname', 'r.ac', 'r.total', 'r.score'])
    .where('r.banned', '=', false)
    .where('r.total', '>', 0);
}
type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/** How the shown rows' users look now (avatar, title, signature), from the `users` read model. */
async function looksOf(db: Db, uids: readonly string[]) {
  if (uids.length === 0)
    return new Map<string, { avatar: string; title_name: string; title_color: string; signature: string }>();
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'avatar', 'title_name', 'title_color', 'signature'])
    .where('uid', 'in', uids)
    .execute();
  return new Map(rows.map((row) => [row.uid, row]));
}

/**
 * One page of a rank list, each row with its position: the page is a range of the list's index, so a
 * row's position is its offset (a search adds one indexed count per row shown), never a recompute.
 *
 * @example
 * const { rows, total } = await rankListPage(db, 'acm', { currentPage: 1, limit: 30 });
 */
export async function rankListPage(
  db: Db,
  kind: RankListKind,
  page: PageRequest,
  searchUser?: string,
): Promise<PageOf<RankListRow>> {
  let query = listed(db);
  if (searchUser) {
    const pattern = containsPattern(searchUser);
    query = query.where((eb) =>
      eb.or([eb('r.username', 'ilike', pattern), eb('r.nickname', 'ilike', pattern)]),
    );
  }
  const offset = offsetOf(page);
  const [rows, count] = await Promise.all([
    orderTerms[kind]
      .reduce((ordered, term) => ordered.orderBy(term), query)
      .offset(offset)
      .limit(page.limit)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const [ranks, looks] = await Promise.all([
    searchUser
      ? Promise.all(rows.map((row) => rankPosition(db, kind, row)))
      : Promise.resolve(rows.map((_, i) => offset + i + 1)),
    looksOf(
      db,
      rows.map((row) => row.uid),
    ),
  ]);
  return {
    rows: rows.map((row, i) => rowOf(row, ranks[i] ?? 0, looks.get(row.uid))),
    total: Number(count.n),
  };
}

const rowOf = (
  row: ListedRow,
  rank: number,
  look: { avatar: string; title_name: string; title_color: string; signature: string } | undefined,
): RankListRow => ({
  rank,
  uid: row.uid,
  username: row.username,
  nickname: row.nickname,
  avatar: look?.avatar ?? '',
  titleName: look?.title_name ?? '',
  titleColor: look?.title_color ?? '',
  signature: look?.signature ?? '',
  ac: row.ac,
  total: row.total,
  score: row.score,
});

/** A row's position on a list: 1 + the listed rows before it (one count over the list's index). */
export async function rankPosition(
  db: QueryDb<RanksTables>,
  kind: RankListKind,
  row: Pick<RankUserRow, 'ac' | 'total' | 'score' | 'username'>,
): Promise<number> {
  const { n } = await db
    .selectFrom('rank_users as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.banned', '=', false)
    .where('r.total', '>', 0)
    .where(sql<boolean>`${orderKey[kind]} < ${keyOf(kind, row)}`)
    .executeTakeFirstOrThrow();
  return Number(n) + 1;
}

/** An account's row and positions on both lists, or null when it is not listed (no practice submission, or banned). */
export async function rankStanding(
  db: QueryDb<RanksTables>,
  uid: string,
): Promise<{ row: RankUserRow; acm: number; oi: number } | null> {
  const row = await db.selectFrom('rank_users').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!row || row.banned || row.total === 0) return null;
  const [acm, oi] = await Promise.all([rankPosition(db, 'acm', row), rankPosition(db, 'oi', row)]);
  return { row, acm, oi };
}

/** The home page's 7-day AC rank row (spec 01 "Recent-AC row"). */
export interface RecentAcRow {
  uid: string;
  username: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  ac: number;
}

/**
 * Who accepted the most distinct problems (practice) since `since`, at most `limit` rows: a scan of the
 * accepted submissions of the window only (partial index on their time), never of all submissions.
 */
export async function recentAcRank(db: Db, since: Date, limit = 10): Promise<RecentAcRow[]> {
  const rows = await db
    .selectFrom('rank_submissions as s')
    .innerJoin('rank_users as r', 'r.uid', 's.uid')
    .leftJoin('users as u', 'u.uid', 's.uid')
    .select((eb) => [
      's.uid',
      'r.username',
      'u.avatar',
      'u.title_name',
      'u.title_color',
      eb.fn.count<string>('s.pid').distinct().as('ac'),
    ])
    .where('s.status', '=', 0)
    .where('s.submit_time', '>=', since)
    .where('r.banned', '=', false)
    .groupBy(['s.uid', 'r.username', 'u.avatar', 'u.title_name', 'u.title_color'])
    .orderBy('ac', 'desc')
    .orderBy('r.username')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    uid: row.uid,
    username: row.username,
    avatar: row.avatar ?? '',
    titleName: row.title_name ?? '',
    titleColor: row.title_color ?? '',
    ac: Number(row.ac),
  }));
}

/** Practice submissions per UTC day (`YYYY-MM-DD`) and status, for the days `from` to `to` (inclusive). */
export async function siteDailySubmissionCounts(
  db: QueryDb<RanksTables>,
  from: string,
  to: string,
): Promise<{ day: string; status: number; count: number }[]> {
  const rows = await db
    .selectFrom('daily_submission_counts')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'status', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('count', '>', 0)
    .orderBy('day')
    .execute();
  return rows;
}
