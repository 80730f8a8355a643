import type { EventMetadata } from '@oj/events';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { TAGS_STREAM, type TagCommand, tagDecider } from './tagDecider';

/** Runs a command on the `tags` stream and waits for the tag lists to show it. */
export async function runTagCommand(services: Services, metadata: EventMetadata, command: TagCommand) {
  return runCommand(services, 'tags', TAGS_STREAM, tagDecider, command, metadata);
}

/** A problem may name tags that do not exist yet ("pick or add"): they are created in our bank, ME. */
export async function ensureProblemTags(
  services: Services,
  metadata: EventMetadata,
  names: readonly string[],
): Promise<void> {
  if (names.length > 0) await runTagCommand(services, metadata, { type: 'EnsureTags', names });
}
