import { offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { CommentsTables } from './commentsTables';

type Db = QueryDb<CommentsTables & UsersTables>;

/** Where the comments are: a discussion's or a contest's comment area. */
export type CommentPlace = { did: number } | { cid: number };

/**
 * Whose comments and replies a reader sees: everyone's, or (a contestant during a running contest,
 * spec 02 section 6) only their own and the admins'.
 */
export type CommentReader = { all: true } | { all: false; uid: string };

/** A comment with its author's current look (avatar, title, role). */
export interface CommentListing {
  id: number;
  source_type: string;
  did: number | null;
  cid: number | null;
  content: string;
  uid: string;
  username: string;
  from_admin: boolean;
  while_running: boolean;
  like_num: number;
  created_at: Date;
  avatar: string | null;
  title_name: string | null;
  title_color: string | null;
  role_code: number | null;
}

/** A reply with its author's look and the quoted user's name and avatar. */
export interface ReplyListing {
  id: number;
  comment_id: number;
  content: string;
  uid: string;
  username: string;
  from_admin: boolean;
  while_running: boolean;
  quote_type: string;
  quote_id: number;
  to_uid: string;
  created_at: Date;
  avatar: string | null;
  title_name: string | null;
  title_color: string | null;
  role_code: number | null;
  to_name: string | null;
  to_avatar: string | null;
}

const commentColumns = [
  'c.id',
  'c.source_type',
  'c.did',
  'c.cid',
  'c.content',
  'c.uid',
  'c.username',
  'c.from_admin',
  'c.while_running',
  'c.like_num',
  'c.created_at',
  'u.avatar',
  'u.title_name',
  'u.title_color',
  'u.role_code',
] as const;

function comments(db: Db, place: CommentPlace, reader: CommentReader) {
  let query = db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.uid', 'c.uid')
    .where('c.deleted', '=', false);
  query = 'did' in place ? query.where('c.did', '=', place.did) : query.where('c.cid', '=', place.cid);
  if (!reader.all) {
    const { uid } = reader;
    query = query.where((eb) => eb.or([eb('c.uid', '=', uid), eb('c.from_admin', '=', true)]));
  }
  return query;
}

/**
 * A page of a place's comments, newest first, as `reader` may see them.
 *
 * @example
 * const { rows, total } = await commentPage(db, { did: 7 }, { all: true }, { currentPage: 1, limit: 10 });
 */
export async function commentPage(
  db: Db,
  place: CommentPlace,
  reader: CommentReader,
  page: PageRequest,
): Promise<PageOf<CommentListing>> {
  const query = comments(db, place, reader);
  const [rows, count] = await Promise.all([
    query
      .select(commentColumns)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One comment that is not deleted. */
export function commentById(db: Db, id: number): Promise<CommentListing | undefined> {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.uid', 'c.uid')
    .where('c.deleted', '=', false)
    .where('c.id', '=', id)
    .select(commentColumns)
    .executeTakeFirst();
}

/** Whether `reader` may see this comment or reply: all, or their own, or an admin's. */
export const readerSees = (reader: CommentReader, row: { uid: string; from_admin: boolean }) =>
  reader.all || row.uid === reader.uid || row.from_admin;

function replies(db: Db, commentIds: readonly number[], reader: CommentReader) {
  let query = db
    .selectFrom('comment_replies as r')
    .leftJoin('users as u', 'u.uid', 'r.uid')
    .leftJoin('users as t', 't.uid', 'r.to_uid')
    .where('r.deleted', '=', false)
    .where('r.comment_id', 'in', commentIds);
  if (!reader.all) {
    const { uid } = reader;
    query = query.where((eb) => eb.or([eb('r.uid', '=', uid), eb('r.from_admin', '=', true)]));
  }
  return query;
}

const replyColumns = [
  'r.id',
  'r.comment_id',
  'r.content',
  'r.uid',
  'r.username',
  'r.from_admin',
  'r.while_running',
  'r.quote_type',
  'r.quote_id',
  'r.to_uid',
  'r.created_at',
  'u.avatar',
  'u.title_name',
  'u.title_color',
  'u.role_code',
  't.username as to_name',
  't.avatar as to_avatar',
] as const;

/**
 * The first `n` replies (oldest first) of each comment and how many each has, as `reader` may see them.
 *
 * @example
 * const { replies, totals } = await firstReplies(db, [4, 5], { all: true }, 3);
 */
export async function firstReplies(
  db: Db,
  commentIds: readonly number[],
  reader: CommentReader,
  n: number,
): Promise<{ replies: Map<number, ReplyListing[]>; totals: Map<number, number> }> {
  const byComment = new Map<number, ReplyListing[]>();
  const totals = new Map<number, number>();
  if (commentIds.length === 0) return { replies: byComment, totals };
  const ranked = replies(db, commentIds, reader)
    .select(replyColumns)
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('r.comment_id').orderBy('r.created_at').orderBy('r.id'))
        .as('rn'),
    );
  const [rows, counts] = await Promise.all([
    db.selectFrom(ranked.as('x')).selectAll().where('x.rn', '<=', n).orderBy('x.rn').execute(),
    replies(db, commentIds, reader)
      .select(['r.comment_id', (eb) => eb.fn.countAll<string>().as('total')])
      .groupBy('r.comment_id')
      .execute(),
  ]);
  for (const { rn: _rn, ...row } of rows) {
    const list = byComment.get(row.comment_id) ?? [];
    list.push(row);
    byComment.set(row.comment_id, list);
  }
  for (const row of counts) totals.set(row.comment_id, Number(row.total));
  return { replies: byComment, totals };
}

/** Every reply of a comment (oldest first) that `reader` may see. */
export function allReplies(db: Db, commentId: number, reader: CommentReader): Promise<ReplyListing[]> {
  return replies(db, [commentId], reader)
    .select(replyColumns)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** One reply that is not deleted. */
export function replyById(db: Db, id: number): Promise<ReplyListing | undefined> {
  return db
    .selectFrom('comment_replies as r')
    .leftJoin('users as u', 'u.uid', 'r.uid')
    .leftJoin('users as t', 't.uid', 'r.to_uid')
    .where('r.deleted', '=', false)
    .where('r.id', '=', id)
    .select(replyColumns)
    .executeTakeFirst();
}

/** Which of `ids` the user has liked. */
export async function likedComments(db: Db, uid: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('comment_likes')
    .select('comment_id')
    .where('uid', '=', uid)
    .where('comment_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.comment_id));
}

/**
 * A discussion's `commentNum`: its live comments and their live replies (the discussion list and detail
 * read it from here, not from a count the discussions projection would keep).
 */
export async function discussionCommentCounts(db: Db, dids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (dids.length === 0) return counts;
  const rows = await db
    .selectFrom('comments as c')
    .leftJoin('comment_replies as r', (join) =>
      join.onRef('r.comment_id', '=', 'c.id').on('r.deleted', '=', false),
    )
    .select([
      'c.did',
      (eb) => eb.fn.count<string>('c.id').distinct().as('comments'),
      (eb) => eb.fn.count<string>('r.id').as('replies'),
    ])
    .where('c.deleted', '=', false)
    .where('c.did', 'in', dids)
    .groupBy('c.did')
    .execute();
  for (const row of rows)
    if (row.did !== null) counts.set(row.did, Number(row.comments) + Number(row.replies));
  return counts;
}
