import { ContestPhase, GroupRole } from '@oj/events';
import { type Selectable, sql } from 'kysely';
import type { ProblemsTables } from '../../problems/problemsTable';
import { offsetOf, type PageOf, type PageRequest } from '../../readModel/paging';
import type { QueryDb } from '../../readModel/queryDb';
import type { ContestProblemRow, ContestRow, ContestsTables } from '../contestsTables';

type Db = QueryDb<ContestsTables>;
type AnnouncementRow = Selectable<ContestsTables['contest_announcements']>;

/**
 * The typed reads of the contest catalogue (contests, their problems, announcements and registrations,
 * kept by the `contests` projection). Who may see a contest is the caller's rule.
 *
 * @example
 * const contest = await contestByCid(db, 3);
 */
export function contestByCid(db: Db, cid: number): Promise<GroupContestRow | undefined> {
  return db
    .selectFrom('contests')
    .selectAll()
    .select(groupAdminsColumn)
    .where('cid', '=', cid)
    .executeTakeFirst();
}

/**
 * Who administers a group contest through its group, read from the `groups` read model at the time of
 * the read (so a hand-over or a demotion counts at once): the group's owner, and the contest's author
 * while still a group admin (spec 03 section 6). Null for the site's own contests and a disbanded group's.
 */
export type GroupAdmins = { group_admins: string[] | null };
export type GroupContestRow = ContestRow & GroupAdmins;

const groupAdminsColumn = sql<string[] | null>`case when contests.gid is null then null else array(
  select g.owner_uid from groups g where g.id = contests.gid and not g.disbanded
  union
  select m.uid from group_members m where m.gid = contests.gid and m.uid = contests.author_uid and m.auth >= ${GroupRole.admin}
) end`.as('group_admins');

/**
 * A page of the public contest list: visible contests, running first, then scheduled, then ended (the
 * reference's order), filtered by type, title keyword and phase (`ContestPhase`) at `now`.
 */
/** Every contest (the audit's rules are per contest: who administers it, which are sealed for the reader). */
export function allContests(db: Db): Promise<GroupContestRow[]> {
  return db.selectFrom('contests').selectAll().select(groupAdminsColumn).execute();
}

/** A contest by its title (the demo seed finds what it made on an earlier start). */
export function contestByTitle(db: Db, title: string): Promise<{ cid: number } | undefined> {
  return db.selectFrom('contests').select('cid').where('title', '=', title).executeTakeFirst();
}

export async function visibleContestPage(
  db: Db,
  query: { type?: number; keyword?: string; phase?: number; now: Date; page: PageRequest },
): Promise<PageOf<ContestRow>> {
  const { now } = query;
  let base = db.selectFrom('contests').where('visible', '=', true).where('gid', 'is', null);
  if (query.type !== undefined) base = base.where('type', '=', query.type);
  if (query.keyword) base = base.where('title', 'ilike', `%${query.keyword}%`);
  if (query.phase === ContestPhase.scheduled) base = base.where('start_time', '>', now);
  if (query.phase === ContestPhase.running)
    base = base.where('start_time', '<=', now).where('end_time', '>', now);
  if (query.phase === ContestPhase.ended) base = base.where('end_time', '<=', now);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(
      sql`case when start_time <= ${now} and end_time > ${now} then 0 when start_time > ${now} then 1 else 2 end`,
    )
    .orderBy('start_time', 'desc')
    .orderBy('cid', 'desc')
    .limit(query.page.limit)
    .offset(offsetOf(query.page))
    .execute();
  return { rows, total: Number(count) };
}

/**
 * A page of the back office's contest list (the site's contests: every one, or one author's), or of a
 * group's admin list (`gid`), latest start first.
 */
export async function adminContestPage(
  db: Db,
  query: { authorUid?: string; keyword?: string; gid?: number; page: PageRequest },
): Promise<PageOf<GroupContestRow>> {
  let base = db.selectFrom('contests');
  base = query.gid === undefined ? base.where('gid', 'is', null) : base.where('gid', '=', query.gid);
  if (query.authorUid !== undefined) base = base.where('author_uid', '=', query.authorUid);
  if (query.keyword) base = base.where('title', 'ilike', `%${query.keyword}%`);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .select(groupAdminsColumn)
    .orderBy('start_time', 'desc')
    .orderBy('cid', 'desc')
    .limit(query.page.limit)
    .offset(offsetOf(query.page))
    .execute();
  return { rows, total: Number(count) };
}

/**
 * A page of a group's contest list (spec 03 section 2.5): its visible contests (and hidden ones when
 * `withHidden`, its admins' view), running first, then scheduled, then ended, as the public list.
 */
export async function groupContestPage(
  db: Db,
  query: { gid: number; withHidden: boolean; keyword?: string; now: Date; page: PageRequest },
): Promise<PageOf<GroupContestRow>> {
  const { now } = query;
  let base = db.selectFrom('contests').where('gid', '=', query.gid);
  if (!query.withHidden) base = base.where('visible', '=', true);
  if (query.keyword) base = base.where('title', 'ilike', `%${query.keyword}%`);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .select(groupAdminsColumn)
    .orderBy(
      sql`case when start_time <= ${now} and end_time > ${now} then 0 when start_time > ${now} then 1 else 2 end`,
    )
    .orderBy('start_time', 'desc')
    .orderBy('cid', 'desc')
    .limit(query.page.limit)
    .offset(offsetOf(query.page))
    .execute();
  return { rows, total: Number(count) };
}

