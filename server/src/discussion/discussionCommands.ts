import { DISCUSSION_CATEGORIES_STREAM, discussionStreamId, type EventMetadata } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { type CategoryCommand, categoryDecider } from './categoryDecider';
import { type DiscussionCommand, discussionDecider } from './discussionDecider';

/** Runs a command on `discussion-<did>` and waits for the discussions read model (read-your-writes). */
export async function runDiscussionCommand(
  services: Services,
  metadata: EventMetadata,
  did: number,
  command: DiscussionCommand,
) {
  return runCommand(services, 'discussions', discussionStreamId(did), discussionDecider, command, metadata);
}

export async function runCategoryCommand(
  services: Services,
  metadata: EventMetadata,
  command: CategoryCommand,
) {
  return runCommand(
    services,
    'discussions',
    DISCUSSION_CATEGORIES_STREAM,
    categoryDecider,
    command,
    metadata,
  );
}

/** A fresh discussion number from `discussion_id_seq` (a refused creation leaves a harmless gap). */
export async function nextDiscussionId(services: Services): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('discussion_id_seq') as id`.execute(services.db);
  return Number(rows[0]?.id);
}
