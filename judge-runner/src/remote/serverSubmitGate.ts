import type { RemoteBankCode } from '@oj/events';
import type { SubmitIntervals } from '@oj/events/judge';
import type { JudgeClient } from '../runner/judgeClient';
import type { SubmitGate, SubmitSlot } from './submitGate';

/**
 * The gate of a remote runner: the server books the slots in its database (`POST /api/judge/remote-slot`),
 * so however many remote runners there are, together they keep each site's and each account's limit.
 */
export class ServerSubmitGate implements SubmitGate {
  constructor(
    private readonly client: Pick<JudgeClient, 'remoteSlot'>,
    private readonly intervals: SubmitIntervals,
  ) {}

  book(bank: RemoteBankCode, usernames: readonly string[], signal?: AbortSignal): Promise<SubmitSlot> {
    return this.client.remoteSlot({ bank, usernames: [...usernames], ...this.intervals }, signal);
  }
}
