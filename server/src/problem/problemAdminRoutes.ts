import Router from '@koa/router';
import { type EventMetadata, problemFields } from '@oj/events';
import { adminProblemPage, type ProblemRow, problemByPid } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { acceptsProgramText } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { requireAdmin } from '../auth/authMiddleware';
import { ensureProblemTags } from '../tag/tagCommands';
import { claimName } from '../user/userCommands';
import { createProblem, runProblemCommand, storeTestCases } from './problemCommands';
import { withProblemDefaults } from './problemDefaults';

const MAX_CASE_BYTES = 64 * 1024 * 1024;
const manualCase = z.object({
  input: z.string().max(MAX_CASE_BYTES),
  output: z.string().max(MAX_CASE_BYTES),
  score: z.number().int().min(0).max(10_000).default(0),
  groupNum: z.number().int().min(0).max(1000).default(0),
});
export const problemCreateBody = z.object({
  problem: problemFields.partial().required({ problemId: true, title: true }),
  testCases: z.array(manualCase).max(1000).default([]),
});
export const problemUpdateBody = z.object({
  pid: z.number().int().positive(),
  problem: problemFields.partial().default({}),
  testCases: z.array(manualCase).max(1000).optional(),
  /** New scores and group numbers for the stored cases, in order (their files stay). */
  caseSettings: z
    .array(manualCase.pick({ score: true, groupNum: true }))
    .max(1000)
    .optional(),
});
const pidQuery = z.object({ pid: idParam });
const authField = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'The auth must be 1 (public), 2 (private) or 3 (contest)',
});
const typeField = z.union([z.literal(0), z.literal(1)], { error: 'The type must be 0 (ACM) or 1 (OI)' });
/** At most one page of the admin list (100 rows) at a time. */
const MAX_BATCH = 100;
const batchBody = z
  .object({
    pids: z
      .array(z.number().int().positive())
      .min(1, 'Choose at least one problem')
      .max(MAX_BATCH, `At most ${MAX_BATCH} problems at a time`),
    auth: authField.optional(),
    type: typeField.optional(),
  })
  .refine((b) => b.auth !== undefined || b.type !== undefined, 'Give the auth or the type to set');

const encoder = new TextEncoder();
/** Manual test cases are stored as files, byte for byte: they may hold what text fields may not. */
export const problemTestData = acceptsProgramText('testCases.*.input', 'testCases.*.output');

export const rawCases = (cases: z.infer<typeof manualCase>[]) =>
  cases.map((c, i) => ({
    input: encoder.encode(c.input),
    output: encoder.encode(c.output),
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    score: c.score,
    groupNum: c.groupNum,
  }));

/**
 * An edit from the problem form (the back office's and a group's): a new problem ID claimed first, the
 * changed fields, new tags, then the manual cases or the stored cases' new scores.
 */
export async function updateProblem(
  services: Services,
  metadata: EventMetadata,
  row: ProblemRow,
  body: z.infer<typeof problemUpdateBody>,
): Promise<void> {
  const { problemId } = body.problem;
  const renamed = problemId !== undefined && problemId.toLowerCase() !== row.problem_id_key;
  if (renamed) await claimName(services, metadata, 'Claim', 'problemId', problemId, String(row.pid));
  await runProblemCommand(services, metadata, row.pid, { type: 'UpdateProblem', changes: body.problem });
  if (body.problem.tags) await ensureProblemTags(services, metadata, body.problem.tags);
  if (renamed) await claimName(services, metadata, 'Release', 'problemId', row.problem_id, String(row.pid));
  if (body.testCases) {
    const testCases = await storeTestCases(services, rawCases(body.testCases));
    await runProblemCommand(services, metadata, row.pid, { type: 'ReplaceTestCases', testCases });
  } else if (body.caseSettings) {
    const settings = body.caseSettings;
    if (settings.length !== row.test_cases.length)
      throw new HttpError(400, `caseSettings must give all ${row.test_cases.length} test cases`);
    const testCases = row.test_cases.map((c, i) => ({ ...c, ...settings[i] }));
    await runProblemCommand(services, metadata, row.pid, { type: 'ReplaceTestCases', testCases });
  }
}

