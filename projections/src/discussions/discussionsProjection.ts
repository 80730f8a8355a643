import type { ProductEvent } from '@oj/events';
import { sql } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { DiscussionsTables } from './discussionsTables';

/**
 * Folds the discussion streams (`discussion-<did>`, `discussion-<did>-views`, `discussion-categories`)
 * into their tables. Like and view counts are counted here from their events, never patched by a route.
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
  async apply(event, { db: trx }) {
    const db = trx.withTables<DiscussionsTables>();
    const at = new Date(event.metadata.at);
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
        await db
          .insertInto('discussions')
          .values({
            id,
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
        return;
      }
      case 'DiscussionUpdated': {
        const { title, description, content, categoryId, topPriority } = event.data.changes;
        await db
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
          .execute();
        return;
      }
      case 'DiscussionModerated': {
        const { topPriority, status } = event.data.changes;
        await db
          .updateTable('discussions')
          .set({ top_priority: topPriority, status })
          .where('id', '=', event.data.id)
          .execute();
        return;
      }
      case 'DiscussionDeleted':
        await db.updateTable('discussions').set({ deleted: true }).where('id', '=', event.data.id).execute();
        return;
      case 'DiscussionLiked': {
        const { id, uid } = event.data;
        await db.insertInto('discussion_likes').values({ did: id, uid, created_at: at }).execute();
        await db
          .updateTable('discussions')
          .set({ like_num: sql`like_num + 1` })
          .where('id', '=', id)
          .execute();
        return;
      }
      case 'DiscussionUnliked': {
        const { id, uid } = event.data;
        await db.deleteFrom('discussion_likes').where('did', '=', id).where('uid', '=', uid).execute();
        await db
          .updateTable('discussions')
          .set({ like_num: sql`like_num - 1` })
          .where('id', '=', id)
          .execute();
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
