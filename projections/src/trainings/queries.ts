import { sql } from 'kysely';
import type { ProblemsTables } from '../problems/problemsTable';
import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { TrainingCategoryRow, TrainingRow, TrainingsTables } from './trainingsTables';

type Db = QueryDb<TrainingsTables & ProblemsTables & UsersTables>;

/** A training with its category's name and colour. */
export type TrainingListing = Omit<TrainingRow, 'private_pwd' | 'deleted'> & {
  category_name: string | null;
  category_color: string | null;
};

export interface TrainingFilter {
  keyword?: string;
  categoryId?: number;
  auth?: string;
  /** Admins list hidden trainings too. */
  withHidden: boolean;
  /** A group's trainings; without it only trainings of no group (the public list and the back office). */
  gid?: number;
}

const listingColumns = [
  't.id',
  't.rank',
  't.title',
  't.description',
  't.auth',
  't.category_id',
  't.status',
  't.gid',
  't.author_uid',
  't.author',
  't.problem_count',
  't.created_at',
  't.updated_at',
  'c.name as category_name',
  'c.color as category_color',
] as const;

function listed(db: Db) {
  return db
    .selectFrom('trainings as t')
    .leftJoin('training_categories as c', 'c.id', 't.category_id')
    .where('t.deleted', '=', false);
}

/**
 * A page of trainings by their rank, then id (spec 02: keyword, category and access filters, 15 a page).
 *
 * @example
 * const { rows, total } = await trainingPage(db, { currentPage: 1, limit: 15 }, { withHidden: false });
 */
