import { Transform } from 'node:stream';
import type Router from '@koa/router';
import { DomainError } from '@oj/events';
import { generatedTestQuery, generationRenewRequest, generationResultRequest } from '@oj/events/judge';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { runGenerationCommand } from '../problem/importGeneration';
import { importJobDecider, problemImportStream } from '../problem/importJobDecider';
import { judgeMetadata } from '../submission/submissionCommands';

/** A generated input or answer is refused past this size (the judge's test data is no bigger). */
export const MAX_GENERATED_BYTES = 512 * 1024 * 1024;

/**
 * The judge API's side of test generation (issue 23): a runner holding a generation lease renews it,
 * sends each generated file as bytes (streamed to the test data store, hashed on the way, capped), then
 * the generation's end: every test's hashes, or why it failed. A lease that is gone answers 409.
 */
export function addGenerationRoutes(router: Router, services: Services): void {
  router.post('/generation-renew', async (ctx) => {
    const { job, task, leaseId } = parseInput(generationRenewRequest, ctx.request.body);
    const now = Date.now();
    await runGenerationCommand(
      services,
      job,
      { type: 'RenewGeneration', task, leaseId, now, ttlMs: services.judge.leaseTtlMs },
      judgeMetadata(leaseId, new Date(now)),
    );
    ok(ctx, { expiresAt: now + services.judge.leaseTtlMs });
  });

  router.post('/generated-test', async (ctx) => {
    const { job, task, leaseId } = parseInput(generatedTestQuery, ctx.query);
    await requireLease(services, job, task, leaseId);
    if (!ctx.is('application/octet-stream'))
      throw new HttpError(400, 'Send the generated file as application/octet-stream');
    let bytes = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > MAX_GENERATED_BYTES)
          done(new HttpError(413, `A generated file over ${MAX_GENERATED_BYTES / 1048576} MB`));
        else done(null, chunk);
      },
    });
    const sha256 = await services.testData.putChunks(ctx.req.pipe(capped));
    ok(ctx, { sha256 });
  });

  router.post('/generation', async (ctx) => {
    const result = parseInput(generationResultRequest, ctx.request.body);
    const { job, task, leaseId } = result;
    if ('failure' in result) {
      await runGenerationCommand(
        services,
        job,
        { type: 'FailGeneration', task, leaseId, reason: result.failure },
        judgeMetadata(leaseId),
      );
      return ok(ctx, null);
    }
    for (const test of result.tests) {
      for (const hash of [test.input, test.answer])
        if (!(await services.testData.fileOf(hash)))
          throw new HttpError(400, `Test ${test.test}: no stored file with hash ${hash}`);
    }
    await runGenerationCommand(
      services,
      job,
      { type: 'FinishGeneration', task, leaseId, tests: result.tests },
      judgeMetadata(leaseId),
    );
    ok(ctx, null);
  });
}

/** The task's current lease is this one (else 409: the runner stops). */
async function requireLease(services: Services, job: number, task: number, leaseId: string): Promise<void> {
  const events = await services.store.readStream(problemImportStream(job));
  const state = events.reduce(importJobDecider.evolve, importJobDecider.initialState());
  const current = state.generations[task];
  if (!current || current.leaseId !== leaseId || current.state !== 'waiting')
    throw new DomainError('conflict', 'The generation lease is gone');
}
