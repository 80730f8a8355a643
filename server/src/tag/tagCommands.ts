import { type EventMetadata, handleCommand } from '@oj/events';
import type { Services } from '../app/services';
import { TAGS_STREAM, type TagCommand, tagDecider } from './tagDecider';

/** Runs a command on the `tags` stream and waits for the tag lists to show it. */
export async function runTagCommand(services: Services, metadata: EventMetadata, command: TagCommand) {
  const result = await handleCommand(services.store, TAGS_STREAM, tagDecider, command, { metadata });
  await services.settled('tags', result.positions.at(-1));
  return result;
}

/** A problem may name tags that do not exist yet ("pick or add"): they are created in our bank, ME. */
export async function ensureProblemTags(
  services: Services,
  metadata: EventMetadata,
  names: readonly string[],
): Promise<void> {
  if (names.length > 0) await runTagCommand(services, metadata, { type: 'EnsureTags', names });
}
