import {
  type JudgedCase,
  type ProductEvent,
  type ProgramText,
  programTextBytes,
  programTextOf,
  type RecordedEvent,
} from '@oj/events';
import { JudgeClient, LeaseLost, unspacedReports } from '@oj/judge-runner';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

/**
 * Program text is bytes from the submit form to the disk and back (NUL and invalid UTF-8 included), and a
 * report the server cannot store ends its round at once instead of jamming the judge. Each wait is well
 * under the 30 s lease: a round that waited for a lease to expire fails the test.
 */

const HELLO = '#include <stdio.h>\nint main(void) { puts("Hello world!"); return 0; }\n';
/** The program of the bug report: 21 bytes, a NUL in the middle. */
const HELLO_NUL =
  '#include <stdio.h>\nint main(void) { fwrite("Hello world!\\0Extra...", 1, 21, stdout); return 0; }\n';
const COUNT_BYTES =
  '#include <stdio.h>\nint main(void) { int n = 0; while (getchar() != EOF) n++; printf("%d\\n", n); }\n';
const PROMPTLY_MS = 20_000;

let t: TestServer;
let root: TestAccount;
let pid: number;

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const events = (submitId: number) =>
  t.store.readStream(`submission-${submitId}`) as Promise<RecordedEvent<ProductEvent>[]>;
const leasesOf = async (submitId: number) =>
  (await events(submitId)).filter((e) => e.type === 'JudgeLeaseTaken').length;

async function submit(code: string): Promise<number> {
  const reply = await root.client.post('/api/submit-problem-judge', { pid, language: 'C', code });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: 200 });
  return data<{ submitId: number }>(reply).submitId;
}

type Detail = { status: number; code: ProgramText; errorMessage: ProgramText | null; systemError: unknown };

async function finalOf(submitId: number): Promise<Detail> {
  let detail: Detail | undefined;
  await until(async () => {
    const reply = await root.client.get(`/api/get-submission-detail?submitId=${submitId}`);
    detail = data<{ submission: Detail }>(reply).submission;
    return ![5, 6, 7].includes(detail.status);
  }, PROMPTLY_MS);
  if (!detail) throw new Error('no detail');
  return detail;
}

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const created = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'BYTES1', title: 'Hello', auth: 1, checker: null, openCaseResult: true },
    testCases: [{ input: '\n', output: 'Hello world!\n' }],
  });
  pid = data<{ pid: number }>(created).pid;
});
afterAll(async () => {
  await t?.close();
});

describe('with a judge of one slot', () => {
  let judge: Awaited<ReturnType<typeof startTestJudge>>;
  beforeAll(async () => {
    judge = await startTestJudge(t, { firstSlot: 300, slots: 1 });
  });
  afterAll(async () => {
    await judge?.stop();
  });

  it('judges an output with a NUL byte WA at once, and the submission queued behind it next', async () => {
    const poisoned = await submit(HELLO_NUL);
    const behind = await submit(HELLO);
    expect((await finalOf(poisoned)).status).toBe(-1);
    expect((await finalOf(behind)).status).toBe(0);
    expect(await leasesOf(poisoned)).toBe(1);
    const cases = data<{ judgeCaseList: { status: number; userOutput: ProgramText }[] }>(
      await root.client.get(`/api/get-all-case-result?submitId=${poisoned}`),
    ).judgeCaseList;
    expect(cases.map((c) => c.status)).toEqual([-1]);
    // The output excerpt comes back byte for byte, in the codec form the web decodes.
    const output = Buffer.from(programTextBytes(cases[0]?.userOutput ?? ''));
    expect(output).toEqual(Buffer.from('Hello world!\0Extra...'));
  });

  it('takes a source with NUL bytes as a submission, a compile error, its code byte-exact in the detail', async () => {
    const code = 'int main(void) { return 0; }\n\0\0garbage\n';
    const submitId = await submit(code);
    const detail = await finalOf(submitId);
    expect(detail.status).toBe(-2);
    expect(detail.code).toEqual(programTextOf(Buffer.from(code)));
    expect(Buffer.from(programTextBytes(detail.code))).toEqual(Buffer.from(code));
    expect(detail.errorMessage).not.toBeNull();
  });

  it('stores an unpaired surrogate in a source as U+FFFD, the rest of the code as sent', async () => {
    const submitId = await submit(`${HELLO}// \ud800\n`);
    const detail = await finalOf(submitId);
    expect(detail.code).toBe(`${HELLO}// \ufffd\n`);
    expect(detail.status).toBe(0);
  });

  it('runs a test on input holding NUL and a byte that is not UTF-8, and compares bytes', async () => {
    const input = 'a\0b\u00ff\n';
    const asked = await root.client.post('/api/submit-problem-test-judge', {
      pid,
      language: 'C',
      code: COUNT_BYTES,
      userInput: input,
      expectedOutput: '6\n',
    });
    expect(asked.body, JSON.stringify(asked.body)).toMatchObject({ status: 200 });
    const key = data<string>(asked);
    type Result = { status: number; userInput: ProgramText; userOutput: ProgramText };
    let result: Result | undefined;
    await until(async () => {
      result = data<Result>(await root.client.get(`/api/get-test-judge-result?testJudgeKey=${key}`));
      return ![5, 7].includes(result.status);
    }, PROMPTLY_MS);
    // 'ÿ' is two bytes in UTF-8: a, NUL, b, 2 bytes, newline.
    expect(result).toMatchObject({ status: 0, userOutput: '6\n' });
    expect(Buffer.from(programTextBytes(result?.userInput ?? ''))).toEqual(Buffer.from(input));
  });
});