/** The contests of a group (its rank and submissions read them). */
export async function groupContestIds(db: Db, gid: number): Promise<number[]> {
  const rows = await db.selectFrom('contests').select('cid').where('gid', '=', gid).execute();
  return rows.map((r) => r.cid);
}

/** Sealed contests with autoRealRank whose end lies in (after, upTo]: the end timer's work. */
export function sealedContestsEndedWithin(db: Db, after: Date, upTo: Date) {
  return db
    .selectFrom('contests')
    .select(['cid', 'fields'])
    .where('end_time', '<=', upTo)
    .where('end_time', '>', after)
    .where(sql<boolean>`(fields->>'sealRank')::boolean and (fields->>'autoRealRank')::boolean`)
    .execute();
}

/** Who administers a contest and its kind: what the admin rooms check. */
export function contestAdminFacts(db: Db, cid: number) {
  return db
    .selectFrom('contests')
    .select(['author_uid', 'type', 'gid'])
    .select(groupAdminsColumn)
    .where('cid', '=', cid)
    .executeTakeFirst();
}

/**
 * A contest's registrations with the confirm-info each gave (null when none was asked), oldest first:
 * the contest admins' list of who takes part.
 */
export function contestRegistrations(db: Db, cid: number) {
  return db
    .selectFrom('contest_registrations')
    .select(['uid', 'username', 'registered_at', 'profile'])
    .where('cid', '=', cid)
    .orderBy('registered_at')
    .orderBy('uid')
    .execute();
}

/** How many users registered for each contest. */
export async function registrationCounts(db: Db, cids: readonly number[]): Promise<Map<number, number>> {
  if (cids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contest_registrations')
    .select(['cid', (eb) => eb.fn.countAll<string>().as('count')])
    .where('cid', 'in', cids)
    .groupBy('cid')
    .execute();
  return new Map(rows.map((r) => [r.cid, Number(r.count)]));
}

export async function isRegistered(db: Db, cid: number, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('contest_registrations')
    .select('uid')
    .where('cid', '=', cid)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row !== undefined;
}

/** A contest's problems, by display id. */
export function contestProblems(db: Db, cid: number): Promise<ContestProblemRow[]> {
  return db.selectFrom('contest_problems').selectAll().where('cid', '=', cid).orderBy('display_id').execute();
}

/** One problem of a contest by pid, or undefined when it is not in the contest. */
export function contestProblem(db: Db, cid: number, pid: number): Promise<ContestProblemRow | undefined> {
  return db
    .selectFrom('contest_problems')
    .selectAll()
    .where('cid', '=', cid)
    .where('pid', '=', pid)
    .executeTakeFirst();
}

/** A contest's problem by display id (case-insensitive) with the bank's problem row. */
export function contestProblemByDisplayId(
  db: QueryDb<ContestsTables & ProblemsTables>,
  cid: number,
  displayId: string,
) {
  return db
    .selectFrom('contest_problems')
    .innerJoin('problems', 'problems.pid', 'contest_problems.pid')
    .selectAll('problems')
    .select(['contest_problems.display_id', 'contest_problems.display_title', 'contest_problems.color'])
    .where('contest_problems.cid', '=', cid)
    .where(sql<boolean>`lower(contest_problems.display_id) = ${displayId.toLowerCase()}`)
    .executeTakeFirst();
}

/** A contest's problems with their bank facts (the back office's problem list), by display id. */
export function contestProblemsWithBank(db: QueryDb<ContestsTables & ProblemsTables>, cid: number) {
  return db
    .selectFrom('contest_problems')
    .leftJoin('problems', 'problems.pid', 'contest_problems.pid')
    .select([
      'contest_problems.pid',
      'contest_problems.display_id',
      'contest_problems.display_title',
      'contest_problems.color',
      'problems.problem_id',
      'problems.title',
      'problems.type',
      'problems.auth',
    ])
    .where('cid', '=', cid)
    .orderBy('contest_problems.display_id')
    .execute();
}

/** The announcements of a contest, newest first, leaving out `exceptIds` (those a reader has read). */
export function contestAnnouncements(
  db: Db,
  cid: number,
  exceptIds: readonly number[] = [],
): Promise<AnnouncementRow[]> {
  let query = db.selectFrom('contest_announcements').selectAll().where('cid', '=', cid);
  if (exceptIds.length > 0) query = query.where('id', 'not in', exceptIds);
  return query.orderBy('id', 'desc').execute();
}

/** A page of a contest's announcements, newest first. */
export async function contestAnnouncementPage(
  db: Db,
  query: { cid: number; page: PageRequest },
): Promise<PageOf<AnnouncementRow>> {
  const base = db.selectFrom('contest_announcements').where('cid', '=', query.cid);
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.page.limit)
    .offset(offsetOf(query.page))
    .execute();
  return { rows, total: Number(count) };
}

/**
 * The home page's recent contests: visible site contests (no group's) running now or starting within
 * `withinMs`, soonest first.
 */
export function recentContests(db: Db, now: Date, withinMs: number, limit: number): Promise<ContestRow[]> {
  return db
    .selectFrom('contests')
    .selectAll()
    .where('visible', '=', true)
    .where('gid', 'is', null)
    .where('end_time', '>', now)
    .where('start_time', '<=', new Date(now.getTime() + withinMs))
    .orderBy('start_time')
    .orderBy('cid')
    .limit(limit)
    .execute();
}

/** Every contest, visible or not (the back office's dashboard). */
export async function contestCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
