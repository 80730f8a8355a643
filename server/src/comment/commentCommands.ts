import { commentStreamId, type EventMetadata } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { type CommentCommand, commentDecider } from './commentDecider';

/** Runs a command on `comment-<id>` and waits for the comments read model (read-your-writes). */
export function runCommentCommand(
  services: Services,
  metadata: EventMetadata,
  commentId: number,
  command: CommentCommand,
) {
  return runCommand(services, 'comments', commentStreamId(commentId), commentDecider, command, metadata);
}

/** A fresh comment or reply number from its sequence (a refused post leaves a harmless gap). */
export async function nextCommentId(services: Services, kind: 'comment' | 'reply'): Promise<number> {
  const query =
    kind === 'comment'
      ? sql<{ id: string }>`select nextval('comment_id_seq') as id`
      : sql<{ id: string }>`select nextval('comment_reply_id_seq') as id`;
  const { rows } = await query.execute(services.db);
  return Number(rows[0]?.id);
}
