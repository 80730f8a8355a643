import { readdir, readFile } from 'node:fs/promises';
import { programTextOf, SubmissionStatus } from '@oj/events';
import { defaultCheckerLanguages } from '@oj/events/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunRequest } from '../sandbox/protocol';
import { SandboxPool } from '../sandbox/sandboxPool';
import { findLeftovers, noLeftovers, type SlotRange } from '../sandbox/testSupport/fixtures';
import { judgeSubmission } from './judgeSubmission';
import { defaultLanguage, useJudgeHarness } from './testSupport/judgeHarness';
import { behaviour } from './testSupport/judgePrograms';
import { testProblem } from './testSupport/testDataStore';
import type { CaseVerdict, JudgedProblem, JudgeResult } from './types';

/**
 * A submission's next case runs ahead on the pool's other slot while the current one runs: the verdicts,
 * their order and the case modes' stops stay those of one case at a time, in a real two-slot sandbox
 * beside a one-slot one. The pool's `run` is watched (not replaced) to see which cases ran and when.
 */

const range: SlotRange = { firstSlot: 1140, maxSlots: 4, uidBase: 61000 };
const oneSlotRange: SlotRange = { firstSlot: 1144, maxSlots: 1, uidBase: 61000 };
const { accepted: AC, wrongAnswer: WA, runtimeError: RE, cancelled: CANCELLED } = SubmissionStatus;

const harness = useJudgeHarness(range, 'oj-run-ahead-work-');
let oneSlot: SandboxPool | undefined;
beforeAll(async () => {
  oneSlot = await SandboxPool.start({ slots: 1, ...oneSlotRange });
}, 60_000);
afterAll(async () => {
  await oneSlot?.close();
});

/** A problem whose cases are `behaviour` commands ('busy 1' is AC after some CPU time). */
async function commandProblem(commands: string[], changes: Partial<JudgedProblem> = {}) {
  const cases = commands.map((command) => ({
    input: `${command}\n`,
    output: `${command.split(' ')[1] ?? ''}\n`,
    score: 0,
    groupNum: 0,
  }));
  return testProblem(await harness.store.cases(cases), changes);
}

/** One run of a case as the pool saw it: its input's command, and the order of its start and end. */
interface WatchedRun {
  command: string;
  started: number;
  ended: number;
}

/**
 * Watches the pool's case runs (those fed an input) while `judged` judges; the pool is restored after.
 * `ended`, when given, is awaited after each case's run and before its result is handed on (a run held
 * there stands for a long one).
 */
async function watchingRuns<T>(
  pool: SandboxPool,
  judged: () => Promise<T>,
  ended?: (command: string) => Promise<void>,
) {
  const runs: WatchedRun[] = [];
  let clock = 0;
  const run = pool.run.bind(pool);
  pool.run = async (request: RunRequest) => {
    if (!request.stdin) return run(request);
    const command = (await readFile(request.stdin, 'utf8')).trim();
    const watched = { command, started: clock++, ended: -1 };
    runs.push(watched);
    try {
      const result = await run(request);
      await ended?.(command);
      return result;
    } finally {
      watched.ended = clock++;
    }
  };
  try {
    return { result: await judged(), runs };
  } finally {
    pool.run = run;
  }
}

function judgeOn(pool: SandboxPool, problem: JudgedProblem, seen: CaseVerdict[] = []) {
  const task = {
    code: programTextOf(Buffer.from(behaviour)),
    language: defaultLanguage('C'),
    problem,
    checkerLanguages: defaultCheckerLanguages,
  };
  const observer = { caseJudged: async (c: CaseVerdict) => void seen.push(c) };
  return judgeSubmission(pool, task, harness.store, observer, { workDir: harness.workDir });
}

const statuses = (verdict: JudgeResult) => verdict.cases.map((c) => [c.seq, c.status]);
const overlapped = (a: WatchedRun | undefined, b: WatchedRun | undefined) =>
  a !== undefined && b !== undefined && b.started < a.ended && a.started < b.ended;

