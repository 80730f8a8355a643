import { MESSAGE_KINDS, type MessageKind } from '@oj/events';
import { sql } from 'kysely';
import { offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { MessagesTables, NoticeSentRow } from './messagesTables';

type Db = QueryDb<MessagesTables>;

export type UnreadCounts = Record<MessageKind, number>;

/**
 * Broadcast notices that reach `uid` and were not cleaned by them: after their registration and their
 * "clean all", and not cleaned one by one.
 */
function broadcastsOf(db: Db, uid: string) {
  return db
    .selectFrom('message_broadcasts as b')
    .leftJoin('message_readers as r', (join) => join.on('r.uid', '=', uid))
    .where((eb) =>
      eb(
        'b.id',
        '>',
        sql<string>`greatest(coalesce(r.registered_at, 0), coalesce(r.broadcast_cleaned_upto, 0))`,
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('message_broadcast_cleaned as c')
            .select('c.id')
            .where('c.uid', '=', uid)
            .whereRef('c.id', '=', 'b.id'),
        ),
      ),
    );
}

/**
 * The reader's unread counts per kind (GET /api/msg/unread and the pushes): direct messages counted by the
 * projection, plus the broadcast notices newer than their read position.
 *
 * @example
 * await unreadCounts(db, uid) // { comment: 0, reply: 0, like: 2, sys: 1, mine: 0 }
 */
export async function unreadCounts(db: Db, uid: string): Promise<UnreadCounts> {
  const [rows, broadcast] = await Promise.all([
    db.selectFrom('message_unread').select(['kind', 'unread']).where('uid', '=', uid).execute(),
    broadcastsOf(db, uid)
      .where((eb) => eb('b.id', '>', sql<string>`coalesce(r.broadcast_read_upto, 0)`))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const counts = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 0])) as UnreadCounts;
  for (const row of rows) counts[row.kind] = row.unread;
  counts.sys += Number(broadcast.count);
  return counts;
}

/**
 * `unreadCounts` for many readers at once (three statements, whatever their number): what the projection
 * pushes after a batch that touched them.
 */
export async function unreadCountsOf(db: Db, uids: readonly string[]): Promise<Map<string, UnreadCounts>> {
  const counts = new Map<string, UnreadCounts>();
  if (uids.length === 0) return counts;
  for (const uid of uids)
    counts.set(uid, Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 0])) as UnreadCounts);
  const wanted = [...counts.keys()];
  const [rows, broadcasts] = await Promise.all([
    db.selectFrom('message_unread').select(['uid', 'kind', 'unread']).where('uid', 'in', wanted).execute(),
    sql<{ uid: string; count: string }>`
      select u.uid, count(b.id) as count
      from unnest(${wanted}::text[]) as u(uid)
      left join message_readers r on r.uid = u.uid
      join message_broadcasts b on b.id > greatest(
        coalesce(r.registered_at, 0), coalesce(r.broadcast_cleaned_upto, 0), coalesce(r.broadcast_read_upto, 0))
      where not exists (select 1 from message_broadcast_cleaned c where c.uid = u.uid and c.id = b.id)
      group by u.uid`.execute(db),
  ]);
  for (const row of rows) {
    const entry = counts.get(row.uid);
    if (entry) entry[row.kind] = row.unread;
  }
  for (const row of broadcasts.rows) {
    const entry = counts.get(row.uid);
    if (entry) entry.sys += Number(row.count);
  }
  return counts;
}

/** One message as the lists show it, with its sender's current name and avatar. */
export interface MessageListing {
  id: number;
  kind: MessageKind;
  read: boolean;
  sender_uid: string | null;
  sender_username: string | null;
  sender_avatar: string | null;
  action: string | null;
  source_type: string | null;
  source_id: number | null;
  source_title: string | null;
  source_content: string | null;
  quote_content: string | null;
  url: string | null;
  title: string | null;
  content: string | null;
  created_at: Date;
}

/**
 * A page of the reader's messages of `kind`, newest first. System notices merge the reader's own rows
 * with the broadcasts that reach them (read when at or below their read position).
 */
export async function messagePage(
  db: QueryDb<MessagesTables & UsersTables>,
  uid: string,
  kind: MessageKind,
  page: PageRequest,
): Promise<PageOf<MessageListing>> {
  const direct = db
    .selectFrom('message_items as m')
    .leftJoin('users as u', 'u.uid', 'm.sender_uid')
    .where('m.uid', '=', uid)
    .where('m.kind', '=', kind)
    .select([
      sql<string>`m.id`.as('id'),
      'm.read',
      'm.sender_uid',
      'u.username as sender_username',
      'u.avatar as sender_avatar',
      'm.action',
      'm.source_type',
      'm.source_id',
      'm.source_title',
      'm.source_content',
      'm.quote_content',
      'm.url',
      'm.title',
      'm.content',
      'm.created_at',
    ]);
  const listed =
    kind === 'sys'
      ? direct.unionAll(
          broadcastsOf(db, uid).select([
            sql<string>`b.id`.as('id'),
            sql<boolean>`b.id <= coalesce(r.broadcast_read_upto, 0)`.as('read'),
            sql<string | null>`null`.as('sender_uid'),
            sql<string | null>`null`.as('sender_username'),
            sql<string | null>`null`.as('sender_avatar'),
            sql<string | null>`'Notice'`.as('action'),
            sql<string | null>`null`.as('source_type'),
            'b.notice_id as source_id',
            sql<string | null>`null`.as('source_title'),
            sql<string | null>`null`.as('source_content'),
            sql<string | null>`null`.as('quote_content'),
            sql<string | null>`null`.as('url'),
            'b.title',
            'b.content',
            'b.created_at',
          ]),
        )
      : direct;
  const [rows, count] = await Promise.all([
    db
      .selectFrom(listed.as('l'))
      .selectAll()
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom(listed.as('l'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, kind, id: Number(row.id) })), total: Number(count.total) };
}

/** Whether the reader has message `id` of `kind` (their own or a broadcast that reaches them). */
export async function hasMessage(db: Db, uid: string, kind: MessageKind, id: number): Promise<boolean> {
  const own = await db
    .selectFrom('message_items')
    .select('id')
    .where('uid', '=', uid)
    .where('kind', '=', kind)
    .where('id', '=', String(id))
    .executeTakeFirst();
  if (own) return true;
  if (kind !== 'sys') return false;
  const broadcast = await broadcastsOf(db, uid)
    .select('b.id')
    .where('b.id', '=', String(id))
    .executeTakeFirst();
  return broadcast !== undefined;
}

/** The newest message number of the reader's `kind` (0 with none): what a "clean all" or "read all" reaches. */
export async function newestMessageId(db: Db, uid: string, kind: MessageKind): Promise<number> {
  const own = await db
    .selectFrom('message_items')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('uid', '=', uid)
    .where('kind', '=', kind)
    .executeTakeFirst();
  let newest = Number(own?.id ?? 0);
  if (kind === 'sys') {
    const broadcast = await broadcastsOf(db, uid)
      .select((eb) => eb.fn.max('b.id').as('id'))
      .executeTakeFirst();
    newest = Math.max(newest, Number(broadcast?.id ?? 0));
  }
  return newest;
}

/** The admins' sent notices, newest first (GET /api/admin/msg/notice). */
export async function noticesSentPage(db: Db, page: PageRequest): Promise<PageOf<NoticeSentRow>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notices_sent')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom('notices_sent')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
