import { randomUUID } from 'node:crypto';
import { handleCommand } from '@oj/events';
import { sealedContestsEndedWithin } from '@oj/projections';
import type { Logger } from 'pino';
import type { Services } from '../../app/services';
import { contestDecider, contestStreamId } from './contestDecider';

const SCAN_EVERY_MS = 5000;
/** Contests that ended longer ago than this (the server was down) are not announced any more. */
const LOOKBACK_MS = 24 * 3600_000;

/**
 * The end timer: every few seconds, finds contests whose public board unseals at the end (sealRank and
 * autoRealRank) and whose end has just passed, and runs MarkEnded on each (ContestEndReached; the
 * contests projection then sends `{ kind: 'reload' }` to `contest:<cid>:board`). The command id derives
 * from the cid and the end time, so several API nodes or a restart append it once; an end moved later
 * gets its own event at the new time.
 */
export function startContestEndTimer(
  services: Services,
  log: Logger,
): {
  stop(): Promise<void>;
  /** One scan as at `now` (epoch ms), besides the timer's own: tests pass the clock in instead of waiting. */
  scan(now: number): Promise<void>;
} {
  const done = new Set<string>();
  let running: Promise<void> = Promise.resolve();

  async function scan(now = Date.now()): Promise<void> {
    const ended = await sealedContestsEndedWithin(services.db, new Date(now - LOOKBACK_MS), new Date(now));
    for (const { cid, fields } of ended) {
      const commandId = `contest-end/${cid}/${fields.endTime}`;
      if (done.has(commandId)) continue;
      await handleCommand(
        services.store,
        contestStreamId(cid),
        contestDecider,
        { type: 'MarkEnded', now },
        {
          commandId,
          metadata: {
            actorUid: null,
            ip: null,
            correlationId: randomUUID(),
            causationId: null,
            at: new Date(now).toISOString(),
          },
        },
      );
      done.add(commandId);
    }
  }

  const timer = setInterval(() => {
    running = running
      .then(() => scan())
      .catch((error: unknown) => log.warn({ err: error }, 'contest end timer failed; retrying'));
  }, SCAN_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    scan,
  };
}
