import { type Decider, type EventMetadata, handleCommand, type ProductEvent } from '@oj/events';
import type { Services } from './services';

/**
 * A command through its decider on `streamId`, then read-your-writes: waits until `projection` shows it,
 * so the reply (and the user's next request) sees the change. Each feature's `run...Command` names its
 * stream, decider and read model through this.
 * @example await runCommand(services, 'tags', TAGS_STREAM, tagDecider, command, metadata);
 */
export async function runCommand<Command, State>(
  services: Services,
  projection: string,
  streamId: string,
  decider: Decider<Command, ProductEvent, State>,
  command: Command,
  metadata: EventMetadata,
) {
  const result = await handleCommand(services.store, streamId, decider, command, { metadata });
  await services.settled(projection, result.positions.at(-1));
  return result;
}
