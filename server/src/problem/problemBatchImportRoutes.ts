import { copyFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { type EventMetadata, handleCommand, type ImportReportItem } from '@oj/events';
import { IMPORT_MODES, type ImportJobPhase } from '@oj/events/vocabulary';
import { importJobView } from '@oj/projections';
import { sql } from 'kysely';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { faultMessage, findTextFault } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { requireAdmin } from '../auth/authMiddleware';
import { remoteTwinReason } from '../remote/remoteTwins';
import { claimHolder } from '../user/userCommands';
import { type ImportedProblem, importFpsXml, ProblemImportError } from './import';
import { importAnyZip } from './import/detectFormat';
import { generateTests } from './importGeneration';
import { type ImportJobCommand, importJobDecider, problemImportStream } from './importJobDecider';
import { createProblem, withdrawProblems } from './problemCommands';
import { storeStatementImages } from './statementImages';
import { multiFileUpload, uploadedFiles } from './uploads';

const MAX_FILES = 20;
const MAX_FILE_BYTES = 512 * 1024 * 1024;
const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
const MAX_FPS_BYTES = 64 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

const batchFields = z.object({
  /** all: any refusal imports nothing; valid: every problem that can be imported is. */
  mode: z.enum(IMPORT_MODES).default('all'),
});
const jobParams = z.object({ job: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The job's API node holds a lease on it for this long and renews it at a third of it: a job whose
 * node died is failed (stalled) once the lease has run out, by any node's sweeper.
 */
export const IMPORT_LEASE_MS = 60_000;

/** Where a job keeps its uploads until it ends (so that a job whose node died can be started again). */
export const importJobDir = (filesDir: string, job: number) => path.join(filesDir, 'imports', String(job));

/** One line of the batch's report: a problem imported, refused (why, and where), or left out. */
export type BatchReportItem = ImportReportItem;

type Upload = { path: string; fileName: string; size: number };
type Progress = (
  phase: ImportJobPhase,
  done: number,
  total: number,
  file: string,
  cases?: { done: number; of: number },
) => Promise<void>;
/** A problem's stored cases are reported every this share of them (and at its end): 20 events at most. */
const CASE_STEPS = 20;

interface Ready {
  file: string;
  format: string;
  problem: ImportedProblem;
}

/**
 * The back office's batch import: several files at once, each a zip of any format we read (detected)
 * or an FPS XML file, read from where the upload landed on disk (formidable streams the request body to
 * temporary files: nothing of it is held in memory). The request only queues a job and answers with its
 * number; the job runs in the background, its progress and final report go to its room
 * (`admin:problem-import:<job>`) and to GET /api/admin/import-jobs/:job.
 */
export function problemBatchImportRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/admin/import-problems',
    requireAdmin(),
    multiFileUpload(MAX_FILES, MAX_FILE_BYTES, MAX_TOTAL_BYTES),
    async (ctx) => {
      const uploads = uploadedFiles(ctx, 'files');
      try {
        const { mode } = parseInput(batchFields, ctx.request.body ?? {});
        if (uploads.length === 0) throw new HttpError(400, 'Choose a file to upload (field "files")');
        const { rows } = await sql<{ job: string }>`select nextval('problem_import_job_seq') as job`.execute(
          services.db,
        );
        const job = Number(rows[0]?.job);
        const files = uploads.map((upload) => ({ name: upload.fileName.slice(0, 255), size: upload.size }));
        const uid = ctx.state.principal?.uid ?? '';
        const kept = await keepUploads(importJobDir(services.filesDir, job), uploads);
        uploads.splice(0, uploads.length, ...kept);
        await runImportCommand(
          services,
          job,
          { type: 'QueueImport', job, uid, mode, files, aliveUntil: Date.now() + IMPORT_LEASE_MS },
          commandMetadata(ctx),
        );
        // The job owns the uploads from here: it removes them when it ends.
        void runImportJob(services, job, 1, kept, mode, commandMetadata(ctx));
        ok(ctx, { job });
      } catch (error) {
        await removeUploads(uploads);
        throw error;
      }
    },
  );

  /** A job whose server died (failed as stalled) runs again from its kept uploads. */
  router.post('/admin/import-jobs/:job/restart', requireAdmin(), async (ctx) => {
    const { job } = parseInput(jobParams, ctx.params);
    const events = await services.store.readStream(problemImportStream(job));
    const queued = events.find((e) => e.type === 'ProblemImportQueued');
    if (queued?.type !== 'ProblemImportQueued') throw new HttpError(404, 'No such import job');
    const state = events.reduce(importJobDecider.evolve, importJobDecider.initialState());
    if (state.state !== 'failed' || !state.stalled)
      throw new HttpError(409, 'Only an import job whose server stopped can be started again');
    const dir = importJobDir(services.filesDir, job);
    const uploads = queued.data.files.map((file, index) => ({
      path: path.join(dir, String(index)),
      fileName: file.name,
      size: file.size,
    }));
    for (const upload of uploads) {
      const found = await stat(upload.path).catch(() => null);
      if (found?.size !== upload.size)
        throw new HttpError(409, `The uploaded file ${upload.fileName} is gone: upload the files again`);
    }
    const uid = ctx.state.principal?.uid ?? '';
    const restarted = await runImportCommand(
      services,
      job,
      { type: 'RestartImport', uid, aliveUntil: Date.now() + IMPORT_LEASE_MS },
      commandMetadata(ctx),
    );
    const run = restarted.state.run;
    void runImportJob(services, job, run, uploads, queued.data.mode, commandMetadata(ctx));
    ok(ctx, { job });
  });

  router.get('/admin/import-jobs/:job', requireAdmin(), async (ctx) => {
    const { job } = parseInput(jobParams, ctx.params);
    const view = await importJobView(services.db, job);
    if (!view) throw new HttpError(404, 'No such import job');
    ok(ctx, view);
  });

  return router;
}

const removeUploads = (uploads: Upload[]) =>
  Promise.all(uploads.map((upload) => rm(upload.path, { force: true })));

/** Moves the uploads into the job's folder (a copy when the temporary folder is on another disk). */
async function keepUploads(dir: string, uploads: Upload[]): Promise<Upload[]> {
  await mkdir(dir, { recursive: true });
  const kept: Upload[] = [];
  for (const [index, upload] of uploads.entries()) {
    const target = path.join(dir, String(index));
    await rename(upload.path, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(upload.path, target);
      await rm(upload.path, { force: true });
    });
    kept.push({ ...upload, path: target });
  }
  return kept;
}

