import { groupContentTopic, type ProductEvent } from '@oj/events';
import { sql } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { DiscussionsTables } from './discussionsTables';
import { DISCUSSIONS_ADMIN_TOPIC, DISCUSSIONS_TOPIC, type DiscussionListChange } from './discussionTopics';

/** A row as the lists' rooms need it after a change: whether every reader may still see it. */
const roomFacts = ['gid', 'status', 'deleted', 'pid', 'category_id', 'like_num'] as const;
type RoomFacts = {
  gid: number | null;
  status: number;
  deleted: boolean;
  pid: string | null;
  category_id: number;
  like_num: number;
};
const seenByAll = (row: RoomFacts) => row.status === 0 && !row.deleted;

/**
 * Folds the discussion streams (`discussion-<did>`, `discussion-<did>-views`, `discussion-categories`)
 * into their tables. Like and view counts are counted here from their events, never patched by a route.
 * Each change a list shows goes to the lists' rooms (`discussionTopics.ts`); views do not (every read of
 * a detail is one, and the lists need not move for them).
 */
export const discussionsProjection = defineProjection<ProductEvent>({
  name: 'discussions',
  handles: [
    'DiscussionCategoryCreated',
    'DiscussionCategoryRenamed',
    'DiscussionCreated',
    'DiscussionUpdated',
    'DiscussionModerated',
    'DiscussionDeleted',
    'DiscussionLiked',
    'DiscussionUnliked',
    'DiscussionReported',
    'DiscussionReportHandled',
    'DiscussionViewed',
  ],
  tables: ['discussion_categories', 'discussions', 'discussion_likes', 'discussion_reports'],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<DiscussionsTables>();
    const at = new Date(event.metadata.at);
    /**
     * The admins' room hears everything; the public room only what every reader may see. A group's
     * discussion goes to neither: its members' `group:<gid>:content` hears that its discussions changed.
     */
    const tell = (
      change: DiscussionListChange,
      seen: boolean,
      publicChange = change,
      gid: number | null = null,
    ) => {
      if (gid !== null) {
        publish(groupContentTopic(gid), { kind: 'discussions' });
        return;
      }
      publish(DISCUSSIONS_ADMIN_TOPIC, change);
      if (seen) publish(DISCUSSIONS_TOPIC, publicChange);
    };
    switch (event.type) {
      case 'DiscussionCategoryCreated':
        await db.insertInto('discussion_categories').values(event.data).execute();
        return;
      case 'DiscussionCategoryRenamed':
        await db
          .updateTable('discussion_categories')
          .set({ name: event.data.name })
          .where('id', '=', event.data.id)
          .execute();
        return;
      case 'DiscussionCreated': {
        const { id, fields, author } = event.data;
        const gid = event.data.gid ?? null;
        await db
          .insertInto('discussions')
          .values({
            id,
            gid,
            title: fields.title,
            description: fields.description,
            content: fields.content,
            pid: fields.pid,
            uid: author.uid,
            author: author.username,
            category_id: fields.categoryId,
            top_priority: fields.topPriority,
            status: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        tell({ kind: 'created', id, pid: fields.pid, categoryId: fields.categoryId }, true, undefined, gid);
        return;
      }
      case 'DiscussionUpdated': {
        const { title, description, content, categoryId, topPriority } = event.data.changes;
        const row = await db
          .updateTable('discussions')
          .set({
            title,
            description,
            content,
            category_id: categoryId,
            top_priority: topPriority,
            updated_at: at,
          })
          .where('id', '=', event.data.id)
          .returning(roomFacts)
          .executeTakeFirst();
        if (row) tell({ kind: 'updated', id: event.data.id }, seenByAll(row), undefined, row.gid);
        return;
      }
      case 'DiscussionModerated': {
        const { id } = event.data;
        const { topPriority, status, explanation } = event.data.changes;
        const row = await db
          .updateTable('discussions')
          .set({ top_priority: topPriority, status, explanation })
          .where('id', '=', id)
          .returning(roomFacts)
          .executeTakeFirst();
        if (!row || row.deleted) return;
        const updated: DiscussionListChange = { kind: 'updated', id };
        // Disabling takes it off the public lists; enabling puts it back as if new.
        if (status === 1) tell(updated, true, { kind: 'removed', id }, row.gid);
        else if (status === 0)
          tell(updated, true, { kind: 'created', id, pid: row.pid, categoryId: row.category_id }, row.gid);
        else tell(updated, seenByAll(row), undefined, row.gid);
        return;
      }
      case 'DiscussionDeleted': {
        const { id } = event.data;
        const row = await db
          .updateTable('discussions')
          .set({ deleted: true })
          .where('id', '=', id)
          .returning(roomFacts)
          .executeTakeFirst();
        // Readers who never saw it (disabled) are not told it went.
        if (row) tell({ kind: 'removed', id }, row.status === 0, undefined, row.gid);
        return;
      }
      case 'DiscussionLiked': {
        const { id, uid } = event.data;
        await db.insertInto('discussion_likes').values({ did: id, uid, created_at: at }).execute();
        const row = await db
          .updateTable('discussions')
          .set({ like_num: sql`like_num + 1` })
          .where('id', '=', id)
          .returning(roomFacts)
          .executeTakeFirst();
        if (row) tell({ kind: 'likes', id, likeNum: row.like_num }, seenByAll(row), undefined, row.gid);
        return;
      }
      case 'DiscussionUnliked': {
        const { id, uid } = event.data;
        await db.deleteFrom('discussion_likes').where('did', '=', id).where('uid', '=', uid).execute();
        const row = await db
          .updateTable('discussions')
          .set({ like_num: sql`like_num - 1` })
          .where('id', '=', id)
          .returning(roomFacts)
          .executeTakeFirst();
        if (row) tell({ kind: 'likes', id, likeNum: row.like_num }, seenByAll(row), undefined, row.gid);
        return;
      }
      case 'DiscussionReported': {
        const { id, reportNo, reporter, content } = event.data;
        await db
          .insertInto('discussion_reports')
          .values({
            did: id,
            report_no: reportNo,
            reporter_uid: reporter.uid,
            reporter: reporter.username,
            content,
            created_at: at,
          })
          .execute();
        return;
      }
      case 'DiscussionReportHandled': {
        const { id, reportNo, handled } = event.data;
        await db
          .updateTable('discussion_reports')
          .set({ handled })
          .where('did', '=', id)
          .where('report_no', '=', reportNo)
          .execute();
        return;
      }
      case 'DiscussionViewed':
        await db
          .updateTable('discussions')
          .set({ view_num: sql`view_num + 1` })
          .where('id', '=', event.data.id)
          .execute();
        return;
    }
  },
});
