import type { MessageKind, ProductEvent, RecordedEvent } from '@oj/events';
import { type Insertable, sql, type Transaction } from 'kysely';
import { defineProjection } from '../projector/projection';
import { deriveMessages, factsNeeded, MESSAGE_SOURCES, type MessageFacts } from './deriveMessages';
import type { MessagesTables } from './messagesTables';
import { unreadCountsOf } from './queries';

/** A reader's own room: their unread counts after every change (`{ unread }`). */
export const messagesTopic = (uid: string) => `messages:${uid}`;
/** Every signed-in reader: a notice to all users was sent (`{ broadcast: noticeId }`), read your counts again. */
export const MESSAGES_BROADCAST_TOPIC = 'messages:broadcast';

type MessageRow = Insertable<MessagesTables['message_items']>;
type DiscussionFacts = { uid: string; title: string } | undefined;

interface MessagesBatch {
  /** Readers whose counts may have changed in this batch: one push each, after it. */
  touched: Set<string>;
  broadcast: number | undefined;
  /**
   * Messages derived but not written yet, written together at the end of the batch (one insert and one
   * count upsert per 2,000). A read, clean or account deletion in the same batch applies to them here too.
   */
  pending: MessageRow[];
  /**
   * Readers and kinds of pending messages cleaned before they were written: their count row exists
   * (at 0) as it would had each event been written on its own, so a rebuild gives the same tables.
   */
  cleanedPending: Map<string, { uid: string; kind: MessageKind }>;
  /** The discussions' authors and titles read or written in this batch (likes look them up). */
  discussions: Map<number, DiscussionFacts>;
}

type Db = Transaction<MessagesTables>;

async function addUnread(db: Db, uid: string, kind: MessageKind, delta: number) {
  if (delta === 0) return;
  await db
    .insertInto('message_unread')
    .values({ uid, kind, unread: delta })
    .onConflict((oc) =>
      oc.columns(['uid', 'kind']).doUpdateSet({ unread: sql`message_unread.unread + ${delta}` }),
    )
    .execute();
}

async function ensureReader(db: Db, uid: string) {
  await db
    .insertInto('message_readers')
    .values({ uid })
    .onConflict((oc) => oc.column('uid').doNothing())
    .execute();
}

async function factsOf(db: Db, event: ProductEvent, batch: MessagesBatch): Promise<MessageFacts> {
  const { discussionId } = factsNeeded(event);
  if (discussionId === undefined) return {};
  if (!batch.discussions.has(discussionId))
    batch.discussions.set(
      discussionId,
      await db
        .selectFrom('message_discussions')
        .select(['uid', 'title'])
        .where('id', '=', discussionId)
        .executeTakeFirst(),
    );
  return { discussion: batch.discussions.get(discussionId) };
}

/**
 * Writes the batch's pending messages: deleted readers' dropped, duplicates (a name listed twice in a
 * notice, a replayed event) skipped by the key, and each reader's new unread counted in one upsert.
 */
async function flushMessages(db: Db, batch: MessagesBatch) {
  if (batch.pending.length === 0 && batch.cleanedPending.size === 0) return;
  const gone = await deletedReaders(db, [
    ...batch.pending.map((row) => row.uid),
    ...[...batch.cleanedPending.values()].map((c) => c.uid),
  ]);
  const rows = batch.pending.filter((row) => !gone.has(row.uid));
  batch.pending = [];
  const added = new Map<string, { uid: string; kind: MessageKind; unread: number }>();
  for (const [key, { uid, kind }] of batch.cleanedPending)
    if (!gone.has(uid)) added.set(key, { uid, kind, unread: 0 });
  batch.cleanedPending.clear();
  // PostgreSQL takes 65,535 parameters a statement: 2,000 rows of 14 columns fit.
  for (const chunk of chunks(rows, 2000)) {
    const stored = await db
      .insertInto('message_items')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .returning(['uid', 'kind', 'read'])
      .execute();
    for (const { uid, kind, read } of stored) {
      batch.touched.add(uid);
      // A message read in its own batch still leaves its count row (at 0), as one written alone would.
      const key = `${uid} ${kind}`;
      const count = added.get(key) ?? { uid, kind, unread: 0 };
      if (!read) count.unread += 1;
      added.set(key, count);
    }
  }
  for (const chunk of chunks([...added.values()], 10_000))
    await db
      .insertInto('message_unread')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['uid', 'kind']).doUpdateSet({ unread: sql`message_unread.unread + excluded.unread` }),
      )
      .execute();
}

