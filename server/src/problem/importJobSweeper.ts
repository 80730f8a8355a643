import { DomainError, handleCommand } from '@oj/events';
import { stalledImportJobs } from '@oj/projections';
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

/** The node's sweeper: `expireStalledImportJobs` on a timer, one scan at a time. */
export function startImportJobSweeper(services: Services, log: Logger): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => expireStalledImportJobs(services))
      .catch((error: unknown) => log.warn({ err: error }, 'import job sweeper failed; retrying'));
  }, SWEEP_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
