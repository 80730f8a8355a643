import { DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import {
  type ImportJobCommand,
  importJobDecider,
  MAX_FETCH_LEASES,
  MAX_GENERATION_LEASES,
} from './importJobDecider';

const { decide, evolve, initialState } = importJobDecider;
type Given = ProductEvent[];
const stateOf = (given: Given) => given.reduce(evolve, initialState());
const when = (given: Given, command: ImportJobCommand) => decide(command, stateOf(given));
const refusal = (given: Given, command: ImportJobCommand) => {
  try {
    when(given, command);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

const queued: ProductEvent = {
  type: 'ProblemImportQueued',
  data: { job: 4, uid: 'u', mode: 'all', files: [{ name: 'a.zip', size: 1 }], aliveUntil: 1000 },
};
const requested: ProductEvent = {
  type: 'ProblemImportGenerationRequested',
  data: {
    job: 4,
    task: 1,
    problemId: 'p',
    files: [],
    solution: { name: 'sol.cpp', language: 'C++' },
    tests: [
      { test: 2, cmd: 'gen 2' },
      { test: 3, cmd: 'gen 3' },
    ],
    timeLimit: 1000,
    memoryLimit: 256,
  },
};
const leased = (leaseId: string, expiresAt: number): ProductEvent => ({
  type: 'ProblemImportGenerationLeased',
  data: { job: 4, task: 1, leaseId, runner: 'r', expiresAt },
});
const lease = (leaseId: string, now: number): ImportJobCommand => ({
  type: 'LeaseGeneration',
  task: 1,
  leaseId,
  runner: 'r',
  now,
  ttlMs: 100,
});
const hash = (c: string) => c.repeat(64);

describe('an import job', () => {
  it('is failed as stalled only once its node lease has run out', () => {
    expect(refusal([queued], { type: 'ExpireImport', now: 1000 })).toBe(
      'The job is alive: its node renewed its lease',
    );
    const renewed: ProductEvent = { type: 'ProblemImportAlive', data: { job: 4, aliveUntil: 5000 } };
    expect(refusal([queued, renewed], { type: 'ExpireImport', now: 4000 })).toContain('alive');
    const [failed] = when([queued, renewed], { type: 'ExpireImport', now: 5001 });
    expect(failed).toMatchObject({ type: 'ProblemImportFailed', data: { job: 4, stalled: true } });
  });

  it('starts again only when stalled, and refuses the commands of the run it replaced', () => {
    const failed: ProductEvent = { type: 'ProblemImportFailed', data: { job: 4, reason: 'broken zip' } };
    expect(refusal([queued, failed], { type: 'RestartImport', uid: 'u', aliveUntil: 9 })).toBe(
      'Only an import job whose server stopped can be started again',
    );
    const stalled: ProductEvent = {
      type: 'ProblemImportFailed',
      data: { job: 4, reason: 'x', stalled: true },
    };
    const restarted = when([queued, stalled], { type: 'RestartImport', uid: 'u', aliveUntil: 9 });
    expect(restarted).toMatchObject([{ type: 'ProblemImportRestarted' }]);
    const given = [queued, stalled, ...restarted];
    expect(stateOf(given).run).toBe(2);
    expect(refusal(given, { type: 'KeepAlive', run: 1, aliveUntil: 99 })).toBe(
      'This run of the import job was replaced by a restart',
    );
    expect(when(given, { type: 'KeepAlive', run: 2, aliveUntil: 99 })).toHaveLength(1);
  });
});

describe('a generation task', () => {
  it('is leased to one runner at a time, and taken over once the lease expired', () => {
    const given = [queued, requested, leased('a', 100)];
    expect(refusal(given, lease('b', 99))).toBe('The task is leased');
    expect(when(given, lease('b', 101))).toMatchObject([
      { type: 'ProblemImportGenerationLeased', data: { leaseId: 'b', expiresAt: 201 } },
    ]);
  });

  it('counts a result only from its current lease, with every test in order', () => {
    const given = [queued, requested, leased('a', 100), leased('b', 300)];
    const tests = [
      { test: 2, input: hash('a'), answer: hash('b') },
      { test: 3, input: hash('c'), answer: hash('d') },
    ];
    expect(refusal(given, { type: 'FinishGeneration', task: 1, leaseId: 'a', tests })).toBe(
      'The generation lease is gone',
    );
    expect(
      refusal(given, { type: 'FinishGeneration', task: 1, leaseId: 'b', tests: tests.slice(0, 1) }),
    ).toBe('The generated tests must be 2, 3 in order');
    expect(when(given, { type: 'FinishGeneration', task: 1, leaseId: 'b', tests })).toMatchObject([
      { type: 'ProblemImportTestsGenerated', data: { leaseId: 'b', tests } },
    ]);
  });

  it('fails instead of a lease more once its runners went silent too often', () => {
    const silent = Array.from({ length: MAX_GENERATION_LEASES }, (_, n) => leased(`l${n}`, 100 * (n + 1)));
    expect(when([queued, requested, ...silent], lease('next', 10_000))).toMatchObject([
      { type: 'ProblemImportGenerationFailed', data: { task: 1 } },
    ]);
  });
});

describe('a remote fetch', () => {
  const fetchQueued: ProductEvent = {
    type: 'ProblemImportQueued',
    data: {
      job: 9,
      uid: 'u',
      mode: 'all',
      files: [{ name: 'HDU 1000', size: 0 }],
      remote: { bank: 'HDU', problemId: '1000' },
    },
  };
  const fetchLeased = (leaseId: string, expiresAt: number): ProductEvent => ({
    type: 'RemoteProblemFetchLeased',
    data: { job: 9, leaseId, runner: leaseId, expiresAt },
  });
  const take = (now: number): ImportJobCommand => ({
    type: 'TakeFetchLease',
    leaseId: 'next',
    runner: 'next',
    now,
    ttlMs: 100,
  });

  it('is leased again after a silent runner until its third lease, then fails', () => {
    const twice = [fetchQueued, fetchLeased('a', 100), fetchLeased('b', 200)];
    expect(when(twice, take(201))).toMatchObject([{ type: 'RemoteProblemFetchLeased' }]);
    const thrice = [...twice, fetchLeased('c', 300)];
    expect(refusal(thrice, take(299))).toBe('Another remote runner holds the fetch');
    expect(when(thrice, take(301))).toEqual([
      {
        type: 'ProblemImportFailed',
        data: { job: 9, reason: `${MAX_FETCH_LEASES} remote runners took the fetch and went silent` },
      },
    ]);
  });

  it('is abandoned only when nobody holds it and it has waited the whole wait', () => {
    const abandon = (now: number, waitingSince: number): ImportJobCommand => ({
      type: 'AbandonFetch',
      now,
      waitingSince,
      waitMs: 300_000,
    });
    expect(refusal([fetchQueued], abandon(299_999, 0))).toBe(
      'The fetch may still be taken: a runner of its bank was seen lately',
    );
    expect(refusal([fetchQueued, fetchLeased('a', 400_000)], abandon(300_000, 0))).toBe(
      'A remote runner holds the fetch',
    );
    expect(when([fetchQueued], abandon(300_000, 0))).toEqual([
      {
        type: 'ProblemImportFailed',
        data: {
          job: 9,
          reason: 'No remote runner of HDU was seen for 5 minutes: start one, then import the problem again',
        },
      },
    ]);
    expect(refusal([queued], abandon(300_000, 0))).toBe('This import job is not a remote fetch');
  });
});
