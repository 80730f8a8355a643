import { type LanguageConfig, RoleCode, SubmissionStatus } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, expect, it } from 'vitest';

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let user: TestAccount;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, RoleCode.root);
  admin = await registerAndLogin(t, RoleCode.admin);
  user = await registerAndLogin(t);
});
afterAll(() => t?.close());

it('lists the default languages with their commands to admins only', async () => {
  expect((await user.client.get('/api/admin/language')).http).toBe(403);
  const languages = data<LanguageConfig[]>(await admin.client.get('/api/admin/language'));
  expect(languages.map((l) => l.name)).toEqual(
    expect.arrayContaining(['C', 'C++ With O2', 'Java', 'Python3']),
  );
  const cpp = languages.find((l) => l.name === 'C++');
  expect(cpp?.compile?.argv).toEqual(expect.arrayContaining(['g++', '-std=c++14']));
  expect(languages.find((l) => l.name === 'Python3')?.limitFactor).toBe(2);
});

it('lets the super admin add a language that the judge then uses, and remove it again', async () => {
  const c = data<LanguageConfig[]>(await root.client.get('/api/admin/language')).find((l) => l.name === 'C');
  if (!c?.compile) throw new Error('no C');
  const c99: LanguageConfig = {
    ...c,
    name: 'C99',
    description: 'GCC, C99',
    compile: { ...c.compile, argv: c.compile.argv.map((a) => (a === '-std=c11' ? '-std=c99' : a)) },
    seq: 100,
  };
  expect((await admin.client.post('/api/admin/language', c99)).http).toBe(403);
  expect((await root.client.post('/api/admin/language', c99)).body.status).toBe(200);
  expect((await root.client.post('/api/admin/language', c99)).http).toBe(409);
  expect((await root.client.post('/api/admin/language', { ...c99, name: '' })).http).toBe(400);
  const listed = data<{ name: string }[]>(await user.client.get('/api/languages')).map((l) => l.name);
  expect(listed).toContain('C99');

  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const { pid } = data<{ pid: number }>(
    await root.client.post('/api/admin/problem', {
      problem: { problemId: 'LANG1', title: 'A+B', checker: null },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    }),
  );
  const code =
    '#include <stdio.h>\nint main(void){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}\n';
  const judge = await startTestJudge(t, { firstSlot: 190 });
  try {
    const { submitId } = data<{ submitId: number }>(
      await user.client.post('/api/submit-problem-judge', { pid, language: 'C99', code }),
    );
    await until(async () => {
      const detail = await user.client.get(`/api/get-submission-detail?submitId=${submitId}`);
      return data<{ submission: { status: number } }>(detail).submission.status === SubmissionStatus.accepted;
    }, 60_000);
  } finally {
    await judge.stop();
  }

  expect((await root.client.call('DELETE', '/api/admin/language?name=C99')).body.status).toBe(200);
  const refused = await user.client.post('/api/submit-problem-judge', { pid, language: 'C99', code });
  expect(refused.body.msg).toContain('The language C99 is not allowed');
  expect((await root.client.call('DELETE', '/api/admin/language?name=C99')).http).toBe(404);
});
