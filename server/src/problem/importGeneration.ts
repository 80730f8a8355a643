import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DomainError,
  type EventMetadata,
  type GeneratedTest,
  type GenerationFile,
  handleCommand,
  type ProductEvent,
} from '@oj/events';
import type { GenerationTask } from '@oj/events/judge';
import { leasableGenerations } from '@oj/projections';
import type { Services } from '../app/services';
import { loadLanguages } from '../judge/languages';
import { judgeMetadata } from '../submission/submissionCommands';
import type { ImportedProblem, ImportedTestCase } from './import';
import { type ImportJobCommand, importJobDecider, problemImportStream } from './importJobDecider';

/** Generation tasks looked at per claim attempt (other runners may be racing for the first ones). */
const CANDIDATES = 4;
/** How long a job waits for a runner to generate a package's tests before refusing the problem. */
export const GENERATION_WAIT_MS = 15 * 60_000;

type Requested = Extract<ProductEvent, { type: 'ProblemImportGenerationRequested' }>['data'];

/** A command on the job's stream under a runner's lease (no read-your-writes wait: runners read nothing back). */
export function runGenerationCommand(
  services: Services,
  job: number,
  command: ImportJobCommand,
  metadata: EventMetadata,
) {
  return handleCommand(services.store, problemImportStream(job), importJobDecider, command, { metadata });
}

/**
 * The next generation task for `runner`, oldest first: the read model proposes, the job's stream decides
 * (LeaseGeneration conflicts for the loser of a race). A task whose runners went silent too often is
 * failed by its stream instead (the job refuses the problem, saying so).
 */
/** The generation tasks a claim looks at, oldest first: read by `claimNext` beside the judge queue. */
export function generationCandidates(services: Services, now: number) {
  return leasableGenerations(services.db, now, CANDIDATES);
}

