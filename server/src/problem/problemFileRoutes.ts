import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { type EventMetadata, ProblemType } from '@oj/events';
import { groupProblemById, problemByPid } from '@oj/projections';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { faultMessage, findTextFault } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireAdmin, requireLogin } from '../auth/authMiddleware';
import { requireGroupAdmin } from '../group/groupAccess';
import { canManageGroupProblem, groupProblemMessages as gm } from '../group/groupProblemAccess';
import { remoteTwinReason } from '../remote/remoteTwins';
import { claimHolder } from '../user/userCommands';
import { type ImportedProblem, importFpsXml, importIcpcZip, ProblemImportError } from './import';
import { readZipEntries } from './import/zipReader';
import { zipStream } from './import/zipWriter';
import { createProblem, runProblemCommand, storeTestCases, withdrawProblems } from './problemCommands';
import { spreadOiScores } from './problemDefaults';
import { imageContentType, STATEMENT_IMAGE, storeStatementImages } from './statementImages';
import { singleFileUpload, uploadedFile } from './uploads';

const MAX_PACKAGE_BYTES = 256 * 1024 * 1024;
const MAX_FPS_BYTES = 64 * 1024 * 1024;
const pidField = z.object({ pid: idParam });

/** Package and FPS imports, test data zips in and out (admin roles), and statement images (public). */
export function problemFileRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  /** The group problem named in the query, for the group's root or the problem's author among its admins. */
  const managedGroupProblem = async (ctx: Context, next: Next) => {
    const { gid, pid } = parseInput(z.object({ gid: idParam, pid: idParam }), ctx.query);
    const principal = currentPrincipal(ctx);
    const reading = await requireGroupAdmin(services.db, principal, gid);
    const row = await groupProblemById(services.db, gid, { pid });
    if (!row) throw new HttpError(404, 'The problem does not exist');
    if (!canManageGroupProblem(reading, row, principal.uid)) throw new HttpError(403, gm.notOwnProblem);
    await next();
  };

  router.post(
    '/admin/import-icpc-problem',
    requireAdmin(),
    singleFileUpload(MAX_PACKAGE_BYTES),
    async (ctx) => {
      const { bytes, fileName } = await uploadedFile(ctx, 'file');
      const problems = await refuseBadPackage(() => importIcpcZip(bytes, { fileName }));
      ok(ctx, await createAll(services, commandMetadata(ctx), problems));
    },
  );

  router.post('/admin/import-fps-problem', requireAdmin(), singleFileUpload(MAX_FPS_BYTES), async (ctx) => {
    const { bytes, fileName } = await uploadedFile(ctx, 'file');
    const problems = await refuseBadPackage(() =>
      importFpsXml(new TextDecoder().decode(bytes), { fileName }),
    );
    ok(ctx, await createAll(services, commandMetadata(ctx), problems));
  });

  router.post(
    '/file/upload-testcase-zip',
    requireAdmin(),
    singleFileUpload(MAX_PACKAGE_BYTES),
    async (ctx) => {
      const { pid } = parseInput(pidField, ctx.request.body);
      ok(ctx, { count: await replaceTestCasesFromZip(services, ctx, pid) });
    },
  );

  // A group's admins upload their group's problems' test data (spec 03 §7.2 isUploadCase): the group, the
  // problem and the right to change it (its root or its author) are checked from the query before the
  // upload is read, then the zip goes the admins' way with the same refusals.
  router.post(
    '/group/upload-testcase-zip',
    requireLogin(),
    managedGroupProblem,
    singleFileUpload(MAX_PACKAGE_BYTES),
    async (ctx) => {
      const { pid } = parseInput(z.object({ pid: idParam }), ctx.query);
      ok(ctx, { count: await replaceTestCasesFromZip(services, ctx, pid) });
    },
  );

  router.get('/file/download-testcase', requireAdmin(), async (ctx) => {
    await downloadTestCases(ctx, parseInput(pidField, ctx.query).pid);
  });

  // Spec 03 §6: a group problem's test data is downloaded by whoever may change it in the group.
  router.get('/group/download-testcase', requireLogin(), managedGroupProblem, async (ctx) => {
    await downloadTestCases(ctx, parseInput(pidField, ctx.query).pid);
  });

  /** The problem's test data as a zip, streamed: each file is read from the store when the zip reaches it. */
  const downloadTestCases = async (ctx: Context, pid: number) => {
    const row = await problemByPid(services.db, pid);
    if (!row) throw new HttpError(404, 'The problem does not exist');
    const files = row.test_cases.flatMap((c) => [
      { path: c.inputName, bytes: () => services.testData.get(c.input) },
      { path: c.outputName, bytes: () => services.testData.get(c.output) },
    ]);
    ctx.type = 'application/zip';
    ctx.attachment(`${row.problem_id}-testcases.zip`);
    ctx.body = zipStream(files);
  };

  router.get('/public/image/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!STATEMENT_IMAGE.test(file)) throw new HttpError(404, 'Not found');
    try {
      ctx.body = await readFile(path.join(services.filesDir, 'images', file));
    } catch {
      throw new HttpError(404, 'Not found');
    }
    ctx.type = imageContentType(file);
    // SVG can carry script: serve it so that a browser never runs it as a page.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  });

  return router;
}