describe('cases run ahead on a free slot', () => {
  it('ACM default: the same verdicts in the same order as on one slot, the second case beside the first', async () => {
    const problem = await commandProblem(['busy 1', 'wa 2', 'ok 3', 're 4', 'ok 5']);
    const seen: CaseVerdict[] = [];
    const { result: twoSlots, runs } = await watchingRuns(harness.pool, () =>
      judgeOn(harness.pool, problem, seen),
    );
    const single = await judgeOn(oneSlot as SandboxPool, problem);
    const expected = [
      [1, AC],
      [2, WA],
      [3, AC],
      [4, RE],
      [5, AC],
    ];
    expect(statuses(twoSlots)).toEqual(expected);
    expect(statuses(single)).toEqual(expected);
    expect(twoSlots.status).toBe(WA);
    expect(single.status).toBe(WA);
    // The observer hears the cases in order, whichever slot finished first.
    expect(seen.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(runs.map((r) => r.command).sort()).toEqual(['busy 1', 'ok 3', 'ok 5', 're 4', 'wa 2']);
    const [busy, wrong] = ['busy 1', 'wa 2'].map((command) => runs.find((r) => r.command === command));
    expect(overlapped(busy, wrong)).toBe(true);
  });

  it('ergodic_without_error: a case failing on the other slot while the first runs stops the rest', async () => {
    const problem = await commandProblem(['busy 1', 'wa 2', 'ok 3', 'ok 4'], {
      judgeCaseMode: 'ergodic_without_error',
    });
    const seen: CaseVerdict[] = [];
    const { result, runs } = await watchingRuns(harness.pool, () => judgeOn(harness.pool, problem, seen));
    expect(statuses(result)).toEqual([
      [1, AC],
      [2, WA],
      [3, CANCELLED],
      [4, CANCELLED],
    ]);
    expect(result.status).toBe(WA);
    expect(seen.map((c) => [c.seq, c.status])).toEqual(statuses(result));
    // Case 2 had ended before case 1 did, so nothing ran ahead of it: cases 3 and 4 never ran. (The two
    // runs start at once on two slots: either may be recorded first.)
    expect(runs.map((r) => r.command).sort()).toEqual(['busy 1', 'wa 2']);
    expect(overlapped(runs[0], runs[1])).toBe(true);
  });

  it('a case that ran ahead and ended frees its slot for the next case while the awaited one still runs', async () => {
    const problem = await commandProblem(['ok 1', 'ok 2', 'ok 3', 'ok 4', 'ok 5']);
    // Case 1 stands for a long run: its result is held until cases 3 and 4 have ended. They can only
    // have run if the slot case 2 left took them while the judge still waited for case 1 (before, that
    // slot stayed idle until case 1 ended, and this judging never ended).
    const later = new Set(['ok 3', 'ok 4']);
    let release: () => void = () => undefined;
    const laterEnded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: CaseVerdict[] = [];
    const { result, runs } = await watchingRuns(
      harness.pool,
      () => judgeOn(harness.pool, problem, seen),
      async (command) => {
        if (command === 'ok 1') await laterEnded;
        else if (later.delete(command) && later.size === 0) release();
      },
    );
    expect(statuses(result)).toEqual([1, 2, 3, 4, 5].map((seq) => [seq, AC]));
    expect(seen.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5]);
    const [first, third, fourth] = ['ok 1', 'ok 3', 'ok 4'].map((c) => runs.find((r) => r.command === c));
    expect(overlapped(first, third)).toBe(true);
    expect(overlapped(first, fourth)).toBe(true);
  });

  it('a case run ahead of a stop is cancelled, its run waited for and cleaned up', async () => {
    const problem = await commandProblem(['wa 1', 'tle 2', 'ok 3'], {
      judgeCaseMode: 'ergodic_without_error',
    });
    const { result, runs } = await watchingRuns(harness.pool, () => judgeOn(harness.pool, problem));
    expect(statuses(result)).toEqual([
      [1, WA],
      [2, CANCELLED],
      [3, CANCELLED],
    ]);
    expect(result.status).toBe(WA);
    expect(result.cases[1]?.time).toBe(0);
    // Whether the TLE case got a slot ahead depends on timing; if it did, it had ended by the verdict.
    expect(runs.every((r) => r.ended >= 0)).toBe(true);
    expect(runs.map((r) => r.command)).not.toContain('ok 3');
    // The submission's folder (its box folders with it) is gone: no run was still using it.
    expect((await readdir(harness.workDir)).filter((name) => name.startsWith('submission-'))).toEqual([]);
  });
});

describe("the submission's folder", () => {
  it('is removed after the verdict when the caller takes the removal, before it otherwise', async () => {
    const problem = await commandProblem(['ok 1', 'ok 2']);
    const task = {
      code: programTextOf(Buffer.from(behaviour)),
      language: defaultLanguage('C'),
      problem,
      checkerLanguages: defaultCheckerLanguages,
    };
    const folders = async () =>
      (await readdir(harness.workDir)).filter((name) => name.startsWith('submission-'));
    const removals: Promise<void>[] = [];
    const removing = (removal: Promise<void>) => void removals.push(removal);
    const verdict = await judgeSubmission(
      harness.pool,
      task,
      harness.store,
      {},
      { workDir: harness.workDir, removing },
    );
    expect(verdict.status).toBe(AC);
    // The verdict is out while its folder is still there (the removal goes through the file system's
    // thread pool: it cannot have ended within the promise hops since).
    expect(removals).toHaveLength(1);
    expect(await folders()).toHaveLength(1);
    await Promise.all(removals);
    expect(await folders()).toEqual([]);
    await judgeSubmission(harness.pool, task, harness.store, {}, { workDir: harness.workDir });
    expect(await folders()).toEqual([]);
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await Promise.all([harness.pool.close(), oneSlot?.close()]);
    expect(await findLeftovers(range, [harness.workDir])).toEqual(noLeftovers);
    expect(await findLeftovers(oneSlotRange, [harness.workDir])).toEqual(noLeftovers);
  });
});
