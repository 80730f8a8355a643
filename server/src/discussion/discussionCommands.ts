import {
  DISCUSSION_CATEGORIES_STREAM,
  discussionStreamId,
  type EventMetadata,
  handleCommand,
} from '@oj/events';
import { sql } from 'kysely';
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
  const result = await handleCommand(services.store, discussionStreamId(did), discussionDecider, command, {
    metadata,
  });
  await services.settled('discussions', result.positions.at(-1));
  return result;
}

export async function runCategoryCommand(
  services: Services,
  metadata: EventMetadata,
  command: CategoryCommand,
) {
  const result = await handleCommand(services.store, DISCUSSION_CATEGORIES_STREAM, categoryDecider, command, {
    metadata,
  });
  await services.settled('discussions', result.positions.at(-1));
  return result;
}

/** A fresh discussion number from `discussion_id_seq` (a refused creation leaves a harmless gap). */
export async function nextDiscussionId(services: Services): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('discussion_id_seq') as id`.execute(services.db);
  return Number(rows[0]?.id);
}
