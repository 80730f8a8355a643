import { GroupRole } from '@oj/events';
import { sql } from 'kysely';
import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { GroupRanksTables, GroupSubmissionRow } from './groupRanksTables';

type Db = QueryDb<GroupRanksTables & UsersTables>;
export type GroupRankKind = 'acm' | 'oi';

export interface GroupRankRow {
  rank: number;
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  ac: number;
  total: number;
  score: number;
}

const orderOf: Record<GroupRankKind, ReturnType<typeof sql>> = {
  acm: sql`coalesce(r.total, 0) = 0, coalesce(r.ac, 0) desc, coalesce(r.total, 0) asc, m.username asc`,
  oi: sql`coalesce(r.total, 0) = 0, coalesce(r.score, 0) desc, coalesce(r.ac, 0) desc, coalesce(r.total, 0) asc, m.username asc`,
};

/**
 * A page of a group's rank (spec 03 section 2.8): every member (3-5), those without a submission last
 * (with zeros); ACM by accepted problems desc then submissions asc, OI by the sum of the best scores. A
 * keyword (username or nickname) keeps each row's place in the whole list.
 *
 * @example
 * const { rows, total } = await groupRankPage(db, 4, 'acm', { currentPage: 1, limit: 30 });
 */
export async function groupRankPage(
  db: Db,
  gid: number,
  kind: GroupRankKind,
  page: PageRequest,
  keyword?: string,
): Promise<PageOf<GroupRankRow>> {
  const pattern = keyword?.trim() ? containsPattern(keyword.trim()) : null;
  const ranked = sql`
    select m.uid, m.username, coalesce(u.nickname, '') as nickname, coalesce(u.realname, '') as realname,
      coalesce(u.avatar, '') as avatar, coalesce(u.title_name, '') as title_name,
      coalesce(u.title_color, '') as title_color, coalesce(r.ac, 0)::int as ac,
      coalesce(r.total, 0)::int as total, coalesce(r.score, 0)::int as score,
      (row_number() over (order by ${orderOf[kind]}))::int as rank
    from group_rank_members m
    left join group_rank_users r on r.gid = m.gid and r.uid = m.uid
    left join users u on u.uid = m.uid
    where m.gid = ${gid} and m.auth >= ${GroupRole.member}`;
  const filter = pattern === null ? sql`true` : sql`(username ilike ${pattern} or nickname ilike ${pattern})`;
  const [rows, count] = await Promise.all([
    sql<{
      uid: string;
      username: string;
      nickname: string;
      realname: string;
      avatar: string;
      title_name: string;
      title_color: string;
      ac: number;
      total: number;
      score: number;
      rank: number;
    }>`select * from (${ranked}) ranked where ${filter} order by rank limit ${page.limit} offset ${offsetOf(page)}`.execute(
      db,
    ),
    sql<{ n: string }>`select count(*) as n from (${ranked}) ranked where ${filter}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((r) => ({
      rank: r.rank,
      uid: r.uid,
      username: r.username,
      nickname: r.nickname,
      realname: r.realname,
      avatar: r.avatar,
      titleName: r.title_name,
      titleColor: r.title_color,
      ac: r.ac,
      total: r.total,
      score: r.score,
    })),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/** Filters of a group's submission list (spec 01's status filters). */
export interface GroupSubmissionFilter {
  uid?: string;
  username?: string;
  status?: number;
  displayPid?: string;
}

/** A page of a group's submissions, newest first. */
export async function groupSubmissionPage(
  db: Db,
  gid: number,
  filter: GroupSubmissionFilter,
  page: PageRequest,
): Promise<PageOf<GroupSubmissionRow>> {
  let query = db.selectFrom('group_submissions').where('gid', '=', gid);
  if (filter.uid !== undefined) query = query.where('uid', '=', filter.uid);
  if (filter.username) query = query.where('username', '=', filter.username);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.displayPid) query = query.where('display_pid', '=', filter.displayPid);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('submit_id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The group a submission belongs to (its contest's or its problem's), or undefined. */
export async function groupOfSubmission(db: Db, submitId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('group_submissions')
    .select('gid')
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  return row?.gid;
}
