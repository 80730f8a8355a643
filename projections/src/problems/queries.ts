import { ApplyPublicProgress, ProblemAuth } from '@oj/events';
import { type ExpressionBuilder, sql } from 'kysely';
import type { GroupsTables } from '../groups/groupsTables';
import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { ProblemRow, ProblemsTables } from './problemsTable';

type Db = QueryDb<ProblemsTables>;

/**
 * The typed reads of the `problems` read model. Who may see a problem (public, private, contest) is the
 * caller's rule; these only filter where the list itself is public.
 *
 * @example
 * const row = await problemByPid(db, 1000);
 */
export function problemByPid(db: Db, pid: number): Promise<ProblemRow | undefined> {
  return db.selectFrom('problems').selectAll().where('pid', '=', pid).executeTakeFirst();
}

/**
 * Whether a problem is in the public bank: no group owns it, or a site admin accepted its group's
 * application (spec 03 section 4). A group problem outside it is read only through its group's routes.
 */
export function inPublicBank(row: Pick<ProblemRow, 'gid' | 'apply_public_progress'>): boolean {
  return row.gid === null || row.apply_public_progress === ApplyPublicProgress.public;
}

/** {@link inPublicBank} as SQL, for the public lists. */
function publicBank(eb: ExpressionBuilder<ProblemsTables, 'problems'>) {
  return eb.or([
    eb('problems.gid', 'is', null),
    eb('problems.apply_public_progress', '=', ApplyPublicProgress.public),
  ]);
}

/** By its display id (`problemId`), case-insensitively. */
export function problemByProblemId(db: Db, problemId: string): Promise<ProblemRow | undefined> {
  return db
    .selectFrom('problems')
    .selectAll()
    .where('problem_id_key', '=', problemId.toLowerCase())
    .executeTakeFirst();
}

/**
 * The remote problem of a bank and site id (a second import of it must not make a twin).
 *
 * @example
 * const twin = await problemByRemote(db, { bank: 'HDU', problemId: '1000' }); // the row of HDU-1000
 */
export function problemByRemote(
  db: Db,
  remote: { bank: string; problemId: string },
): Promise<ProblemRow | undefined> {
  return db
    .selectFrom('problems')
    .selectAll()
    .where(sql<string>`fields->'remote'->>'bank'`, '=', remote.bank)
    .where(sql<string>`fields->'remote'->>'problemId'`, '=', remote.problemId)
    .orderBy('pid')
    .executeTakeFirst();
}

/** Several problems by display id (exact), ordered by display id. */
export function problemsByProblemIds(db: Db, problemIds: readonly string[]): Promise<ProblemRow[]> {
  if (problemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('problems')
    .selectAll()
    .where('problem_id', 'in', problemIds)
    .orderBy('problem_id')
    .execute();
}

export interface PublicProblemFilter {
  /** Matched, literally, anywhere in the title or the display id. */
  keyword?: string;
  difficulty?: number;
  /** Problems carrying every one of these tag names. */
  tagNames?: readonly string[];
  /** The bank (spec 01 problem list "oj"): 'ME' our own problems, a remote bank's code (HDU, CF...) its
   *  remote problems; absent or 'ALL': every bank. */
  oj?: string;
}

/** The public problem list (spec 01 section 7), in pid order. */
export async function publicProblemPage(
  db: Db,
  filter: PublicProblemFilter,
  page: PageRequest,
): Promise<PageOf<ProblemRow>> {
  let query = db.selectFrom('problems').where('auth', '=', ProblemAuth.public).where(publicBank);
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('title', 'ilike', like), eb('problem_id', 'ilike', like)]));
  }
  if (filter.difficulty !== undefined) query = query.where('difficulty', '=', filter.difficulty);
  if (filter.tagNames) query = query.where(sql<boolean>`tags @> ${filter.tagNames}::text[]`);
  if (filter.oj && filter.oj !== 'ALL') {
    const bank = sql<string | null>`fields->'remote'->>'bank'`;
    query = filter.oj === 'ME' ? query.where(bank, 'is', null) : query.where(bank, '=', filter.oj);
  }
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('pid').limit(page.limit).offset(offsetOf(page)).execute();
  return { rows, total: Number(count) };
}

/** Any public problem's display id, picked at random; undefined when there is none. */
export async function randomPublicProblemId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('problems')
    .select('problem_id')
    .where('auth', '=', ProblemAuth.public)
    .where(publicBank)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  return row?.problem_id;
}

