import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import {
  type LanguageConfig,
  programText as programTextField,
  programTextFromString,
  SubmissionStatus,
  shownProgramText,
} from '@oj/events';
import type { TestRunTask } from '@oj/events/judge';
import type { Context } from 'koa';
import { z } from 'zod';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { acceptsProgramText } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireAdmin, requireLogin } from '../auth/authMiddleware';
import { requireGroupAdmin } from '../group/groupAccess';
import { loadLanguages } from '../judge/languages';
import { dropTestRun, queueTestRun, testRunOutcome } from '../judge/testRuns';

export const MAX_CHECKER_CODE = 1_000_000;

/**
 * How long `compile-checker` waits for a runner's answer, and how often it looks. Production never
 * changes it; tests shorten the wait to see the time-out quickly.
 */
export const checkerCompileWait = { timeoutMs: 60_000, pollMs: 200 };

export const NO_JUDGE_MESSAGE = 'No judge answered: is a judge runner running?';

/** The run after the compile only has to end: no arguments, no input, limits no checker hits. */
const RUN_LIMITS = { timeLimit: 5000, memoryLimit: 512, stackLimit: 128 };

const compileBody = z.object({
  language: z.enum(['C', 'C++', 'Python3'], { error: 'The checker language must be C, C++ or Python3' }),
  code: z
    .string()
    .refine((code) => code.trim().length > 0, 'The checker code can not be empty')
    .refine(
      (code) => code.length <= MAX_CHECKER_CODE,
      `The checker code can not exceed ${MAX_CHECKER_CODE} characters`,
    ),
  /** The problem's files for the checker (testlib.h...), which a C or C++ checker may #include "...". */
  extraFiles: z.record(z.string().regex(/^[\w.-]{1,100}$/), z.string().max(MAX_CHECKER_CODE)).optional(),
});

/**
 * `POST /api/admin/problem/compile-checker` and, for a group's admins, `POST /api/group/compile-checker?gid`
 * (spec 03 section 5: a changed special judge or interactor
 * must compile before the problem is saved). The checker goes to a judge runner as a test run (the
 * `test_runs` channel, built with the checker language's config); the request waits for the answer.
 */
export function checkerCompileRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  /** Compiles the checker of the request's body on a judge runner and answers whether it built. */
  const compile = async (ctx: Context) => {
    const principal = currentPrincipal(ctx);
    const body = parseInput(compileBody, ctx.request.body);
    const language = (await loadLanguages(services)).find(
      (candidate) => candidate.forCheckers && candidate.name === body.language,
    );
    if (!language) throw new HttpError(400, `The judge has no ${body.language} language for checkers`);
    const key = randomUUID();
    const task: TestRunTask = {
      kind: 'test',
      key,
      code: programTextFromString(withIncludedFiles(body.code, language, body.extraFiles ?? {})),
      language,
      input: '',
      problem: RUN_LIMITS,
    };
    await queueTestRun(db, principal.uid, task);
    services.judge.queue.wakeAll();
    try {
      const result = await awaitResult(services, key);
      if (!result) throw new HttpError(409, NO_JUDGE_MESSAGE);
      if (result.status === SubmissionStatus.compileError)
        ok(ctx, { ok: false, message: result.errorMessage });
      else if (result.status === SubmissionStatus.systemError)
        throw new HttpError(409, 'The judge failed while compiling the checker, please try again');
      else ok(ctx, { ok: true });
    } finally {
      await dropTestRun(db, key);
    }
  };

  router.post(
    '/admin/problem/compile-checker',
    acceptsProgramText('code', 'extraFiles.*'),
    requireAdmin(),
    compile,
  );

  // A group's admins compile their group problems' checkers (spec 03 §7.2 "Compile: pid, code, language,
  // extraFiles, groupID"): the same compile, for whoever may create problems in the group.
  router.post(
    '/group/compile-checker',
    acceptsProgramText('code', 'extraFiles.*'),
    requireLogin(),
    async (ctx, next) => {
      const { gid } = parseInput(z.object({ gid: idParam }), ctx.query);
      await requireGroupAdmin(db, currentPrincipal(ctx), gid);
      await next();
    },
    compile,
  );

  return router;
}

async function awaitResult(
  services: Services,
  key: string,
): Promise<{ status: number; errorMessage: string } | null> {
  const deadline = Date.now() + checkerCompileWait.timeoutMs;
  for (;;) {
    const row = await testRunOutcome(services.db, key);
    if (row?.result) return { status: row.status, errorMessage: shownMessage(row.result) };
    if (Date.now() >= deadline) return null;
    await sleep(Math.min(checkerCompileWait.pollMs, Math.max(0, deadline - Date.now())));
  }
}

const storedResult = z.object({ errorMessage: programTextField(10_000).catch('') });

/** The compiler's message (program text: bytes) as the form shows it, NUL and invalid UTF-8 as escapes. */
function shownMessage(result: unknown): string {
  const parsed = storedResult.safeParse(result);
  return parsed.success ? shownProgramText(parsed.data.errorMessage) : '';
}

const LOCAL_INCLUDE = /^\s*#\s*include\s*"([^"]+)"/;
const MAX_INCLUDE_DEPTH = 8;

/**
 * A test run carries one source file, so a C or C++ checker's `#include "name"` of one of the problem's
 * files for the checker is expanded in place (with #line markers, so the compiler's messages name the
 * right file and line), as the judge would find the file beside the checker.
 */
export function withIncludedFiles(
  code: string,
  language: LanguageConfig,
  files: Record<string, string>,
): string {
  if (language.name === 'Python3' || Object.keys(files).length === 0) return code;
  const expand = (source: string, name: string, depth: number): string =>
    source
      .split('\n')
      .map((line, i) => {
        const included = LOCAL_INCLUDE.exec(line)?.[1];
        if (included === undefined || !Object.hasOwn(files, included) || depth >= MAX_INCLUDE_DEPTH)
          return line;
        return [
          `#line 1 "${included}"`,
          expand(files[included] ?? '', included, depth + 1),
          `#line ${i + 2} "${name}"`,
        ].join('\n');
      })
      .join('\n');
  return expand(code, language.sourceFile, 0);
}