/** Deletes a problem and frees its problem ID. */
export async function deleteProblem(services: Services, metadata: EventMetadata, row: ProblemRow) {
  await runProblemCommand(services, metadata, row.pid, { type: 'DeleteProblem' });
  await claimName(services, metadata, 'Release', 'problemId', row.problem_id, String(row.pid));
}

/** Problem authoring for admin roles: create, edit (fields and manual test cases), delete, read all. */
export function problemAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin());
  const { db } = services;

  const problemRow = async (pid: number) => {
    const row = await problemByPid(db, pid);
    if (!row) throw new HttpError(404, 'The problem does not exist');
    return row;
  };

  const testData = problemTestData;

  router.post('/problem', testData, async (ctx) => {
    const body = parseInput(problemCreateBody, ctx.request.body);
    const fields = parseInput(problemFields, withProblemDefaults(body.problem));
    const pid = await createProblem(services, commandMetadata(ctx), fields, rawCases(body.testCases));
    ok(ctx, { pid, problemId: fields.problemId });
  });

  router.put('/problem', testData, async (ctx) => {
    const body = parseInput(problemUpdateBody, ctx.request.body);
    await updateProblem(services, commandMetadata(ctx), await problemRow(body.pid), body);
    ok(ctx, null);
  });

  router.delete('/problem', async (ctx) => {
    const { pid } = parseInput(pidQuery, ctx.query);
    await deleteProblem(services, commandMetadata(ctx), await problemRow(pid));
    ok(ctx, null);
  });

  // Spec 03 §7.2 "change auth or type (single and batch)": each problem's change is its own ProblemUpdated.
  router.put('/change-problem-auth', async (ctx) => {
    const { pid, auth } = parseInput(z.object({ pid: idParam, auth: authField }), ctx.request.body);
    await problemRow(pid);
    await runProblemCommand(services, commandMetadata(ctx), pid, {
      type: 'UpdateProblem',
      changes: { auth },
    });
    ok(ctx, null);
  });

  router.put('/change-problem-type', async (ctx) => {
    const { pid, type } = parseInput(z.object({ pid: idParam, type: typeField }), ctx.request.body);
    await problemRow(pid);
    await runProblemCommand(services, commandMetadata(ctx), pid, {
      type: 'UpdateProblem',
      changes: { type },
    });
    ok(ctx, null);
  });

  /** The same for many problems: all must exist before any changes, then one command per problem. */
  router.put('/batch-change-problem', async (ctx) => {
    const { pids, auth, type } = parseInput(batchBody, ctx.request.body);
    const unique = [...new Set(pids)];
    for (const pid of unique) await problemRow(pid);
    const metadata = commandMetadata(ctx);
    for (const pid of unique)
      await runProblemCommand(services, metadata, pid, { type: 'UpdateProblem', changes: { auth, type } });
    ok(ctx, { changed: unique.length });
  });

  router.get('/problem', async (ctx) => {
    const row = await problemRow(parseInput(pidQuery, ctx.query).pid);
    ok(ctx, { pid: row.pid, ...row.fields, testCases: row.test_cases });
  });

  router.get('/get-problem-list', async (ctx) => {
    const q = parseInput(
      z.object({
        keyword: z.string().trim().max(100).optional(),
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 10),
        /** Group problems by their application to the public bank (1 applying, 2 public, 3 refused). */
        applyPublicProgress: decimalInt(z.number().int().min(1).max(3)).optional(),
      }),
      ctx.query,
    );
    const { rows, total } = await adminProblemPage(
      db,
      { keyword: q.keyword, applyPublicProgress: q.applyPublicProgress },
      q,
    );
    const records = rows.map(({ createdAt, updatedAt, ...r }) => ({
      ...r,
      gmtCreate: createdAt.toISOString(),
      gmtModified: updatedAt.toISOString(),
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  return router;
}
