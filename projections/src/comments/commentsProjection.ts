import type { CommentSource, ProductEvent } from '@oj/events';
import { sql } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { CommentsTables } from './commentsTables';
import {
  type CommentChange,
  contestCommentsAdminTopic,
  contestCommentsTopic,
  contestCommentsUserTopic,
  discussionCommentsTopic,
  seenByAll,
} from './commentTopics';

type Audience = { from_admin: boolean; while_running: boolean; uid: string };

/**
 * Folds `comment-<id>` streams into comments, replies and likes, and pushes each change to the rooms
 * whose readers may see it (`commentTopics.ts`): a contestant never receives another contestant's
 * comment or reply written during the contest.
 */
export const commentsProjection = defineProjection<ProductEvent>({
  name: 'comments',
  handles: [
    'CommentPosted',
    'CommentDeleted',
    'ReplyPosted',
    'ReplyDeleted',
    'CommentLiked',
    'CommentUnliked',
  ],
  tables: ['comments', 'comment_replies', 'comment_likes'],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<CommentsTables>();
    const at = new Date(event.metadata.at);
    /** Publishes to the rooms that may see something shaped like `audience` under `comment`. */
    const tell = (source: CommentSource, comment: Audience, change: CommentChange, reply?: Audience) => {
      if (source.type === 'Discussion') {
        publish(discussionCommentsTopic(source.did), change);
        return;
      }
      const { cid } = source;
      publish(contestCommentsAdminTopic(cid), change);
      const all = seenByAll(comment) && (!reply || seenByAll(reply));
      if (all) {
        publish(contestCommentsTopic(cid), change);
        return;
      }
      const authors = new Set([comment.uid, ...(reply ? [reply.uid] : [])]);
      for (const uid of authors) publish(contestCommentsUserTopic(cid, uid), change);
    };
    const commentOf = (id: number) =>
      db
        .selectFrom('comments')
        .select(['uid', 'from_admin', 'while_running', 'like_num'])
        .where('id', '=', id)
        .executeTakeFirst();

    switch (event.type) {
      case 'CommentPosted': {
        const { id, content, from, fromAdmin, whileRunning, source } = event.data;
        const row = {
          id,
          source_type: source.type,
          did: source.type === 'Discussion' ? source.did : null,
          cid: source.type === 'Contest' ? source.cid : null,
          content,
          uid: from.uid,
          username: from.username,
          from_admin: fromAdmin,
          while_running: whileRunning,
          created_at: at,
        };
        await db.insertInto('comments').values(row).execute();
        tell(source, row, { kind: 'comment', commentId: id, fromUid: from.uid, content });
        return;
      }
      case 'CommentDeleted': {
        const { id, source } = event.data;
        await db.updateTable('comments').set({ deleted: true }).where('id', '=', id).execute();
        const comment = await commentOf(id);
        if (comment) tell(source, comment, { kind: 'commentDeleted', commentId: id });
        return;
      }
      case 'ReplyPosted': {
        const { id, commentId, content, from, fromAdmin, whileRunning, quote, toUid, source } = event.data;
        const row = {
          id,
          comment_id: commentId,
          content,
          uid: from.uid,
          username: from.username,
          from_admin: fromAdmin,
          while_running: whileRunning,
          quote_type: quote.type,
          quote_id: quote.id,
          to_uid: toUid,
          created_at: at,
        };
        await db.insertInto('comment_replies').values(row).execute();
        const comment = await commentOf(commentId);
        if (comment)
          tell(source, comment, { kind: 'reply', commentId, replyId: id, fromUid: from.uid, content }, row);
        return;
      }
      case 'ReplyDeleted': {
        const { id, commentId, source } = event.data;
        const reply = await db
          .updateTable('comment_replies')
          .set({ deleted: true })
          .where('id', '=', id)
          .returning(['uid', 'from_admin', 'while_running'])
          .executeTakeFirst();
        const comment = await commentOf(commentId);
        if (comment && reply) tell(source, comment, { kind: 'replyDeleted', commentId, replyId: id }, reply);
        return;
      }
      case 'CommentLiked':
      case 'CommentUnliked': {
        const { id, uid, source } = event.data;
        if (event.type === 'CommentLiked')
          await db.insertInto('comment_likes').values({ comment_id: id, uid, created_at: at }).execute();
        else
          await db.deleteFrom('comment_likes').where('comment_id', '=', id).where('uid', '=', uid).execute();
        const comment = await db
          .updateTable('comments')
          .set({ like_num: event.type === 'CommentLiked' ? sql`like_num + 1` : sql`like_num - 1` })
          .where('id', '=', id)
          .returning(['uid', 'from_admin', 'while_running', 'like_num'])
          .executeTakeFirst();
        if (comment) tell(source, comment, { kind: 'like', commentId: id, likeNum: comment.like_num });
        return;
      }
    }
  },
});