export async function trainingPage(
  db: Db,
  page: PageRequest,
  filter: TrainingFilter,
): Promise<PageOf<TrainingListing>> {
  let query = listed(db);
  if (!filter.withHidden) query = query.where('t.status', '=', true);
  query = filter.gid === undefined ? query.where('t.gid', 'is', null) : query.where('t.gid', '=', filter.gid);
  if (filter.categoryId !== undefined) query = query.where('t.category_id', '=', filter.categoryId);
  if (filter.auth !== undefined) query = query.where('t.auth', '=', filter.auth);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
    query = query.where((eb) =>
      eb.or([eb('t.title', 'ilike', pattern), ...(asId === undefined ? [] : [eb('t.id', '=', asId)])]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(listingColumns)
      .orderBy('t.rank')
      .orderBy('t.id')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One training that is not deleted, hidden ones included (the caller decides), with its password. */
export function trainingById(
  db: Db,
  tid: number,
): Promise<(TrainingListing & { private_pwd: string }) | undefined> {
  return listed(db)
    .select([...listingColumns, 't.private_pwd'])
    .where('t.id', '=', tid)
    .executeTakeFirst();
}

/** Whether the user registered for the training. */
export async function isRegisteredForTraining(db: Db, tid: number, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('training_registrations')
    .select('uid')
    .where('tid', '=', tid)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row !== undefined;
}

/** Per training, how many of its shown problems the user has accepted. */
export async function trainingAcCounts(
  db: Db,
  uid: string,
  tids: readonly number[],
): Promise<Map<number, number>> {
  if (tids.length === 0) return new Map();
  const rows = await db
    .selectFrom('training_problems as tp')
    .innerJoin('training_user_problems as up', 'up.pid', 'tp.pid')
    .select(['tp.tid', (eb) => eb.fn.countAll<string>().as('ac')])
    .where('tp.tid', 'in', tids)
    .where('tp.visible', '=', true)
    .where('up.uid', '=', uid)
    .where('up.progress', '=', 0)
    .groupBy('tp.tid')
    .execute();
  return new Map(rows.map((r) => [r.tid, Number(r.ac)]));
}

export interface TrainingProblemListing {
  pid: number;
  problem_id: string;
  title: string;
  difficulty: number;
  type: number;
  auth: number;
  tags: string[];
  rank: number;
  visible: boolean;
}

/** The training's problems in order (hidden ones only when asked: for its admins). */
export function trainingProblems(
  db: Db,
  tid: number,
  options: { withHidden: boolean },
): Promise<TrainingProblemListing[]> {
  let query = db
    .selectFrom('training_problems as tp')
    .innerJoin('problems as p', 'p.pid', 'tp.pid')
    .select([
      'tp.pid',
      'p.problem_id',
      'p.title',
      'p.difficulty',
      'p.type',
      'p.auth',
      'p.tags',
      'tp.rank',
      'tp.visible',
    ])
    .where('tp.tid', '=', tid);
  if (!options.withHidden) query = query.where('tp.visible', '=', true);
  return query.orderBy('tp.rank').orderBy('tp.pid').execute();
}

/** The user's progress (0 accepted, -1 tried, 5 pending) on each of `pids` they submitted to. */
export async function trainingProgressOf(
  db: Db,
  uid: string,
  pids: readonly number[],
): Promise<Map<number, number>> {
  if (pids.length === 0) return new Map();
  const rows = await db
    .selectFrom('training_user_problems')
    .select(['pid', 'progress'])
    .where('uid', '=', uid)
    .where('pid', 'in', pids)
    .execute();
  return new Map(rows.map((r) => [r.pid, r.progress]));
}

export interface TrainingRankListing {
  rank: number;
  uid: string;
  username: string;
  realname: string;
  nickname: string;
  gender: string;
  school: string;
  avatar: string;
  ac: number;
  total_run_time: number;
  tries: number;
  /** Per problem pid: the user's status and run time on it. */
  problems: { pid: number; status: number; run_time: number | null }[];
}

/**
 * A page of the training's rank (spec 02: accepted count, then total run time; 30 a page). Equal rows
 * share a rank and are listed by username. `keyword` filters by username without renumbering.
 */
export async function trainingRankPage(
  db: Db,
  tid: number,
  page: PageRequest,
  keyword?: string,
): Promise<PageOf<TrainingRankListing>> {
  const ranked = db
    .selectFrom('training_rank_rows as r')
    .innerJoin('users as u', 'u.uid', 'r.uid')
    .select([
      'r.uid',
      'r.ac',
      'r.total_run_time',
      'r.tries',
      'u.username',
      'u.realname',
      'u.nickname',
      'u.gender',
      'u.school',
      'u.avatar',
      sql<string>`rank() over (order by r.ac desc, r.total_run_time asc)`.as('rank'),
    ])
    .where('r.tid', '=', tid);
  let query = db.selectFrom(ranked.as('k')).selectAll();
  const term = keyword?.trim();
  if (term) query = query.where('k.username', 'ilike', containsPattern(term));
  const [rows, count] = await Promise.all([
    query.orderBy('k.rank').orderBy('k.username').limit(page.limit).offset(offsetOf(page)).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const uids = rows.map((r) => r.uid);
  const cells =
    uids.length === 0
      ? []
      : await db
          .selectFrom('training_problems as tp')
          .innerJoin('training_user_problems as up', 'up.pid', 'tp.pid')
          .select(['up.uid', 'up.pid', 'up.status', 'up.run_time'])
          .where('tp.tid', '=', tid)
          .where('tp.visible', '=', true)
          .where('up.uid', 'in', uids)
          .execute();
  return {
    rows: rows.map((row) => ({
      ...row,
      rank: Number(row.rank),
      problems: cells
        .filter((c) => c.uid === row.uid)
        .map(({ pid, status, run_time }) => ({ pid, status, run_time })),
    })),
    total: Number(count.total),
  };
}

/** Every category, in id order. */
export function trainingCategories(db: Db): Promise<TrainingCategoryRow[]> {
  return db.selectFrom('training_categories').selectAll().orderBy('id').execute();
}

export function trainingCategoryById(db: Db, id: number): Promise<TrainingCategoryRow | undefined> {
  return db.selectFrom('training_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Trainings (not deleted) filed under the category. */
export async function trainingsInCategory(db: Db, categoryId: number): Promise<number> {
  const { count } = await db
    .selectFrom('trainings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('category_id', '=', categoryId)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(count);
}