function runImportCommand(
  services: Services,
  job: number,
  command: ImportJobCommand,
  metadata: EventMetadata,
) {
  return runCommand(
    services,
    'problem-imports',
    problemImportStream(job),
    importJobDecider,
    command,
    metadata,
  );
}

/**
 * The job: reads every upload, creates the problems, reports progress as events (one per file read and
 * per problem created; not waited on by the read model) and ends with the report, or with the reason it
 * died. Every step awaits disk or the database, so the API node keeps answering while it runs.
 */
export async function runImportJob(
  services: Services,
  job: number,
  /** Which run of the job this is (1, then one more per restart): its commands name it. */
  run: number,
  uploads: Upload[],
  mode: 'all' | 'valid',
  request: EventMetadata,
): Promise<void> {
  const metadata = (): EventMetadata => ({ ...request, at: new Date().toISOString() });
  const progress: Progress = async (phase, done, total, file, cases) => {
    await handleCommand(
      services.store,
      problemImportStream(job),
      importJobDecider,
      {
        type: 'ReportProgress',
        run,
        phase,
        done,
        total,
        file,
        ...(cases ? { casesDone: cases.done, cases: cases.of } : {}),
      },
      { metadata: metadata() },
    );
  };
  // The node's lease on the job: renewed while it runs, so that another node can tell when it died.
  const keepAlive = setInterval(() => {
    handleCommand(
      services.store,
      problemImportStream(job),
      importJobDecider,
      { type: 'KeepAlive', run, aliveUntil: Date.now() + IMPORT_LEASE_MS },
      { metadata: metadata() },
    ).catch((error: unknown) => services.log.warn({ err: error, job }, 'import job lease not renewed'));
  }, IMPORT_LEASE_MS / 3);
  // Whether this run ended the job: a run presumed dead (failed as stalled, perhaps restarted) must
  // leave the uploads to the run that owns them now.
  let ended = false;
  try {
    const generate: Generate = (problem) => generateTests(services, job, run, metadata, problem);
    const { imported, items } = await importUploads(services, metadata(), uploads, mode, progress, generate);
    await runImportCommand(services, job, { type: 'FinishImport', run, imported, items }, metadata());
    ended = true;
  } catch (error) {
    services.log.error({ err: error, job }, 'problem import job failed');
    const reason = error instanceof Error ? error.message : String(error);
    await runImportCommand(services, job, { type: 'FailImport', run, reason }, metadata()).then(
      () => {
        ended = true;
      },
      (failure: unknown) =>
        services.log.error({ err: failure, job }, 'could not record the failed import job'),
    );
  } finally {
    clearInterval(keepAlive);
    if (ended) {
      await removeUploads(uploads);
      await rm(importJobDir(services.filesDir, job), { recursive: true, force: true });
    }
  }
}

