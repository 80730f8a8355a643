import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { languageName, type ProgramText, programTextFromString } from '@oj/events';
import type { TestRunTask } from '@oj/events/judge';
import { z } from 'zod';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { acceptsProgramText } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { contestProblemForTestRun } from '../contest/core/contestAccess';
import { loadLanguages } from '../judge/languages';
import { queueTestRun, readTestRun } from '../judge/testRuns';
import { checkLanguage, codeField, visibleProblem } from './submit';

/** Spec 01 section 9: the custom input of a test run is at most 1000 characters. */
const MAX_TEST_INPUT = 1000;

const testRunBody = z.object({
  pid: idParam,
  /** Inside a contest: the contest's problem, which need not be public. */
  cid: idParam.optional(),
  /** A group's own problem names its group. */
  gid: idParam.optional(),
  language: languageName,
  code: codeField,
  userInput: z.string().max(MAX_TEST_INPUT, `The test input can not exceed ${MAX_TEST_INPUT} characters`),
  expectedOutput: z.string().max(100_000).optional(),
  type: z.string().max(20).optional(),
  mode: z.string().max(20).optional(),
});

/**
 * Test runs on custom input (spec 01, 4 "test run flow"): judged by the same runners and sandbox, but
 * never a submission: no event, a short-lived row the author polls with its key.
 */
export function testRunRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const programFields = acceptsProgramText('code', 'userInput', 'expectedOutput');
  router.post('/submit-problem-test-judge', programFields, requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const body = parseInput(testRunBody, ctx.request.body);
    if (!principal.permissions.includes('submit'))
      throw new HttpError(403, 'Your account is not allowed to submit');
    const problem = body.cid
      ? (await contestProblemForTestRun(services, principal, body.cid, body.pid)).problem
      : await visibleProblem(services, ctx, body.pid, body.gid);
    await checkLanguage(services, problem.fields, body.language);
    const language = (await loadLanguages(services)).find((l) => l.name === body.language);
    if (!language) throw new HttpError(400, `The language ${body.language} is not allowed for this problem`);
    const key = randomUUID();
    const task: TestRunTask = {
      kind: 'test',
      key,
      code: programTextFromString(body.code),
      language,
      input: programTextFromString(body.userInput),
      expectedOutput: body.expectedOutput === undefined ? null : programTextFromString(body.expectedOutput),
      problem: {
        timeLimit: problem.fields.timeLimit,
        memoryLimit: problem.fields.memoryLimit,
        stackLimit: problem.fields.stackLimit,
        ...(problem.fields.outputLimit === undefined ? {} : { outputLimit: problem.fields.outputLimit }),
      },
    };
    await queueTestRun(db, principal.uid, task);
    services.judge.queue.wakeAll();
    ok(ctx, key);
  });

  router.get('/get-test-judge-result', requireLogin(), async (ctx) => {
    const { testJudgeKey } = parseInput(z.object({ testJudgeKey: z.string().uuid() }), ctx.query);
    const row = await readTestRun(db, testJudgeKey, currentPrincipal(ctx).uid);
    if (!row) throw new HttpError(404, 'The test run does not exist or has expired');
    // Program text in the codec form (plain text, or { base64 } for NUL and invalid UTF-8): the web decodes it.
    const task = row.task as TestRunTask;
    const result = row.result as {
      time: number;
      memory: number;
      stdout: ProgramText;
      stderr: ProgramText;
      errorMessage: ProgramText;
    } | null;
    ok(ctx, {
      status: row.status,
      time: result?.time ?? null,
      memory: result?.memory ?? null,
      userInput: task.input,
      expectedOutput: task.expectedOutput ?? null,
      userOutput: result?.stdout ?? null,
      stderr: result ? result.errorMessage || result.stderr : null,
      problemJudgeMode: 'default',
    });
  });

  return router;
}
