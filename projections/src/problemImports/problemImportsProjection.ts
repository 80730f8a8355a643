import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import { JUDGE_QUEUE_TOPIC } from '../submissions/submissionsProjection';
import type { ProblemImportsTables } from './problemImportsTables';
import { importJobView } from './queries';

/** The room of one import job: its progress and final report, pushed after every change. Admins only. */
export const problemImportTopic = (job: number) => `admin:problem-import:${job}`;

/**
 * Folds the `problem-import-<job>` streams into `problem_import_jobs` and pushes the job as the batch
 * page shows it (the same view as GET /api/admin/import-jobs/:job) to the job's room after each event.
 */
export const problemImportsProjection = defineProjection<ProductEvent>({
  name: 'problem-imports',
  handles: [
    'ProblemImportQueued',
    'RemoteProblemFetchLeased',
    'ProblemImportProgressed',
    'ProblemImportFinished',
    'ProblemImportFailed',
    'ProblemImportAlive',
    'ProblemImportRestarted',
    'ProblemImportGenerationRequested',
    'ProblemImportGenerationLeased',
    'ProblemImportGenerationRenewed',
    'ProblemImportTestsGenerated',
    'ProblemImportGenerationFailed',
  ],
  tables: ['problem_import_jobs', 'problem_import_generations'],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<ProblemImportsTables>();
    const at = new Date(event.metadata.at);
    // An ended job's tasks are leased by no one any more.
    const closeGenerations = (job: number) =>
      db
        .updateTable('problem_import_generations')
        .set({ state: 'failed' })
        .where('job', '=', job)
        .where('state', '=', 'waiting')
        .execute();
    let job: number;
    switch (event.type) {
      case 'ProblemImportQueued': {
        const { uid, mode, files } = event.data;
        job = event.data.job;
        await db
          .insertInto('problem_import_jobs')
          .values({
            job,
            uid,
            mode,
            files: JSON.stringify(files),
            state: 'queued',
            phase: null,
            done: 0,
            total: 0,
            current: null,
            cases_done: null,
            cases: null,
            imported: null,
            items: JSON.stringify(null),
            reason: null,
            remote: event.data.remote ? JSON.stringify(event.data.remote) : null,
            lease_expires_at: null,
            created_at: at,
            updated_at: at,
            alive_until: event.data.aliveUntil === undefined ? null : new Date(event.data.aliveUntil),
          })
          .onConflict((c) => c.column('job').doNothing())
          .execute();
        break;
      }
      case 'RemoteProblemFetchLeased': {
        job = event.data.job;
        const row = await db
          .updateTable('problem_import_jobs')
          .set({
            state: 'running',
            phase: 'reading',
            total: 1,
            lease_expires_at: event.data.expiresAt,
            updated_at: at,
          })
          .where('job', '=', job)
          .returning('remote')
          .executeTakeFirst();
        if (row?.remote) {
          await db
            .updateTable('problem_import_jobs')
            .set({ current: `${row.remote.bank} ${row.remote.problemId}` })
            .where('job', '=', job)
            .execute();
        }
        break;
      }
      case 'ProblemImportProgressed': {
        const { phase, done, total, file, casesDone, cases } = event.data;
        job = event.data.job;
        await db
          .updateTable('problem_import_jobs')
          .set({
            state: 'running',
            phase,
            done,
            total,
            current: file,
            cases_done: casesDone ?? null,
            cases: cases ?? null,
            updated_at: at,
          })
          .where('job', '=', job)
          .execute();
        break;
      }
      case 'ProblemImportAlive':
        await db
          .updateTable('problem_import_jobs')
          .set({ alive_until: new Date(event.data.aliveUntil) })
          .where('job', '=', event.data.job)
          .execute();
        // Nothing the page shows changed: no push.
        return;
      case 'ProblemImportRestarted':
        job = event.data.job;
        await db
          .updateTable('problem_import_jobs')
          .set({
            state: 'queued',
            phase: null,
            done: 0,
            total: 0,
            current: null,
            cases_done: null,
            cases: null,
            imported: null,
            items: JSON.stringify(null),
            reason: null,
            stalled: false,
            alive_until: new Date(event.data.aliveUntil),
            updated_at: at,
          })
          .where('job', '=', job)
          .execute();
        break;
      case 'ProblemImportGenerationRequested':
        await db
          .insertInto('problem_import_generations')
          .values({
            job: event.data.job,
            task: event.data.task,
            problem_id: event.data.problemId,
            tests: event.data.tests.length,
            state: 'waiting',
            leased_until: null,
            created_at: at,
          })
          .onConflict((c) => c.columns(['job', 'task']).doNothing())
          .execute();
        // Wakes the runners' waiting lease requests, as a new round does.
        publish(JUDGE_QUEUE_TOPIC, { job: event.data.job, task: event.data.task });
        return;
      case 'ProblemImportGenerationLeased':
      case 'ProblemImportGenerationRenewed':
        await db
          .updateTable('problem_import_generations')
          .set({ leased_until: new Date(event.data.expiresAt) })
          .where('job', '=', event.data.job)
          .where('task', '=', event.data.task)
          .execute();
        return;
      case 'ProblemImportTestsGenerated':
      case 'ProblemImportGenerationFailed':
        await db
          .updateTable('problem_import_generations')
          .set({ state: event.type === 'ProblemImportTestsGenerated' ? 'done' : 'failed' })
          .where('job', '=', event.data.job)
          .where('task', '=', event.data.task)
          .execute();
        return;
      case 'ProblemImportFinished':
        job = event.data.job;
        await db
          .updateTable('problem_import_jobs')
          .set({
            state: 'done',
            current: null,
            imported: event.data.imported,
            items: JSON.stringify(event.data.items),
            updated_at: at,
          })
          .where('job', '=', job)
          .execute();
        await closeGenerations(job);
        break;
      case 'ProblemImportFailed':
        job = event.data.job;
        await db
          .updateTable('problem_import_jobs')
          .set({
            state: 'failed',
            current: null,
            reason: event.data.reason,
            stalled: event.data.stalled ?? false,
            updated_at: at,
          })
          .where('job', '=', job)
          .execute();
        await closeGenerations(job);
        break;
      default:
        return;
    }
    const view = await importJobView(db, job);
    if (view) publish(problemImportTopic(job), view);
  },
});
