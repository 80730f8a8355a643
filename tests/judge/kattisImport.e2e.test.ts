import { ROLE } from '@oj/server';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Kattis packages the importer once refused, uploaded and judged the whole way (HTTP import, submit, the
 * runner's wire, the sandbox): a float tolerance from validator_flags and a multi-pass validator.
 */

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let root: TestAccount;
const pids = new Map<string, number>();
const encode = (value: string) => new TextEncoder().encode(value);

const PACKAGES: Record<string, Record<string, string>> = {
  floats: {
    'problem.yaml': 'name: Floats\nvalidator_flags: float_tolerance 1E-6\n',
    'data/secret/1.in': '\n',
    'data/secret/1.ans': '3.14159265\n',
  },
  passes: {
    'problem.yaml': 'name: Passes\nvalidation: custom multi-pass\n',
    // Pass 1 gets 1 and asks for pass 2 with 2; the program must print twice its input each time.
    'output_validators/v/v.py': [
      'import os, sys',
      'k = int(open(sys.argv[1]).read())',
      'if sys.stdin.read().split() != [str(2 * k)]: sys.exit(43)',
      'if k == 1: open(os.path.join(sys.argv[3], "nextpass.in"), "w").write("2")',
      'sys.exit(42)',
    ].join('\n'),
    'data/secret/1.in': '1\n',
    'data/secret/1.ans': '\n',
  },
};

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const files: Record<string, Uint8Array> = {};
  for (const [folder, content] of Object.entries(PACKAGES)) {
    files[`${folder}/problem_statement/problem.en.tex`] = encode('\\problemname{P}\nText.\n');
    for (const [name, text] of Object.entries(content)) files[`${folder}/${name}`] = encode(text);
  }
  const form = new FormData();
  form.append('file', new Blob([zipSync(files)]), 'kattis.zip');
  const reply = await root.client.post('/api/admin/import-icpc-problem', form);
  expect(reply.body.status).toBe(200);
  for (const { pid, problemId } of reply.body.data as { pid: number; problemId: string }[])
    pids.set(problemId, pid);
  judge = await startTestJudge(t, { firstSlot: 394 });
}, 120_000);
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

async function verdictOf(problemId: string, code: string): Promise<number> {
  const submitted = await root.client.post('/api/submit-problem-judge', {
    pid: pids.get(problemId),
    language: 'Python3',
    code,
  });
  const { submitId } = submitted.body.data as { submitId: number };
  let status = 5;
  await until(async () => {
    const reply = await root.client.get(`/api/get-submission-detail?submitId=${submitId}`);
    status = (reply.body.data as { submission: { status: number } }).submission.status;
    return ![5, 6, 7].includes(status);
  }, 60_000);
  return status;
}

describe('imported Kattis packages, judged', () => {
  it('validator_flags float_tolerance: near enough is accepted, too far is wrong', async () => {
    expect(await verdictOf('floats', 'print("3.1415927")\n')).toBe(0);
    expect(await verdictOf('floats', 'print("3.1416")\n')).toBe(-1);
  });

  it('custom multi-pass: the program runs again on the next pass input', async () => {
    expect(await verdictOf('passes', 'print(2 * int(input()))\n')).toBe(0);
    expect(await verdictOf('passes', 'k = int(input())\nprint(2 if k == 1 else 0)\n')).toBe(-1);
  });
});