/** The public problems changed last, newest first. */
export function recentlyUpdatedPublicProblems(db: Db, limit: number): Promise<ProblemRow[]> {
  return db
    .selectFrom('problems')
    .selectAll()
    .where('auth', '=', ProblemAuth.public)
    .where(publicBank)
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** A row of the back office's problem list: the form's author, else the username of who created it. */
export interface AdminProblemListRow {
  pid: number;
  problemId: string;
  title: string;
  auth: number;
  type: number;
  difficulty: number;
  author: string;
  createdAt: Date;
  updatedAt: Date;
  /** The owning group (a group problem), its name, and its application to the public bank. */
  gid: number | null;
  groupName: string | null;
  applyPublicProgress: number | null;
}

export interface AdminProblemFilter {
  keyword?: string;
  /** Only group problems whose application to the public bank is in this state (1 applying...). */
  applyPublicProgress?: number;
}

/** Every problem for the back office, newest first; `keyword` is a raw ILIKE fragment of the title or id. */
export async function adminProblemPage(
  db: QueryDb<ProblemsTables & UsersTables & GroupsTables>,
  filter: AdminProblemFilter,
  page: PageRequest,
): Promise<PageOf<AdminProblemListRow>> {
  let query = db
    .selectFrom('problems')
    .leftJoin('users', 'users.uid', 'problems.author_uid')
    .leftJoin('groups', 'groups.id', 'problems.gid');
  if (filter.keyword) {
    const like = `%${filter.keyword}%`;
    query = query.where((eb) =>
      eb.or([eb('problems.title', 'ilike', like), eb('problems.problem_id', 'ilike', like)]),
    );
  }
  if (filter.applyPublicProgress !== undefined)
    query = query.where('problems.apply_public_progress', '=', filter.applyPublicProgress);
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'problems.pid',
      'problems.problem_id',
      'problems.title',
      'problems.auth',
      'problems.type',
      'problems.difficulty',
      sql<string>`fields->>'author'`.as('author'),
      'users.username',
      'problems.created_at',
      'problems.updated_at',
      'problems.gid',
      'problems.apply_public_progress',
      'groups.name as group_name',
    ])
    .orderBy('problems.pid', 'desc')
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  return {
    rows: rows.map((r) => ({
      pid: r.pid,
      problemId: r.problem_id,
      title: r.title,
      auth: r.auth,
      type: r.type,
      difficulty: r.difficulty,
      author: r.author || r.username || '',
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      gid: r.gid,
      groupName: r.group_name,
      applyPublicProgress: r.apply_public_progress,
    })),
    total: Number(count),
  };
}

/** The problems carrying a tag name, with all their tags (to rename or drop it on each). */
export function problemsTagged(db: Db, tagName: string): Promise<{ pid: number; tags: string[] }[]> {
  return db
    .selectFrom('problems')
    .select(['pid', 'tags'])
    .where(sql<boolean>`tags @> ${[tagName]}::text[]`)
    .execute();
}

/** How many problems carry each tag name. */
export async function problemCountsByTagName(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; count: string }>`
    select name, count(*) as count from problems, unnest(tags) as name group by name`.execute(db);
  return new Map(rows.map((r) => [r.name, Number(r.count)]));
}

/** Every live problem, of any auth (the back office's dashboard). */
export async function problemCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('problems')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface GroupProblemFilter {
  keyword?: string;
  /** Only problems members may open (auth public); group admins' lists leave this off. */
  visibleOnly?: boolean;
}

/**
 * A group's own problems (spec 03 section 2.6), in pid order; `keyword` matched literally in the title or
 * display id.
 *
 * @example
 * const { rows, total } = await problemsOfGroup(db, 4, { visibleOnly: true }, { currentPage: 1, limit: 10 });
 */
export async function problemsOfGroup(
  db: Db,
  gid: number,
  filter: GroupProblemFilter,
  page: PageRequest,
): Promise<PageOf<ProblemRow>> {
  let query = db.selectFrom('problems').where('gid', '=', gid);
  if (filter.visibleOnly) query = query.where('auth', '=', ProblemAuth.public);
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('title', 'ilike', like), eb('problem_id', 'ilike', like)]));
  }
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('pid').limit(page.limit).offset(offsetOf(page)).execute();
  return { rows, total: Number(count) };
}

/** One of a group's problems, by pid or by display id; undefined when the group does not own it. */
export function groupProblemById(
  db: Db,
  gid: number,
  by: { pid: number } | { problemId: string },
): Promise<ProblemRow | undefined> {
  let query = db.selectFrom('problems').selectAll().where('gid', '=', gid);
  query =
    'pid' in by
      ? query.where('pid', '=', by.pid)
      : query.where('problem_id_key', '=', by.problemId.toLowerCase());
  return query.executeTakeFirst();
}