export async function claimGeneration(
  services: Services,
  runner: string,
  now: number,
  candidates?: readonly { job: number; task: number }[],
): Promise<GenerationTask | null> {
  for (const { job, task } of candidates ?? (await generationCandidates(services, now))) {
    const leaseId = randomUUID();
    let leased: boolean;
    try {
      const { events } = await runGenerationCommand(
        services,
        job,
        { type: 'LeaseGeneration', task, leaseId, runner, now, ttlMs: services.judge.leaseTtlMs },
        judgeMetadata(leaseId, new Date(now)),
      );
      leased = events.some((e) => e.type === 'ProblemImportGenerationLeased');
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    if (!leased) continue;
    const request = await requestOf(services, job, task);
    if (!request) continue;
    const { problemId, files, solution, tests, timeLimit, memoryLimit } = request;
    return {
      kind: 'generate',
      job,
      task,
      leaseId,
      leaseTtlMs: services.judge.leaseTtlMs,
      problemId,
      files,
      solution,
      tests,
      timeLimit,
      memoryLimit,
      languages: (await loadLanguages(services)).filter((l) => l.forCheckers),
    };
  }
  return null;
}

async function requestOf(services: Services, job: number, task: number): Promise<Requested | undefined> {
  const events = await services.store.readStream(problemImportStream(job));
  for (const e of events)
    if (e.type === 'ProblemImportGenerationRequested' && e.data.task === task) return e.data;
  return undefined;
}

/** The outcome of a generation task as the job's stream tells it. */
type Outcome = { ok: true; tests: GeneratedTest[] } | { ok: false; reason: string };

function outcomeIn(events: readonly ProductEvent[], task: number): Outcome | undefined {
  for (const e of events) {
    // The job ended or was started again without this run (its node was presumed dead): stop waiting.
    if (e.type === 'ProblemImportFailed' || e.type === 'ProblemImportRestarted')
      return { ok: false, reason: 'the import job stopped' };
    if (e.type === 'ProblemImportTestsGenerated' && e.data.task === task)
      return { ok: true, tests: e.data.tests };
    if (e.type === 'ProblemImportGenerationFailed' && e.data.task === task)
      return { ok: false, reason: e.data.reason };
  }
  return undefined;
}

/**
 * Asks the runners to generate a problem's tests and waits for them: the package's files are stored by
 * hash (streamed from the zip), a task is appended, and the wait is the store's own subscription (woken
 * by NOTIFY), bounded by `waitMs`, after which the task is failed. Returns the problem with its generated
 * tests in place (read from the store as streams when stored), or the reason they could not be made.
 */
export async function generateTests(
  services: Services,
  job: number,
  run: number,
  metadata: () => EventMetadata,
  problem: ImportedProblem,
  waitMs = GENERATION_WAIT_MS,
): Promise<{ ok: true; problem: ImportedProblem; generated: number } | { ok: false; reason: string }> {
  const plan = problem.generation;
  if (!plan) return { ok: true, problem, generated: 0 };
  const files: GenerationFile[] = [];
  for (const file of plan.files) {
    const sha256 = file.stream
      ? await services.testData.putChunks(file.stream())
      : await services.testData.put(file.read());
    const stored = await services.testData.fileOf(sha256);
    const size = stored ? (await stat(stored)).size : 0;
    files.push({ name: file.name, sha256, size });
  }
  const head = await services.store.head();
  const { events, version } = await runGenerationCommand(
    services,
    job,
    {
      type: 'RequestGeneration',
      run,
      request: {
        problemId: problem.fields.problemId,
        files,
        solution: plan.solution,
        tests: plan.tests.map(({ test, cmd }) => ({ test, cmd })),
        timeLimit: problem.fields.timeLimit,
        memoryLimit: problem.fields.memoryLimit,
      },
    },
    metadata(),
  );
  const requested = events.find((e) => e.type === 'ProblemImportGenerationRequested');
  if (requested?.type !== 'ProblemImportGenerationRequested') throw new Error('no generation task appended');
  const task = requested.data.task;
  services.judge.queue.wakeAll();
  const outcome = await waitForOutcome(services, job, task, { head, version }, waitMs);
  if (!outcome.ok) return outcome;
  const byTest = new Map(outcome.tests.map((t) => [t.test, t]));
  const testCases = [...problem.testCases];
  for (const { test, index } of plan.tests) {
    const made = byTest.get(test);
    const place = testCases[index];
    if (!made || !place) return { ok: false, reason: `test ${test} was not generated` };
    testCases[index] = await storedCase(services, place, made);
  }
  const { generation: _, ...rest } = problem;
  return { ok: true, problem: { ...rest, testCases }, generated: plan.tests.length };
}

async function waitForOutcome(
  services: Services,
  job: number,
  task: number,
  /** The store's head before the request, and the job stream's version with it: only later events count. */
  after: { head: Awaited<ReturnType<Services['store']['head']>>; version: number },
  waitMs: number,
): Promise<Outcome> {
  const stream = problemImportStream(job);
  const since = () => services.store.readStream(stream, { fromVersion: after.version });
  let resolve: (outcome: Outcome | undefined) => void = () => undefined;
  const found = new Promise<Outcome | undefined>((r) => {
    resolve = r;
  });
  const subscription = services.store.subscribe({
    after: after.head,
    handler: (events) => {
      const outcome = outcomeIn(
        events.filter((e) => e.streamId === stream),
        task,
      );
      if (outcome) resolve(outcome);
    },
  });
  const timer = setTimeout(() => resolve(undefined), waitMs);
  try {
    // It may have ended before the subscription started.
    const early = outcomeIn(await since(), task);
    if (early) return early;
    const outcome = await Promise.race([found, subscription.done.then(() => undefined)]);
    if (outcome) return outcome;
    const reason = `no judge runner generated the tests within ${Math.round(waitMs / 60_000)} minutes`;
    await runGenerationCommand(
      services,
      job,
      { type: 'FailGeneration', task, leaseId: null, reason },
      judgeMetadata(`generation-${job}-${task}`),
    ).catch(() => undefined);
    return outcomeIn(await since(), task) ?? { ok: false, reason };
  } finally {
    clearTimeout(timer);
    await subscription.stop();
  }
}

/** A generated test's case: its bytes streamed from the store when the problem is stored. */
async function storedCase(
  services: Services,
  place: ImportedTestCase,
  made: GeneratedTest,
): Promise<ImportedTestCase> {
  const [input, answer] = await Promise.all([
    services.testData.fileOf(made.input),
    services.testData.fileOf(made.answer),
  ]);
  if (!input || !answer) throw new Error(`generated test ${made.test} is not in the store`);
  return {
    inputName: place.inputName,
    outputName: place.outputName,
    score: place.score,
    groupNum: place.groupNum,
    inputChunks: () => createReadStream(input),
    outputChunks: () => createReadStream(answer),
    get input(): Uint8Array {
      throw new Error('a generated case is read as a stream');
    },
    get output(): Uint8Array {
      throw new Error('a generated case is read as a stream');
    },
  };
}
