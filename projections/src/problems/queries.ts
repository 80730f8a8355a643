import { ProblemAuth } from '@oj/events';
import { sql } from 'kysely';
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

/** By its display id (`problemId`), case-insensitively. */
export function problemByProblemId(db: Db, problemId: string): Promise<ProblemRow | undefined> {
  return db
    .selectFrom('problems')
    .selectAll()
    .where('problem_id_key', '=', problemId.toLowerCase())
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
}

/** The public problem list (spec 01 section 7), in pid order. */
export async function publicProblemPage(
  db: Db,
  filter: PublicProblemFilter,
  page: PageRequest,
): Promise<PageOf<ProblemRow>> {
  let query = db.selectFrom('problems').where('auth', '=', ProblemAuth.public);
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('title', 'ilike', like), eb('problem_id', 'ilike', like)]));
  }
  if (filter.difficulty !== undefined) query = query.where('difficulty', '=', filter.difficulty);
  if (filter.tagNames) query = query.where(sql<boolean>`tags @> ${filter.tagNames}::text[]`);
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
}

/** Every problem for the back office, newest first; `keyword` is a raw ILIKE fragment of the title or id. */
export async function adminProblemPage(
  db: QueryDb<ProblemsTables & UsersTables>,
  filter: { keyword?: string },
  page: PageRequest,
): Promise<PageOf<AdminProblemListRow>> {
  let query = db.selectFrom('problems').leftJoin('users', 'users.uid', 'problems.author_uid');
  if (filter.keyword) {
    const like = `%${filter.keyword}%`;
    query = query.where((eb) => eb.or([eb('title', 'ilike', like), eb('problem_id', 'ilike', like)]));
  }
  const { count } = await query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'pid',
      'problem_id',
      'title',
      'auth',
      'type',
      'difficulty',
      sql<string>`fields->>'author'`.as('author'),
      'users.username',
      'problems.created_at',
      'problems.updated_at',
    ])
    .orderBy('pid', 'desc')
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
