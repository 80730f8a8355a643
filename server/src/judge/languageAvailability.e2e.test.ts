import { type LanguageConfig, languageConfig, RoleCode } from '@oj/events';
import { JUDGE_TOKEN_HEADER } from '@oj/events/judge';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * A language whose compiler no judge server has is unavailable: runners probe the server's languages and
 * report what they lack with their heartbeat; a submission in it is refused at once with a sentence, and
 * the language lists say so. The runner's slots: 364-365 (languages.int.test.ts has 360-363).
 */

let t: TestServer;
let root: TestAccount;
let user: TestAccount;
let pid: number;

const listed = z.array(z.object({ name: z.string(), available: z.boolean() }));
const adminListed = z.array(languageConfig.extend({ available: z.boolean() }));
const runners = z.array(z.object({ name: z.string(), missingLanguages: z.array(z.string()) }));
const created = z.object({ pid: z.number() });
const submitted = z.object({ submitId: z.number() });

const code =
  '#include <stdio.h>\nint main(void){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, RoleCode.root);
  user = await registerAndLogin(t);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const reply = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'AVAIL1', title: 'A+B', checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  pid = created.parse(reply.body.data).pid;
  const languages = adminListed.parse((await root.client.get('/api/admin/language')).body.data);
  const c = languages.find((language) => language.name === 'C');
  if (!c?.compile) throw new Error('no C');
  // The admin's language whose compiler this machine does not have.
  const missing: LanguageConfig = {
    ...languageConfig.parse(c),
    name: 'C (missing)',
    compile: { ...c.compile, argv: ['/usr/bin/oj-no-such-compiler', '{src}', '-o', '{exe}'] },
    seq: 100,
  };
  expect((await root.client.post('/api/admin/language', missing)).body.status).toBe(200);
});
afterAll(() => t?.close());

const availability = async () =>
  new Map(
    listed.parse((await user.client.get('/api/languages')).body.data).map((l) => [l.name, l.available]),
  );

const submit = (language: string) => user.client.post('/api/submit-problem-judge', { pid, language, code });

/** A heartbeat as a runner sends it, over the judge API. */
function heartbeat(runner: string, missingLanguages?: string[]) {
  return user.client.call(
    'POST',
    '/api/judge/heartbeat',
    { runner, slots: 1, busy: 0, load: 0, version: '1', state: 'online', missingLanguages },
    { [JUDGE_TOKEN_HEADER]: TEST_JUDGE_TOKEN },
  );
}

describe('a language no runner can run', () => {
  it('is available while no runner has said otherwise (submissions wait for one)', async () => {
    expect((await availability()).get('C (missing)')).toBe(true);
  });

  it('is reported missing by a real runner, refused at submit with a sentence, and listed unavailable', async () => {
    const judge = await startTestJudge(t, { firstSlot: 364, name: 'probe-runner' });
    try {
      await until(async () => (await availability()).get('C (missing)') === false, 10_000);
      expect((await availability()).get('C')).toBe(true);
      const listedRunners = runners.parse((await root.client.get('/api/admin/judge/runners')).body.data);
      expect(listedRunners.find((r) => r.name === 'probe-runner')?.missingLanguages).toEqual(['C (missing)']);
      const admin = adminListed.parse((await root.client.get('/api/admin/language')).body.data);
      expect(admin.find((l) => l.name === 'C (missing)')?.available).toBe(false);

      const refused = await submit('C (missing)');
      expect(refused.http).toBe(400);
      expect(refused.body.msg).toBe(
        'The language C (missing) is unavailable: no judge server can run it now',
      );
      const accepted = await submit('C');
      expect(accepted.http).toBe(200);
      submitted.parse(accepted.body.data);
    } finally {
      await judge.stop();
    }
    // Stopped cleanly, it said it is offline: no live runner rules anything out.
    expect((await availability()).get('C (missing)')).toBe(true);
  });

  it('is available when one live runner can run it, unavailable when none can', async () => {
    expect((await heartbeat('lacks-it', ['C (missing)'])).http).toBe(200);
    expect((await availability()).get('C (missing)')).toBe(false);
    expect((await heartbeat('has-it', [])).http).toBe(200);
    expect((await availability()).get('C (missing)')).toBe(true);
    // An older runner that does not say what it lacks rules nothing out either.
    await heartbeat('has-it', ['C (missing)']);
    expect((await availability()).get('C (missing)')).toBe(false);
    await heartbeat('older-runner');
    expect((await availability()).get('C (missing)')).toBe(true);
  });

  it("answers a heartbeat with the server's languages, for the runner to probe", async () => {
    const reply = await heartbeat('lister');
    const names = z.object({ languages: z.array(languageConfig) }).parse(reply.body.data);
    expect(names.languages.map((l) => l.name)).toEqual(
      expect.arrayContaining(['C', 'Golang', 'C (missing)']),
    );
  });
});
