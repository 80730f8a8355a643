import { type EventMetadata, handleCommand } from '@oj/events';
import { contestHelpersProjection } from '@oj/projections';
import type { Services } from '../../app/services';
import { contestStreamId } from './contestDecider';
import { type ContestHelperCommand, contestHelperDecider } from './contestHelperDecider';

/** Runs a helper command on `contest-<cid>` and waits for the helpers' read model (read-your-writes). */
export async function runContestHelperCommand(
  services: Services,
  metadata: EventMetadata,
  cid: number,
  command: ContestHelperCommand,
) {
  const result = await handleCommand(services.store, contestStreamId(cid), contestHelperDecider, command, {
    metadata,
  });
  await services.settled(contestHelpersProjection.name, result.positions.at(-1));
  return result;
}
