import { ROLE } from '@oj/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

/**
 * The output limit is the problem's: set in the admin's form, carried to the judge with the other limits,
 * and exceeded it is OLE (11) in the submission's detail, even when the output starts with the answer.
 */

/** The right answer, then 2 MiB of blanks (which the default comparison alone would forgive). */
const ANSWER_THEN_BLANKS = String.raw`#include <stdio.h>
#include <string.h>
int main(void) {
  static char blanks[1024];
  memset(blanks, ' ', sizeof blanks);
  printf("3\n");
  for (int i = 0; i < 2048; i++) fwrite(blanks, 1, sizeof blanks, stdout);
  return 0;
}
`;
const OUTPUT_LIMIT_EXCEEDED = 11;
const ACCEPTED = 0;

let t: TestServer;
let root: TestAccount;
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  judge = await startTestJudge(t, { firstSlot: 386, slots: 1 });
});
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

async function problemWith(problemId: string, outputLimit?: number): Promise<number> {
  const created = await root.client.post('/api/admin/problem', {
    problem: { problemId, title: 'Blanks', checker: null, ...(outputLimit ? { outputLimit } : {}) },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: 200 });
  return data<{ pid: number }>(created).pid;
}

async function verdictOf(pid: number): Promise<number> {
  const reply = await root.client.post('/api/submit-problem-judge', {
    pid,
    language: 'C',
    code: ANSWER_THEN_BLANKS,
  });
  const { submitId } = data<{ submitId: number }>(reply);
  let status = 5;
  await until(async () => {
    const detail = await root.client.get(`/api/get-submission-detail?submitId=${submitId}`);
    status = data<{ submission: { status: number } }>(detail).submission.status;
    return ![5, 6, 7].includes(status);
  }, 60_000);
  return status;
}

it("is OLE over the problem's output limit, AC under the default one", async () => {
  const limited = await problemWith('OLE1', 1);
  const stored = await root.client.get(`/api/admin/problem?pid=${limited}`);
  expect(JSON.stringify(stored.body)).toContain('"outputLimit":1');
  expect(await verdictOf(limited)).toBe(OUTPUT_LIMIT_EXCEEDED);
  expect(await verdictOf(await problemWith('OLE2'))).toBe(ACCEPTED);
});

it('refuses an output limit out of range with a clear 400', async () => {
  const reply = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'OLE3', title: 'Too much', checker: null, outputLimit: 100_000 },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(reply.http).toBe(400);
  expect(reply.body.msg).toMatch(/outputLimit|256/);
});
