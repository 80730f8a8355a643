import { open, readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import type { EventMetadata } from '@oj/events';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { faultMessage, findTextFault } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { requireAdmin } from '../auth/authMiddleware';
import { claimHolder } from '../user/userCommands';
import { type ImportedProblem, importFpsXml, ProblemImportError } from './import';
import { importAnyZip } from './import/detectFormat';
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
  mode: z.enum(['all', 'valid']).default('all'),
});

/** One line of the batch's report: a problem imported, refused (why, and where), or left out. */
export interface BatchReportItem {
  file: string;
  format: string | null;
  /** The path inside the upload the line is about (the package folder, the JSON, the broken entry...). */
  item: string;
  problemId: string | null;
  status: 'imported' | 'refused' | 'skipped';
  pid?: number;
  reason?: string;
  notes?: string[];
}

interface Ready {
  file: string;
  format: string;
  problem: ImportedProblem;
}

/**
 * The back office's batch import: several files at once, each a zip of any format we read (detected)
 * or an FPS XML file, read from where the upload landed on disk. The reply is a report line per problem.
 */
export function problemBatchImportRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/admin/import-problems',
    requireAdmin(),
    multiFileUpload(MAX_FILES, MAX_FILE_BYTES, MAX_TOTAL_BYTES),
    async (ctx) => {
      const { mode } = parseInput(batchFields, ctx.request.body ?? {});
      const uploads = uploadedFiles(ctx, 'files');
      try {
        await importUploads(ctx, services, uploads, mode);
      } finally {
        // A batch may be a gigabyte: the uploads' temporary files go when it is done.
        await Promise.all(uploads.map((upload) => rm(upload.path, { force: true })));
      }
    },
  );

  return router;
}

async function importUploads(
  ctx: Context,
  services: Services,
  uploads: { path: string; fileName: string; size: number }[],
  mode: 'all' | 'valid',
): Promise<void> {
  if (uploads.length === 0) throw new HttpError(400, 'Choose a file to upload (field "files")');
  const report: BatchReportItem[] = [];
  const ready: Ready[] = [];
  for (const upload of uploads) {
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
    ok(ctx, { mode, imported: 0, items: report });
    return;
  }
  const imported = await createAll(services, commandMetadata(ctx), placeable, mode, report);
  ok(ctx, { mode, imported, items: report });
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
  upload: { path: string; fileName: string; size: number },
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
  const placeable: Ready[] = [];
  for (const r of ready) {
    const id = r.problem.fields.problemId;
    const fault = findTextFault(r.problem.fields);
    const reason = fault
      ? `Problem ${id}: ${faultMessage(fault, 'The problem')}`
      : seen.has(id.toLowerCase()) || (await claimHolder(services, 'problemId', id))
        ? `The problem ID ${id} already exists`
        : null;
    seen.add(id.toLowerCase());
    if (reason) report.push(line(r, 'refused', reason));
    else placeable.push(r);
  }
  return placeable;
}

/**
 * Creates the problems in order. All or nothing: a failure withdraws the ones created and the report
 * says so; valid only: a failure is that problem's line and the others go on.
 */
async function createAll(
  services: Services,
  metadata: EventMetadata,
  ready: Ready[],
  mode: 'all' | 'valid',
  report: BatchReportItem[],
): Promise<number> {
  const created: { pid: number; problemId: string; r: Ready }[] = [];
  for (const r of ready) {
    try {
      const fields = await storeStatementImages(services.filesDir, r.problem.fields, r.problem.images);
      const pid = await createProblem(services, metadata, fields, r.problem.testCases);
      created.push({ pid, problemId: fields.problemId, r });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.push(line(r, 'refused', reason));
      if (mode === 'all') {
        await withdrawProblems(services, metadata, created);
        for (const c of created)
          report.push(line(c.r, 'skipped', 'Not imported: another item was refused (all or nothing)'));
        for (const rest of ready.slice(ready.indexOf(r) + 1)) {
          report.push(line(rest, 'skipped', 'Not imported: another item was refused (all or nothing)'));
        }
        return 0;
      }
    }
  }
  for (const c of created) report.push({ ...line(c.r, 'imported'), pid: c.pid, notes: c.r.problem.notes });
  return created.length;
}
