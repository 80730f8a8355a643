import { expect } from 'vitest';
import type { TestServer } from '../../support/testServer';

/** The judge token the matrix's server trusts (the test plays the judge runner through the judge API). */
export const JUDGE_TOKEN = 'role-matrix-judge-token-0123456789';

export interface Lease {
  submitId: number;
  round: number;
  leaseId: string;
}

type Task =
  | { kind: 'submission'; submitId: number; round: number; leaseId: string }
  | { kind: 'test'; key: string };

/** One call of the judge runners' API with the judge token; fails the test unless it is answered 200. */
export async function judgeApi<T = unknown>(t: TestServer, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${t.url}/api/judge/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-judge-token': JUDGE_TOKEN, 'x-judge-runner': 'matrix' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { status: number; msg: string; data: T };
  expect(reply.status, `${path}: ${reply.msg}`).toBe(200);
  return reply.data;
}

/** A test run's result as a runner reports it. */
export const testResult = (key: string) => ({
  key,
  status: 0,
  time: 1,
  memory: 1,
  stdout: '3\n',
  stderr: '',
  errorMessage: '',
});

/**
 * Leases `submitId`'s round as a runner would: takes tasks until it is offered, answering test runs on
 * the way (rounds of other submissions stay leased until their lease runs out; nobody waits for them).
 */
export async function leaseOf(t: TestServer, submitId: number): Promise<Lease> {
  for (;;) {
    const { task } = await judgeApi<{ task: Task | null }>(t, 'lease', { runner: 'matrix', waitMs: 0 });
    if (task === null) throw new Error(`submission ${submitId} was never offered to the judge`);
    if (task.kind === 'test') await judgeApi(t, 'test-result', testResult(task.key));
    else if (task.submitId === submitId) return { submitId, round: task.round, leaseId: task.leaseId };
  }
}

/** A judged test case (case 1 of the test problems) with this status. */
export const judgedCase = (status: number) => ({
  seq: 1,
  inputName: '1.in',
  outputName: '1.out',
  groupNum: 0,
  status,
  time: 1,
  memory: 1,
  score: 0,
  userOutput: status === 0 ? '3\n' : '',
  message: '',
});

export const verdictOf = (lease: Lease, status: number) => ({
  ...lease,
  status,
  score: null,
  time: 1,
  memory: 1,
  errorMessage: '',
  systemError: null,
});

/** Judges `submitId` through the judge API: its cases, then the verdict. */
export async function judge(
  t: TestServer,
  submitId: number,
  status: number,
  cases: ReturnType<typeof judgedCase>[],
): Promise<void> {
  const lease = await leaseOf(t, submitId);
  if (cases.length > 0) await judgeApi(t, 'case', { ...lease, cases });
  await judgeApi(t, 'verdict', verdictOf(lease, status));
}