describe('a report the server cannot store', () => {
  it('is refused with a 409 and ends the round as SE at once', async () => {
    const submitId = await submit(HELLO);
    const raw = new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'raw');
    const task = await raw.lease(5000);
    if (task?.kind !== 'submission' || task.submitId !== submitId) throw new Error('no round leased');
    const lease = { submitId, round: task.round, leaseId: task.leaseId };
    const judged: JudgedCase = {
      seq: 1,
      inputName: '1.in',
      outputName: '1.out',
      groupNum: 0,
      status: 0,
      // The read model keeps times in an integer column: such a figure would stop the projector.
      time: 3_000_000_000,
      memory: 1,
      score: 0,
      userOutput: 'Hello world!\n',
      message: '',
    };
    const refused = raw.judgedCases(lease, [judged]);
    await expect(refused).rejects.toBeInstanceOf(LeaseLost);
    await expect(refused).rejects.toThrow(/could not be stored/);
    const history = await events(submitId);
    expect(history.filter((e) => e.type === 'SubmissionCaseJudged')).toHaveLength(0);
    const verdict = history.find((e) => e.type === 'SubmissionJudged');
    expect(verdict?.type === 'SubmissionJudged' && verdict.data.status).toBe(4);
    expect(verdict?.type === 'SubmissionJudged' && verdict.data.systemError).toMatch(/case report.*time/);
  });

  it('ends a test run whose result cannot be stored as SE, for its author to see at once', async () => {
    const asked = await root.client.post('/api/submit-problem-test-judge', {
      pid,
      language: 'C',
      code: HELLO,
      userInput: '\n',
    });
    const key = data<string>(asked);
    const raw = new JudgeClient(t.url, TEST_JUDGE_TOKEN, 'raw');
    const task = await raw.lease(5000);
    if (task?.kind !== 'test' || task.key !== key) throw new Error('no test run leased');
    const tooLong = {
      status: 0,
      time: 1,
      memory: 1,
      stdout: 'x'.repeat(100_001),
      stderr: '',
      errorMessage: '',
    };
    await expect(raw.testResult({ key, ...tooLong })).rejects.toThrow(/HTTP 400 .*could not be stored/);
    const result = data<{ status: number; stderr: string }>(
      await root.client.get(`/api/get-test-judge-result?testJudgeKey=${key}`),
    );
    expect(result).toMatchObject({ status: 4, stderr: expect.stringMatching(/could not be stored/) });
  });

  it('a runner whose report is refused ends the round as SE and judges the next submission', async () => {
    const poisoned = await submit(HELLO);
    /** Sends one round's case reports with text no store can hold as a plain string. */
    class PoisoningClient extends JudgeClient {
      override judgedCases(lease: { submitId: number; round: number; leaseId: string }, cases: JudgedCase[]) {
        const poison = (judged: JudgedCase) => ({ ...judged, userOutput: 'Hello\0' });
        return super.judgedCases(lease, lease.submitId === poisoned ? cases.map(poison) : cases);
      }
    }
    const judge = await startTestJudge(t, {
      firstSlot: 302,
      slots: 1,
      name: 'poisoning',
      client: (url, token, name) => new PoisoningClient(url, token, name),
      // A quick round reports no case unless told to: this one must send its (poisoned) report.
      reportPacing: unspacedReports,
    });
    try {
      const behind = await submit(HELLO);
      expect((await finalOf(poisoned)).status).toBe(4);
      expect((await finalOf(behind)).status).toBe(0);
      expect(await leasesOf(poisoned)).toBe(1);
    } finally {
      await judge.stop();
    }
  });
});
