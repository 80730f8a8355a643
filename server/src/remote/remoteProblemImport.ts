import { randomUUID } from 'node:crypto';
import { DomainError, type EventMetadata, handleCommand, type RemoteProblemRef } from '@oj/events';
import type { RemoteProblemReport, RemoteProblemTask } from '@oj/events/judge';
import { leasableRemoteFetches, problemByProblemId } from '@oj/projections';
import { sql } from 'kysely';
import { HttpError } from '../app/httpError';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { type ImportJobCommand, importJobDecider, problemImportStream } from '../problem/importJobDecider';
import { createProblem } from '../problem/problemCommands';
import { withProblemDefaults } from '../problem/problemDefaults';
import { judgeMetadata } from '../submission/submissionCommands';

/** Our problem ID of a remote problem: the bank and the site's id, as the reference names them (HDU-1000). */
export const remoteProblemId = (ref: RemoteProblemRef) => `${ref.bank}-${ref.problemId}`;

/** Fetch jobs looked at per lease attempt (other remote runners may be racing for the first ones). */
const CANDIDATES = 8;

/**
 * Spec 03 section 7 "import remote problem": queues the fetch as an import job (`problem-import-<job>`
 * with its `remote`) that a remote runner of the bank leases, fetches and reports; the admin follows the
 * job as any import (its room, or GET /api/admin/import-jobs/:job). The server never reads the site.
 */
export async function queueRemoteProblemImport(
  services: Services,
  metadata: EventMetadata,
  uid: string,
  ref: RemoteProblemRef,
): Promise<{ job: number; problemId: string }> {
  const problemId = remoteProblemId(ref);
  if (await problemByProblemId(services.db, problemId))
    throw new HttpError(409, `The problem ${problemId} has been imported already`);
  const { rows } = await sql<{ job: string }>`select nextval('problem_import_job_seq') as job`.execute(
    services.db,
  );
  const job = Number(rows[0]?.job);
  const files = [{ name: `${ref.bank} ${ref.problemId}`, size: 0 }];
  await runCommand(
    services,
    'problem-imports',
    problemImportStream(job),
    importJobDecider,
    { type: 'QueueImport', job, uid, mode: 'all', files, remote: ref },
    metadata,
  );
  // The read model shows the job now: a waiting remote runner may take it at once.
  services.judge.queue.wakeAll();
  return { job, problemId };
}

/** The oldest fetch of `banks` no runner holds, leased to `runner`; null when there is none. */
export async function claimRemoteFetch(
  services: Services,
  runner: string,
  now: number,
  banks: readonly string[],
): Promise<RemoteProblemTask | null> {
  for (const { job } of await leasableRemoteFetches(services.db, now, CANDIDATES, banks)) {
    const leaseId = randomUUID();
    try {
      const taken = await handleCommand(
        services.store,
        problemImportStream(job),
        importJobDecider,
        { type: 'TakeFetchLease', leaseId, runner, now, ttlMs: services.judge.leaseTtlMs },
        { metadata: judgeMetadata(leaseId, new Date(now)) },
      );
      const remote = taken.state.remote;
      // Its runners went silent too often: the job failed instead of being leased again.
      if (remote && taken.state.lease?.leaseId === leaseId)
        return { kind: 'remote-problem', job, leaseId, leaseTtlMs: services.judge.leaseTtlMs, remote };
    } catch (error) {
      // Another runner took it first, or it ended meanwhile: the next one.
      if (error instanceof DomainError) continue;
      throw error;
    }
  }
  return null;
}

/**
 * A remote runner's fetch result, under the job's lease: the problem created as `<bank>-<id>` (title,
 * statement parts, limits, samples, the languages its adapter submits; public, ACM, no test data: the
 * site judges), or the job failed saying why (no such problem on the site, the site unreachable...).
 */
export async function reportRemoteFetch(services: Services, report: RemoteProblemReport): Promise<void> {
  const [queued] = await services.store.readStream(problemImportStream(report.job), { fromVersion: 1 });
  if (queued?.type !== 'ProblemImportQueued' || !queued.data.remote)
    throw new HttpError(404, 'No such remote fetch job');
  const ref = queued.data.remote;
  // The admin who asked is the problem's author, as with an import they ran themselves.
  const metadata = { ...judgeMetadata(report.leaseId), actorUid: queued.data.uid || null };
  const end = (command: ImportJobCommand) =>
    runCommand(
      services,
      'problem-imports',
      problemImportStream(report.job),
      importJobDecider,
      command,
      metadata,
    );
  const lease = { leaseId: report.leaseId };
  // Only the lease's holder may end the job (a runner presumed dead must not create the problem); the
  // decider checks again when the job ends.
  const events = await services.store.readStream(problemImportStream(report.job));
  const job = events.reduce(importJobDecider.evolve, importJobDecider.initialState());
  if (job.lease?.leaseId !== report.leaseId || job.state === 'done' || job.state === 'failed')
    throw new HttpError(409, 'The fetch lease is no longer valid');
  const { result } = report;
  if (!result.ok) {
    const reason =
      result.kind === 'refused' ? result.message : `${ref.bank} could not be read (${result.message})`;
    await end({ type: 'FailImport', reason, ...lease });
    return;
  }
  const problemId = remoteProblemId(ref);
  if (await problemByProblemId(services.db, problemId)) {
    await end({ type: 'FailImport', reason: `The problem ${problemId} has been imported already`, ...lease });
    return;
  }
  const fetched = result.problem;
  const fields = withProblemDefaults({
    problemId,
    title: fetched.title.slice(0, 255),
    description: fetched.description,
    input: fetched.input,
    output: fetched.output,
    hint: fetched.hint,
    source: `${ref.bank} ${fetched.source}`.trim().slice(0, 255),
    examples: fetched.examples.slice(0, 50),
    timeLimit: Math.min(60_000, Math.max(1, fetched.timeLimit)),
    memoryLimit: Math.min(4096, Math.max(1, fetched.memoryLimit)),
    languages: result.languages,
    remote: ref,
  });
  const pid = await createProblem(services, metadata, fields, []);
  await end({
    type: 'FinishImport',
    imported: 1,
    items: [
      {
        file: `${ref.bank} ${ref.problemId}`,
        format: 'remote',
        item: fetched.title.slice(0, 255),
        problemId,
        status: 'imported',
        pid,
      },
    ],
    ...lease,
  });
}