/**
 * The uploaded zip (`file`) becomes the problem's test data: .in/.out pairs, refused as `casesFromZip` says.
 * Returns how many cases it has.
 */
async function replaceTestCasesFromZip(services: Services, ctx: Context, pid: number): Promise<number> {
  const { bytes, fileName } = await uploadedFile(ctx, 'file');
  const cases = await refuseBadPackage(() => casesFromZip(bytes, fileName));
  const problem = await problemByPid(services.db, pid);
  if (!problem) throw new HttpError(404, 'The problem does not exist');
  // A zip carries no scores: an OI problem's cases share 100 points (the admin can change them).
  const scores = problem.type === ProblemType.oi ? spreadOiScores(cases.length) : [];
  const testCases = await storeTestCases(
    services,
    cases.map((c, i) => ({ ...c, score: scores[i] ?? 0 })),
  );
  await runProblemCommand(services, commandMetadata(ctx), pid, { type: 'ReplaceTestCases', testCases });
  return testCases.length;
}

async function refuseBadPackage<T>(read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProblemImportError) throw new HttpError(400, error.message);
    throw error;
  }
}

/** .in files paired with .out or .ans of the same name, in name order; anything unpaired is refused. */
async function casesFromZip(bytes: Uint8Array, fileName: string) {
  const entries = await readZipEntries(bytes, fileName, MAX_PACKAGE_BYTES);
  const inputs = new Map(entries.filter((e) => e.path.endsWith('.in')).map((e) => [e.path.slice(0, -3), e]));
  const answers = new Map(
    entries.filter((e) => /\.(out|ans)$/.test(e.path)).map((e) => [e.path.replace(/\.(out|ans)$/, ''), e]),
  );
  if (inputs.size === 0) throw new ProblemImportError(fileName, null, 'no .in files found');
  for (const [stem, answer] of answers) {
    if (!inputs.has(stem))
      throw new ProblemImportError(fileName, null, `${answer.path} has no matching .in file`);
  }
  const stems = [...inputs.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return stems.map((stem) => {
    const input = inputs.get(stem);
    const answer = answers.get(stem);
    if (!input || !answer)
      throw new ProblemImportError(fileName, null, `${stem}.in has no matching .out or .ans file`);
    return {
      input: input.read(),
      output: answer.read(),
      inputName: path.basename(input.path),
      outputName: path.basename(answer.path),
      score: 0,
      groupNum: 0,
    };
  });
}

/**
 * Creates every imported problem or none: the problem IDs are checked free first, and if a later one
 * still fails, the ones already created are withdrawn again.
 */
async function createAll(services: Services, metadata: EventMetadata, problems: ImportedProblem[]) {
  for (const p of problems) {
    // The edge's text rule for what a package says (its test data are bytes in files, and may hold anything).
    const fault = findTextFault(p.fields);
    if (fault)
      throw new HttpError(400, `Problem ${p.fields.problemId}: ${faultMessage(fault, 'The problem')}`);
  }
  const remotes = new Set<string>();
  for (const p of problems) {
    if (await claimHolder(services, 'problemId', p.fields.problemId)) {
      throw new HttpError(409, `The problem ID ${p.fields.problemId} already exists`);
    }
    const twin = await remoteTwinReason(services, p.fields, remotes);
    if (twin) throw new HttpError(409, twin);
  }
  const created: { pid: number; problemId: string; notes: string[] }[] = [];
  try {
    for (const p of problems) {
      const fields = await storeStatementImages(services.filesDir, p.fields, p.images);
      created.push({
        pid: await createProblem(services, metadata, fields, p.testCases),
        problemId: fields.problemId,
        notes: p.notes,
      });
    }
  } catch (error) {
    await withdrawProblems(services, metadata, created);
    throw error;
  }
  return created;
}
