import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkerCompileWait, NO_JUDGE_MESSAGE } from './checkerCompileRoutes';

let t: TestServer;
let admin: TestAccount;
let user: TestAccount;

const PATH = '/api/admin/problem/compile-checker';
const GOOD_CPP = `#include <cstdio>
int main(int argc, char **argv) {
  if (argc < 4) return 0;
  FILE *user = fopen(argv[2], "r");
  return user ? 0 : 102;
}
`;
const BROKEN_CPP = '#include <cstdio>\nint main() {\n  printf("%d\\n", undeclared_thing);\n}\n';

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  admin = await registerAndLogin(t, RoleCode.admin);
  user = await registerAndLogin(t);
});
afterAll(() => t?.close());

it('is for admin roles only, and checks the language and the code', async () => {
  expect((await user.client.post(PATH, { language: 'C++', code: GOOD_CPP })).http).toBe(403);
  expect((await new ApiClient(t.url).post(PATH, { language: 'C++', code: GOOD_CPP })).http).toBe(401);
  const empty = await admin.client.post(PATH, { language: 'C++', code: '  \n' });
  expect(empty.http).toBe(400);
  expect(empty.body.msg).toBe('The checker code can not be empty');
  const huge = await admin.client.post(PATH, { language: 'C', code: 'x'.repeat(1_000_001) });
  expect(huge.body.msg).toBe('The checker code can not exceed 1000000 characters');
  const java = await admin.client.post(PATH, { language: 'Java', code: 'class Main {}' });
  expect(java.body.msg).toBe('The checker language must be C, C++ or Python3');
});

it('says clearly that no judge answered when no runner is running, and leaves no test run behind', async () => {
  const saved = checkerCompileWait.timeoutMs;
  checkerCompileWait.timeoutMs = 1500;
  try {
    const reply = await admin.client.post(PATH, { language: 'C++', code: GOOD_CPP });
    expect(reply.http).toBe(409);
    expect(reply.body.msg).toBe(NO_JUDGE_MESSAGE);
  } finally {
    checkerCompileWait.timeoutMs = saved;
  }
  const left = await t.server.services.db.selectFrom('test_runs').select('key').execute();
  expect(left).toEqual([]);
});

describe('with a judge runner', () => {
  let judge: Awaited<ReturnType<typeof startTestJudge>>;
  beforeAll(async () => {
    judge = await startTestJudge(t, { firstSlot: 240 });
  });
  afterAll(() => judge?.stop());

  it('accepts a checker that compiles and gives the compiler message of one that does not', async () => {
    expect((await admin.client.post(PATH, { language: 'C++', code: GOOD_CPP })).body).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    const broken = await admin.client.post(PATH, { language: 'C++', code: BROKEN_CPP });
    expect(broken.body.status).toBe(200);
    const data = broken.body.data as { ok: boolean; message: string };
    expect(data.ok).toBe(false);
    expect(data.message).toContain('undeclared_thing');
    expect(data.message).toContain('error');
    const left = await t.server.services.db.selectFrom('test_runs').select('key').execute();
    expect(left).toEqual([]);
  });

  it('builds C and Python3 checkers too', async () => {
    const c = await admin.client.post(PATH, { language: 'C', code: 'int main(void) { return 0; }\n' });
    expect(c.body.data).toEqual({ ok: true });
    const python = await admin.client.post(PATH, {
      language: 'Python3',
      code: 'import sys\nprint(sys.argv\n',
    });
    expect((python.body.data as { ok: boolean }).ok).toBe(false);
    expect((python.body.data as { message: string }).message).toMatch(/SyntaxError|never closed/);
  });

  it('compiles a checker whose source holds NUL bytes (a program text field) instead of failing', async () => {
    // gcc ignores a NUL outside literals, with a warning: one checker compiles, one has an error beside it.
    const quiet = await admin.client.post(PATH, {
      language: 'C',
      code: '// a\0b\nint main(void) { return 0; }\n',
    });
    expect(quiet.body).toMatchObject({ status: 200, data: { ok: true } });
    const broken = await admin.client.post(PATH, { language: 'C', code: 'int main(void) { return x\0; }\n' });
    expect(broken.body.status).toBe(200);
    const data = broken.body.data as { ok: boolean; message: string };
    expect(data.ok).toBe(false);
    expect(data.message).toMatch(/.x. undeclared/);
  });

  it("finds the problem's files for the checker that it includes (testlib.h...)", async () => {
    const code = '#include "lib.h"\nint main() { return verdict(); }\n';
    const extraFiles = { 'lib.h': '#pragma once\ninline int verdict() { return 0; }\n' };
    expect((await admin.client.post(PATH, { language: 'C++', code, extraFiles })).body.data).toEqual({
      ok: true,
    });
    const broken = await admin.client.post(PATH, {
      language: 'C++',
      code,
      extraFiles: { 'lib.h': '#pragma once\ninline int verdict() { return oops; }\n' },
    });
    const data = broken.body.data as { ok: boolean; message: string };
    expect(data.ok).toBe(false);
    expect(data.message).toMatch(/lib\.h:2/);
  });
});