type Generate = (problem: ImportedProblem) => ReturnType<typeof generateTests>;

async function importUploads(
  services: Services,
  metadata: EventMetadata,
  uploads: Upload[],
  mode: 'all' | 'valid',
  progress: Progress,
  generate: Generate,
): Promise<{ imported: number; items: BatchReportItem[] }> {
  const report: BatchReportItem[] = [];
  const ready: Ready[] = [];
  for (const [index, upload] of uploads.entries()) {
    await progress('reading', index, uploads.length, upload.fileName);
    const refused = (error: ProblemImportError, format: string | null) =>
      report.push({
        file: upload.fileName,
        format,
        item: error.file,
        problemId: error.problem,
        status: 'refused',
        reason: error.message,
      });
    const pending: ProblemImportError[] = [];
    const onRefusedItem = mode === 'valid' ? (error: ProblemImportError) => pending.push(error) : undefined;
    let detected: string | null = null;
    try {
      const { format, problems } = await readUpload(upload, onRefusedItem, (found) => {
        detected = found;
      });
      for (const error of pending) refused(error, format);
      for (const problem of problems) ready.push({ file: upload.fileName, format, problem });
    } catch (error) {
      if (!(error instanceof ProblemImportError)) throw error;
      refused(error, detected);
    }
  }
  const placeable = await withoutUnplaceable(services, ready, report);
  if (mode === 'all' && report.some((line) => line.status === 'refused')) {
    for (const r of placeable)
      report.push(line(r, 'skipped', 'Not imported: another item was refused (all or nothing)'));
    return { imported: 0, items: report };
  }
  const imported = await createAll(services, metadata, placeable, mode, report, progress, generate);
  return { imported, items: report };
}

const line = (r: Ready, status: BatchReportItem['status'], reason?: string): BatchReportItem => ({
  file: r.file,
  format: r.format,
  item: r.problem.fields.problemId,
  problemId: r.problem.fields.problemId,
  status,
  ...(reason === undefined ? {} : { reason }),
});

async function readUpload(
  upload: Upload,
  onRefusedItem: ((error: ProblemImportError) => void) | undefined,
  onFormat: (format: string) => void,
): Promise<{ format: string; problems: ImportedProblem[] }> {
  if (await looksLikeXml(upload.path, upload.fileName)) {
    if (upload.size > MAX_FPS_BYTES) {
      throw new ProblemImportError(
        upload.fileName,
        null,
        `an FPS file over ${MAX_FPS_BYTES / 1024 / 1024} MB`,
      );
    }
    onFormat('fps');
    const xml = new TextDecoder().decode(await readFile(upload.path));
    return { format: 'fps', problems: importFpsXml(xml, { fileName: upload.fileName, onRefusedItem }) };
  }
  return importAnyZip(
    { file: upload.path },
    { fileName: upload.fileName, maxUnpackedBytes: MAX_UNPACKED_BYTES, onRefusedItem, onFormat },
  );
}

