import { type EventMetadata, handleCommand } from '@oj/events';
import type { Services } from '../app/services';
import { type SubmissionCommand, submissionDecider, submissionStreamId } from './submissionDecider';

/**
 * Runs a command on a submission's stream. `settle` waits for the submissions read model, for requests
 * whose reply (or the next request) reads it; the judge's reports skip the wait.
 */
export async function runSubmissionCommand(
  services: Services,
  metadata: EventMetadata,
  submitId: number,
  command: SubmissionCommand,
  { settle = true }: { settle?: boolean } = {},
) {
  const result = await handleCommand(
    services.store,
    submissionStreamId(submitId),
    submissionDecider,
    command,
    {
      metadata,
    },
  );
  if (settle) await services.settled('submissions', result.positions.at(-1));
  return result;
}

/** Events a judge runner causes: no user, no address; the lease id correlates one round's reports. */
export function judgeMetadata(correlationId: string, at = new Date()): EventMetadata {
  return { actorUid: null, ip: null, correlationId, causationId: null, at: at.toISOString() };
}
