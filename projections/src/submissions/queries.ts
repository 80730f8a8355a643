import { PRACTICE_CID, ProblemAuth, RoleCode, SubmissionStatus } from '@oj/events';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ProblemsTables } from '../problems/problemsTable';
import { offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { SubmissionCaseRow, SubmissionRow, SubmissionsTables } from './submissionsTable';

type Db = QueryDb<SubmissionsTables>;

/**
 * One submission; the projection reads it back after each change to push it, and the routes read it the
 * same way.
 *
 * @example
 * const row = await submissionById(db, 1000);
 */
export function submissionById(db: Db, submitId: number): Promise<SubmissionRow | undefined> {
  return db.selectFrom('submissions').selectAll().where('submit_id', '=', submitId).executeTakeFirst();
}

export function submissionsByIds(db: Db, submitIds: readonly number[]): Promise<SubmissionRow[]> {
  if (submitIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('submissions').selectAll().where('submit_id', 'in', submitIds).execute();
}

export interface PracticeSubmissionFilter {
  uid?: string;
  username?: string;
  status?: number;
  /** The display id, case-insensitively. */
  displayPid?: string;
}

/** The public status list: practice submissions, newest first. */
export async function practiceSubmissionPage(
  db: Db,
  filter: PracticeSubmissionFilter,
  page: PageRequest,
): Promise<PageOf<SubmissionRow>> {
  let query = db
    .selectFrom('submissions')
    .where('cid', '=', PRACTICE_CID)
    .where('virtual_cid', 'is', null)
    .where('gid', 'is', null);
  if (filter.uid !== undefined) query = query.where('uid', '=', filter.uid);
  if (filter.username !== undefined) query = query.where('username', '=', filter.username);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.displayPid !== undefined)
    query = query.where(sql<boolean>`lower(display_pid) = ${filter.displayPid.toLowerCase()}`);
  return newestFirst(query, page);
}

export interface ContestSubmissionFilter extends PracticeSubmissionFilter {
  cid: number;
  /** Submitted at or after (the contest's start, unless an admin asks for earlier ones). */
  from?: Date;
  /** Submitted before (the contest's end, unless after-contest ones are wanted). */
  before?: Date;
  /** With a status filter on a sealed board: only submissions before the seal may match. */
  statusBefore?: Date;
}

/** A contest's submissions, newest first; who may see which verdict is the caller's rule. */
export async function contestSubmissionPage(
  db: Db,
  filter: ContestSubmissionFilter,
  page: PageRequest,
): Promise<PageOf<SubmissionRow>> {
  let query = db.selectFrom('submissions').where('cid', '=', filter.cid);
  if (filter.from !== undefined) query = query.where('submit_time', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('submit_time', '<', filter.before);
  if (filter.uid !== undefined) query = query.where('uid', '=', filter.uid);
  else if (filter.username !== undefined) query = query.where('username', '=', filter.username);
  if (filter.displayPid !== undefined)
    query = query.where(sql<boolean>`lower(display_pid) = ${filter.displayPid.toLowerCase()}`);
  if (filter.status !== undefined) {
    query = query.where('status', '=', filter.status);
    if (filter.statusBefore !== undefined) query = query.where('submit_time', '<', filter.statusBefore);
  }
  return newestFirst(query, page);
}

/** One page of the submissions a filtered query selects, newest first, with how many it selects in all. */
async function newestFirst(
  query: SelectQueryBuilder<SubmissionsTables, 'submissions', object>,
  page: PageRequest,
): Promise<PageOf<SubmissionRow>> {
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('submit_id', 'desc')
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  return { rows, total: Number(count) };
}

/** A submission's judged cases of its current round, in case order. */
export function submissionCases(db: Db, submitId: number): Promise<SubmissionCaseRow[]> {
  return db
    .selectFrom('submission_cases')
    .selectAll()
    .where('submit_id', '=', submitId)
    .orderBy('seq')
    .execute();
}

/** The first case that failed (neither accepted nor cancelled): the wrong case an author may download. */
export async function firstFailedCaseSeq(db: Db, submitId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('submission_cases')
    .select('seq')
    .where('submit_id', '=', submitId)
    .where('status', 'not in', [SubmissionStatus.accepted, SubmissionStatus.cancelled])
    .orderBy('seq')
    .executeTakeFirst();
  return row?.seq;
}

/** How many wrong cases the user downloaded on a UTC day (`YYYY-MM-DD`). */
export async function wrongCaseDownloadsOn(db: Db, uid: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('wrong_case_downloads')
    .select('count')
    .where('uid', '=', uid)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** The user's latest accepted code for a problem. */
export function lastAcceptedCode(
  db: Db,
  uid: string,
  pid: number,
): Promise<Pick<SubmissionRow, 'code' | 'language'> | undefined> {
  return db
    .selectFrom('submissions')
    .select(['code', 'language'])
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .where('status', '=', SubmissionStatus.accepted)
    .orderBy('submit_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the user last submitted outside a contest (the per-user submit interval). */
export async function lastPracticeSubmitTime(db: Db, uid: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('submissions')
    .select('submit_time')
    .where('uid', '=', uid)
    .where('cid', '=', PRACTICE_CID)
    .where('virtual_cid', 'is', null)
    .orderBy('submit_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.submit_time;
}

/** Submission counts per problem and final status (practice submissions only). */
export function problemStatistics(
  db: Db,
  pids: readonly number[],
): Promise<{ pid: number; status: number; count: number }[]> {
  if (pids.length === 0) return Promise.resolve([]);
  return db.selectFrom('problem_statistics').selectAll().where('pid', 'in', pids).execute();
}

/** Per problem: how many practice submissions the user made and how many were accepted. */
export function userProblemStatuses(
  db: Db,
  uid: string,
  pids: readonly number[],
): Promise<{ pid: number; submitted: number; accepted: number }[]> {
  if (pids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_problem_status')
    .select(['pid', 'submitted', 'accepted'])
    .where('uid', '=', uid)
    .where('pid', 'in', pids)
    .execute();
}

/** A public problem the user has solved outside contests. */
export interface SolvedProblem {
  problem_id: string;
  title: string;
  difficulty: number;
  first_ac_time: Date | null;
}

/** The public problems the user has an accepted practice submission for, oldest solve first. */
export function solvedPublicProblems(
  db: QueryDb<SubmissionsTables & ProblemsTables>,
  uid: string,
): Promise<SolvedProblem[]> {
  return db
    .selectFrom('user_problem_status as s')
    .innerJoin('problems as p', 'p.pid', 's.pid')
    .select(['p.problem_id', 'p.title', 'p.difficulty', 's.first_ac_time'])
    .where('s.uid', '=', uid)
    .where('s.accepted', '>', 0)
    .where('p.auth', '=', ProblemAuth.public)
    .orderBy('s.first_ac_time')
    .execute();
}

/** Every submission the user made, contests included. */
export async function submissionCountOf(db: Db, uid: string): Promise<number> {
  const { count } = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The user's best OI rank score per problem, practice submissions only (problems in no given order). */
export async function bestOiScoresOf(db: Db, uid: string): Promise<number[]> {
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.max('oi_rank_score').as('best'))
    .where('uid', '=', uid)
    .where('cid', '=', PRACTICE_CID)
    .where('virtual_cid', 'is', null)
    .where('oi_rank_score', 'is not', null)
    .groupBy('pid')
    .execute();
  return rows.map((r) => Number(r.best ?? 0));
}

/** The user's submissions per UTC day (`YYYY-MM-DD`) since `since`, in day order. */
export async function dailySubmissionCounts(
  db: Db,
  uid: string,
  since: Date,
): Promise<{ date: string; count: number }[]> {
  const { rows } = await sql<{ date: string; count: string }>`
    select to_char(submit_time at time zone 'UTC', 'YYYY-MM-DD') as date, count(*) as count
    from submissions where uid = ${uid} and submit_time >= ${since}
    group by 1 order by 1`.execute(db);
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}

/** Who may follow a submission's room: its author, its contest and whether its problem opens case results. */
export async function submissionWatchFacts(
  db: QueryDb<SubmissionsTables & ProblemsTables>,
  submitId: number,
): Promise<{ uid: string; cid: number; virtual_cid: number | null; openCaseResult: boolean } | undefined> {
  const row = await db
    .selectFrom('submissions')
    .leftJoin('problems', 'problems.pid', 'submissions.pid')
    .select(['submissions.uid', 'submissions.cid', 'submissions.virtual_cid', 'problems.fields'])
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  return (
    row && {
      uid: row.uid,
      cid: row.cid,
      virtual_cid: row.virtual_cid,
      openCaseResult: row.fields?.openCaseResult ?? false,
    }
  );
}

/**
 * Open rounds a runner may take, oldest first: pending, compiling or judging with no lease or an expired
 * one (`now` in epoch ms). The judge queue tries them in order; the stream decides who wins.
 *
 * @example
 * const rounds = await leasableRounds(db, Date.now(), 8);
 */
export function leasableRounds(
  db: QueryDb<SubmissionsTables & ProblemsTables>,
  now: number,
  limit: number,
  /** 'local': rounds of problems we judge; 'remote': rounds of remote problems of `banks`. */
  kind: 'local' | 'remote' = 'local',
  banks: readonly string[] = [],
): Promise<{ submit_id: number; round: number; pid: number }[]> {
  let query = db
    .selectFrom('submissions')
    // A left join: a deleted problem's rounds go to local runners, which end them as SE saying why.
    .leftJoin('problems', 'problems.pid', 'submissions.pid')
    .select(['submissions.submit_id', 'submissions.round', 'submissions.pid'])
    .where('submissions.status', 'in', [
      SubmissionStatus.pending,
      SubmissionStatus.compiling,
      SubmissionStatus.judging,
      SubmissionStatus.submitting,
    ])
    .where((eb) =>
      eb.or([eb('submissions.lease_id', 'is', null), eb('submissions.lease_expires_at', '<', String(now))]),
    );
  const bank = sql<string | null>`problems.fields->'remote'->>'bank'`;
  query =
    kind === 'local'
      ? query.where(bank, 'is', null)
      : query.where(bank, 'in', banks.length > 0 ? [...banks] : ['']);
  return query.orderBy('submissions.submit_id').limit(limit).execute();
}

/** The ids of a contest problem's submissions, oldest first (a contest admin's rejudge of the problem). */
export async function contestProblemSubmissionIds(db: Db, cid: number, pid: number): Promise<number[]> {
  const rows = await db
    .selectFrom('submissions')
    .select('submit_id')
    .where('cid', '=', cid)
    .where('pid', '=', pid)
    .orderBy('submit_id')
    .execute();
  return rows.map((row) => row.submit_id);
}

/** The problem facts an OI rank score needs, for a submission's problem (undefined: no such submission). */
export function oiFactsOfSubmission(db: QueryDb<SubmissionsTables & ProblemsTables>, submitId: number) {
  return db
    .selectFrom('submissions')
    .innerJoin('problems', 'problems.pid', 'submissions.pid')
    .select(['problems.difficulty', 'problems.test_cases', 'problems.type'])
    .where('submissions.submit_id', '=', submitId)
    .executeTakeFirst();
}

/** Which accepted submissions of a contest a contest admin downloads (spec 03: download accepted submissions). */
export interface ContestAcceptedFilter {
  cid: number;
  /** Made at or after the contest's start. */
  from: Date;
  /** Made before the contest's end. */
  before: Date;
  /** Leave out the contest's admins: this author and every super admin. */
  excludeAdminsOf?: { authorUid: string };
}

/**
 * A contest's accepted submissions between its start and end, oldest first, with their code (bytes).
 *
 * @example
 * const rows = await contestAcceptedSubmissions(db, { cid: 7, from: start, before: end });
 */
export function contestAcceptedSubmissions(
  db: QueryDb<SubmissionsTables & UsersTables>,
  filter: ContestAcceptedFilter,
): Promise<Pick<SubmissionRow, 'submit_id' | 'uid' | 'username' | 'display_pid' | 'language' | 'code'>[]> {
  let query = db
    .selectFrom('submissions')
    .select(['submit_id', 'uid', 'username', 'display_pid', 'language', 'code'])
    .where('cid', '=', filter.cid)
    .where('status', '=', SubmissionStatus.accepted)
    .where('submit_time', '>=', filter.from)
    .where('submit_time', '<', filter.before);
  const admins = filter.excludeAdminsOf;
  if (admins) {
    const superAdmins = db.selectFrom('users').select('uid').where('role_code', '=', RoleCode.root);
    query = query.where('uid', '<>', admins.authorUid).where('uid', 'not in', superAdmins);
  }
  return query.orderBy('submit_id').execute();
}

/**
 * A virtual participant's own submissions in one ended contest, oldest first (the virtual page's list
 * and the submissions it folds onto its board).
 *
 * @example
 * const rows = await virtualSubmissionsOf(db, 'u1', 3);
 */
export function virtualSubmissionsOf(db: Db, uid: string, cid: number): Promise<SubmissionRow[]> {
  return db
    .selectFrom('submissions')
    .selectAll()
    .where('virtual_cid', '=', cid)
    .where('uid', '=', uid)
    .orderBy('submit_id')
    .execute();
}

/** How many problems the user has an accepted practice submission for (the discussion posting rule). */
export async function acceptedProblemCount(db: Db, uid: string): Promise<number> {
  const { count } = await db
    .selectFrom('user_problem_status')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('uid', '=', uid)
    .where('accepted', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Submissions made at or after `since`, practice and contest alike (the back office's dashboard). */
export async function submissionCountSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('submit_time', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
