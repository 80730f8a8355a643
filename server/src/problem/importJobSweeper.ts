import { DomainError, handleCommand } from '@oj/events';
import { lastSeenRunnerOfBank, stalledImportJobs, unheldRemoteFetches } from '@oj/projections';
import type { Logger } from 'pino';
import type { Services } from '../app/services';
import { judgeMetadata } from '../submission/submissionCommands';
import { importJobDecider, problemImportStream } from './importJobDecider';

/** Every node looks for import jobs whose node died this often (a lease is IMPORT_LEASE_MS). */
const SWEEP_EVERY_MS = 20_000;

/**
 * Fails, as stalled, every queued or running import job whose API node's lease ran out before `now`
 * (epoch ms): the read model proposes, the job's stream decides (a node that renewed meanwhile wins,
 * and so does another sweeper that got there first). Returns the jobs it failed.
 */
export async function expireStalledImportJobs(services: Services, now = Date.now()): Promise<number[]> {
  const expired: number[] = [];
  for (const job of await stalledImportJobs(services.db, now)) {
    try {
      const { events } = await handleCommand(
        services.store,
        problemImportStream(job),
        importJobDecider,
        { type: 'ExpireImport', now },
        { metadata: judgeMetadata(`import-sweep-${job}`, new Date(now)) },
      );
      if (events.length > 0) expired.push(job);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return expired;
}

/**
 * How long a remote fetch waits with no runner of its bank: ten heartbeats (a runner beats every 30 s),
 * time for a runner to be restarted, not for a bank nobody runs.
 */
export const REMOTE_FETCH_WAIT_MS = 300_000;

/**
 * Fails every remote problem fetch that no runner holds and whose bank has had no runner online for
 * REMOTE_FETCH_WAIT_MS: counted from the latest of its queueing, its last lease's end and the bank's last
 * runner report. A runner that reports keeps the fetch waiting (it takes it when free). Returns the jobs
 * it failed.
 */
export async function abandonUnservedRemoteFetches(services: Services, now = Date.now()): Promise<number[]> {
  const abandoned: number[] = [];
  const lastSeen = new Map<string, number>();
  for (const fetch of await unheldRemoteFetches(services.db, now)) {
    if (!lastSeen.has(fetch.bank))
      lastSeen.set(fetch.bank, (await lastSeenRunnerOfBank(services.db, fetch.bank))?.getTime() ?? 0);
    const waitingSince = Math.max(fetch.waitingSince, lastSeen.get(fetch.bank) ?? 0);
    if (now - waitingSince < REMOTE_FETCH_WAIT_MS) continue;
    try {
      const { events } = await handleCommand(
        services.store,
        problemImportStream(fetch.job),
        importJobDecider,
        { type: 'AbandonFetch', now, waitingSince, waitMs: REMOTE_FETCH_WAIT_MS },
        { metadata: judgeMetadata(`import-sweep-${fetch.job}`, new Date(now)) },
      );
      if (events.length > 0) abandoned.push(fetch.job);
    } catch (error) {
      // A runner took it meanwhile, or it ended: the stream has the last word.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return abandoned;
}

/** The node's sweeper: `expireStalledImportJobs` and `abandonUnservedRemoteFetches` on a timer, one scan at a time. */
export function startImportJobSweeper(services: Services, log: Logger): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => expireStalledImportJobs(services))
      .then(() => abandonUnservedRemoteFetches(services))
      .catch((error: unknown) => log.warn({ err: error }, 'import job sweeper failed; retrying'));
  }, SWEEP_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