/** An `.xml` name, or a file that starts (after a BOM and blanks) with `<`: a zip starts with `PK`. */
async function looksLikeXml(path: string, name: string): Promise<boolean> {
  if (/\.xml$/i.test(name)) return true;
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return /^(\uFEFF)?\s*</.test(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

/** Problems that cannot be created as they are: text the site refuses, an ID taken here or earlier in the batch. */
async function withoutUnplaceable(
  services: Services,
  ready: Ready[],
  report: BatchReportItem[],
): Promise<Ready[]> {
  const seen = new Set<string>();
  const remotes = new Set<string>();
  const placeable: Ready[] = [];
  for (const r of ready) {
    const id = r.problem.fields.problemId;
    const fault = findTextFault(r.problem.fields);
    const reason = fault
      ? `Problem ${id}: ${faultMessage(fault, 'The problem')}`
      : seen.has(id.toLowerCase()) || (await claimHolder(services, 'problemId', id))
        ? `The problem ID ${id} already exists`
        : await remoteTwinReason(services, r.problem.fields, remotes);
    seen.add(id.toLowerCase());
    if (reason) report.push(line(r, 'refused', reason));
    else placeable.push(r);
  }
  return placeable;
}

/**
 * Creates the problems in order (generating first the tests a package only generates). All or nothing: a failure withdraws the ones created and the report
 * says so; valid only: a failure is that problem's line and the others go on.
 */
async function createAll(
  services: Services,
  metadata: EventMetadata,
  ready: Ready[],
  mode: 'all' | 'valid',
  report: BatchReportItem[],
  progress: Progress,
  generate: Generate,
): Promise<number> {
  const created: { pid: number; problemId: string; r: Ready }[] = [];
  for (const [index, planned] of ready.entries()) {
    let r = planned;
    const problemId = r.problem.fields.problemId;
    const of = r.problem.testCases.length;
    const toGenerate = r.problem.generation?.tests.length ?? 0;
    // Why its tests could not be generated: the problem is refused like one that fails to store.
    let failure: string | undefined;
    if (toGenerate > 0) {
      // A judge runner makes the tests the package only generates; the job waits for it (no sandbox here).
      await progress('generating', index, ready.length, problemId);
      const generated = await generate(r.problem);
      if (generated.ok) {
        const notes = [...r.problem.notes, `${generated.generated} tests generated`];
        r = { ...r, problem: { ...generated.problem, notes } };
      } else failure = `Test generation failed: ${generated.reason}`;
    }
    await progress('creating', index, ready.length, problemId, { done: 0, of });
    const step = Math.max(1, Math.ceil(of / CASE_STEPS));
    const onStored = async (done: number) => {
      if (done % step === 0 && done < of)
        await progress('creating', index, ready.length, problemId, { done, of });
    };
    try {
      if (failure !== undefined) throw new Error(failure);
      const fields = await storeStatementImages(services.filesDir, r.problem.fields, r.problem.images);
      const pid = await createProblem(services, metadata, fields, r.problem.testCases, null, onStored);
      created.push({ pid, problemId: fields.problemId, r });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.push(line(r, 'refused', reason));
      if (mode === 'all') {
        await withdrawProblems(services, metadata, created);
        for (const c of created)
          report.push(line(c.r, 'skipped', 'Not imported: another item was refused (all or nothing)'));
        for (const rest of ready.slice(index + 1)) {
          report.push(line(rest, 'skipped', 'Not imported: another item was refused (all or nothing)'));
        }
        return 0;
      }
    }
  }
  for (const c of created) report.push({ ...line(c.r, 'imported'), pid: c.pid, notes: c.r.problem.notes });
  return created.length;
}
