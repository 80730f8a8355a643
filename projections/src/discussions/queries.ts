import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { DiscussionCategoryRow, DiscussionReportRow, DiscussionsTables } from './discussionsTables';

type Db = QueryDb<DiscussionsTables & UsersTables>;

/** A discussion with its category's name and its author's current look (avatar, title, role). */
export interface DiscussionListing {
  id: number;
  /** The group whose members alone read it, or null (the public area). */
  gid: number | null;
  title: string;
  description: string;
  pid: string | null;
  uid: string;
  author: string;
  category_id: number;
  category_name: string | null;
  top_priority: boolean;
  explanation: boolean;
  status: number;
  like_num: number;
  view_num: number;
  created_at: Date;
  avatar: string | null;
  title_name: string | null;
  title_color: string | null;
  role_code: number | null;
}
export interface DiscussionDetail extends DiscussionListing {
  content: string;
}

export interface DiscussionFilter {
  keyword?: string;
  categoryId?: number;
  pid?: string;
  /** Only this author's. */
  uid?: string;
  /** Only the explanations (discussions an admin picked for their problem). */
  explanation?: boolean;
  /** Admins see disabled discussions too. */
  withDisabled: boolean;
  /** This group's discussions; without it, the public area's only (a group's never show there). */
  gid?: number;
}

function listed(db: Db) {
  return db
    .selectFrom('discussions as d')
    .leftJoin('discussion_categories as c', 'c.id', 'd.category_id')
    .leftJoin('users as u', 'u.uid', 'd.uid')
    .where('d.deleted', '=', false);
}

const listingColumns = [
  'd.id',
  'd.gid',
  'd.title',
  'd.description',
  'd.pid',
  'd.uid',
  'd.author',
  'd.category_id',
  'c.name as category_name',
  'd.top_priority',
  'd.explanation',
  'd.status',
  'd.like_num',
  'd.view_num',
  'd.created_at',
  'u.avatar',
  'u.title_name',
  'u.title_color',
  'u.role_code',
] as const;

/**
 * A page of discussions, pinned ones first, then newest first (spec 02: top priority, then time).
 *
 * @example
 * const { rows, total } = await discussionPage(db, { currentPage: 1, limit: 10 }, { withDisabled: false });
 */
export async function discussionPage(
  db: Db,
  page: PageRequest,
  filter: DiscussionFilter,
): Promise<PageOf<DiscussionListing>> {
  let query = listed(db);
  query = filter.gid === undefined ? query.where('d.gid', 'is', null) : query.where('d.gid', '=', filter.gid);
  if (!filter.withDisabled) query = query.where('d.status', '=', 0);
  if (filter.categoryId !== undefined) query = query.where('d.category_id', '=', filter.categoryId);
  if (filter.pid !== undefined) query = query.where('d.pid', '=', filter.pid);
  if (filter.uid !== undefined) query = query.where('d.uid', '=', filter.uid);
  if (filter.explanation) query = query.where('d.explanation', '=', true);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([
        eb('d.title', 'ilike', pattern),
        eb('d.description', 'ilike', pattern),
        eb('d.author', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(listingColumns)
      .orderBy('d.top_priority', 'desc')
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One discussion that is not deleted (disabled ones included: the caller decides who sees them). */
export function discussionDetail(db: Db, did: number): Promise<DiscussionDetail | undefined> {
  return listed(db)
    .select([...listingColumns, 'd.content'])
    .where('d.id', '=', did)
    .executeTakeFirst();
}

/** Which of `dids` the user has liked. */
export async function likedDiscussions(db: Db, uid: string, dids: readonly number[]): Promise<Set<number>> {
  if (dids.length === 0) return new Set();
  const rows = await db
    .selectFrom('discussion_likes')
    .select('did')
    .where('uid', '=', uid)
    .where('did', 'in', dids)
    .execute();
  return new Set(rows.map((r) => r.did));
}

/** Discussions the user started since `since`, deleted ones included (the daily posting limit). */
export async function discussionsStartedSince(db: Db, uid: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('discussions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('uid', '=', uid)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Every category, in id order. */
export function discussionCategories(db: Db): Promise<DiscussionCategoryRow[]> {
  return db.selectFrom('discussion_categories').selectAll().orderBy('id').execute();
}

export function discussionCategoryById(db: Db, id: number): Promise<DiscussionCategoryRow | undefined> {
  return db.selectFrom('discussion_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A report with its discussion's title, for the admins' list. */
export type DiscussionReportListing = DiscussionReportRow & {
  title: string | null;
  /** Its discussion was deleted since (reports stay, and admins still handle them). */
  discussion_deleted: boolean | null;
};

/** Reports, newest first (admins only: their content is nobody else's business). */
export async function discussionReportPage(
  db: Db,
  page: PageRequest,
): Promise<PageOf<DiscussionReportListing>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('discussion_reports as r')
      .leftJoin('discussions as d', 'd.id', 'r.did')
      .selectAll('r')
      .select(['d.title', 'd.deleted as discussion_deleted'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.did', 'desc')
      .orderBy('r.report_no', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom('discussion_reports')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