/** Of `uids`, those whose accounts were deleted. */
async function deletedReaders(db: Db, uids: readonly string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .selectFrom('message_readers')
    .select('uid')
    .where('uid', 'in', [...new Set(uids)])
    .where('deleted', '=', true)
    .execute();
  return new Set(rows.map((row) => row.uid));
}

/**
 * A deleted account's message centre goes with it: its messages, counts and broadcast state. What it
 * sent others (likes, comments, replies) stays theirs, read or unread as it was.
 */
async function dropReader(db: Db, uid: string) {
  await db.deleteFrom('message_items').where('uid', '=', uid).execute();
  await db.deleteFrom('message_unread').where('uid', '=', uid).execute();
  await db.deleteFrom('message_broadcast_cleaned').where('uid', '=', uid).execute();
  await db
    .insertInto('message_readers')
    .values({ uid, deleted: true })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ deleted: true }))
    .execute();
}

/** The messages an event makes (`deriveMessages`), queued for the batch's write; deleted accounts get none. */
async function storeMessages(db: Db, event: RecordedEvent<ProductEvent>, batch: MessagesBatch) {
  const derived = deriveMessages(event, await factsOf(db, event, batch));
  const at = new Date(event.metadata.at);
  if (derived.broadcast) {
    const { noticeId, title, content } = derived.broadcast;
    await db
      .insertInto('message_broadcasts')
      .values({ id: event.position, notice_id: noticeId, title, content, created_at: at })
      .execute();
    batch.broadcast = noticeId;
  }
  for (const m of derived.messages)
    batch.pending.push({
      uid: m.uid,
      kind: m.kind,
      id: event.position,
      sender_uid: m.senderUid,
      action: m.action,
      source_type: m.sourceType,
      source_id: m.sourceId,
      source_title: m.sourceTitle,
      source_content: m.sourceContent,
      quote_content: m.quoteContent,
      url: m.url,
      title: m.title,
      content: m.content,
      created_at: at,
    });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Unread messages of `kind` taken by a read or a clean, counted down. */
async function countDown(db: Db, uid: string, kind: MessageKind, rows: { read: boolean }[]) {
  await addUnread(db, uid, kind, -rows.filter((row) => !row.read).length);
}

/**
 * The message centre: every message a reader is sent (derived from the event that causes it), their
 * unread counts per kind, what they read and cleaned, and the admins' sent notices. After each batch it
 * pushes each touched reader's counts to `messages:<uid>`, and a notice to all users once to
 * `messages:broadcast`.
 */
export const messagesProjection = defineProjection<ProductEvent, MessagesBatch>({
  name: 'messages',
  handles: [
    'UserRegistered',
    'UserDeleted',
    'DiscussionCreated',
    'DiscussionUpdated',
    ...MESSAGE_SOURCES,
    'MessagesRead',
    'MessagesCleaned',
  ],
  tables: [
    'message_items',
    'message_unread',
    'message_broadcasts',
    'message_readers',
    'message_broadcast_cleaned',
    'message_discussions',
    'notices_sent',
  ],
  beginBatch: () => ({
    touched: new Set(),
    broadcast: undefined,
    pending: [],
    cleanedPending: new Map(),
    discussions: new Map(),
  }),
  async apply(event, { db: trx, batch }) {
    const db = trx.withTables<MessagesTables>();
    switch (event.type) {
      case 'UserRegistered':
        await db
          .insertInto('message_readers')
          .values({ uid: event.data.uid, registered_at: event.position })
          .onConflict((oc) => oc.column('uid').doUpdateSet({ registered_at: event.position }))
          .execute();
        return;
      case 'UserDeleted': {
        const uid = event.streamId.slice('user-'.length);
        batch.pending = batch.pending.filter((row) => row.uid !== uid);
        await dropReader(db, uid);
        return;
      }
      case 'DiscussionCreated': {
        const { id, author, fields } = event.data;
        await db
          .insertInto('message_discussions')
          .values({ id, uid: author.uid, title: fields.title })
          .execute();
        batch.discussions.set(id, { uid: author.uid, title: fields.title });
        return;
      }
      case 'DiscussionUpdated': {
        const { title } = event.data.changes;
        if (title === undefined) return;
        await db.updateTable('message_discussions').set({ title }).where('id', '=', event.data.id).execute();
        batch.discussions.delete(event.data.id);
        return;
      }
      case 'NoticeSent': {
        const { id, title, content, audience, recipients, author } = event.data;
        await db
          .insertInto('notices_sent')
          .values({
            id,
            title,
            content,
            audience,
            recipient_count: new Set(recipients).size,
            author_uid: author.uid,
            author: author.username,
            created_at: new Date(event.metadata.at),
          })
          .execute();
        await storeMessages(db, event, batch);
        return;
      }
      case 'DiscussionLiked':
      case 'CommentPosted':
      case 'ReplyPosted':
      case 'CommentLiked':
        await storeMessages(db, event, batch);
        return;
      case 'MessagesRead': {
        const { uid, kind, upTo } = event.data;
        for (const row of batch.pending)
          if (row.uid === uid && row.kind === kind && row.id <= upTo) row.read = true;
        const rows = await db
          .updateTable('message_items')
          .set({ read: true })
          .where('uid', '=', uid)
          .where('kind', '=', kind)
          .where('id', '<=', String(upTo))
          .where('read', '=', false)
          .returning('read')
          .execute();
        await addUnread(db, uid, kind, -rows.length);
        if (kind === 'sys') {
          await ensureReader(db, uid);
          await db
            .updateTable('message_readers')
            .set({ broadcast_read_upto: sql`greatest(broadcast_read_upto, ${upTo})` })
            .where('uid', '=', uid)
            .execute();
        }
        batch.touched.add(uid);
        return;
      }
      case 'MessagesCleaned': {
        const { uid, kind, id, upTo } = event.data;
        const cleaned = (row: MessageRow) =>
          row.uid === uid && row.kind === kind && (id === null ? row.id <= upTo : row.id === id);
        if (batch.pending.some(cleaned)) batch.cleanedPending.set(`${uid} ${kind}`, { uid, kind });
        batch.pending = batch.pending.filter((row) => !cleaned(row));
        let query = db.deleteFrom('message_items').where('uid', '=', uid).where('kind', '=', kind);
        query = query.where('id', id === null ? '<=' : '=', String(id ?? upTo));
        await countDown(db, uid, kind, await query.returning('read').execute());
        if (kind === 'sys') {
          await ensureReader(db, uid);
          if (id === null)
            await db
              .updateTable('message_readers')
              .set({ broadcast_cleaned_upto: sql`greatest(broadcast_cleaned_upto, ${upTo})` })
              .where('uid', '=', uid)
              .execute();
          else
            await db
              .insertInto('message_broadcast_cleaned')
              .values({ uid, id })
              .onConflict((oc) => oc.doNothing())
              .execute();
        }
        batch.touched.add(uid);
        return;
      }
    }
  },
  async afterBatch(_events, { db: trx, batch, publish }) {
    const db = trx.withTables<MessagesTables>();
    await flushMessages(db, batch);
    for (const [uid, unread] of await unreadCountsOf(db, [...batch.touched]))
      publish(messagesTopic(uid), { unread });
    if (batch.broadcast !== undefined) publish(MESSAGES_BROADCAST_TOPIC, { broadcast: batch.broadcast });
  },
});
