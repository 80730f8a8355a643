import { RoleCode } from '@oj/events';
import { problemByPid, problemByProblemId } from '@oj/projections';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { LiveTestClient } from '@oj/tests/support/liveTestClient';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROKEN_GENERATOR, GENERATOR, polygonWithGenerators, TESTLIB } from './import/polygonFixtures';

let t: TestServer;
let admin: TestAccount;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  admin = await registerAndLogin(t, RoleCode.problemAdmin);
  judge = await startTestJudge(t, { firstSlot: 1020, slots: 2 });
}, 60_000);
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

interface JobView {
  state: string;
  phase: string | null;
  items:
    | { problemId: string | null; status: string; pid?: number; reason?: string; notes?: string[] }[]
    | null;
}

async function importJob(
  zip: Uint8Array,
  name: string,
): Promise<{ job: number; views: JobView[]; final: JobView }> {
  const socket = new LiveTestClient(t.url, { token: admin.client.token });
  await socket.connected();
  try {
    const form = new FormData();
    form.append('mode', 'valid');
    form.append('files', new Blob([zip]), name);
    const reply = await admin.client.post('/api/admin/import-problems', form);
    expect(reply.body).toMatchObject({ status: 200 });
    const { job } = reply.body.data as { job: number };
    expect((await socket.join(`admin:problem-import:${job}`)).ok).toBe(true);
    let final: JobView | undefined;
    await until(async () => {
      final = (await admin.client.get(`/api/admin/import-jobs/${job}`)).body.data as JobView;
      return final.state === 'done' || final.state === 'failed';
    }, 90_000);
    const room = `admin:problem-import:${job}`;
    await until(() =>
      socket.applied.some((c) => c.room === room && (c.payload as JobView).state === final?.state),
    );
    const views = socket.applied.filter((c) => c.room === room).map((c) => c.payload as JobView);
    if (!final) throw new Error('no final view');
    return { job, views, final };
  } finally {
    socket.close();
  }
}

it('generates the tests a Polygon package only generates on a judge runner, and stores the problem with them', async () => {
  const shortName = `gen-sums-${Date.now() % 100_000}`;
  const zip = polygonWithGenerators(
    shortName,
    [
      '<test method="manual" sample="true"/>',
      '<test method="generated" cmd="gen -n=5 1"/>',
      '<test method="generated" cmd="gen -n=40 2"/>',
      '<test method="generated" cmd="gen -n=40 3"/>',
    ],
    { 'gen.cpp': GENERATOR, 'testlib.h': TESTLIB },
  );
  const { views, final } = await importJob(zip, 'generated.zip');
  expect(final.state).toBe('done');
  const [item] = final.items ?? [];
  expect(item).toMatchObject({ problemId: shortName, status: 'imported' });
  expect(item?.notes).toContain('3 tests generated');
  // The page saw the job generate, live.
  expect(views.some((v) => v.state === 'running' && v.phase === 'generating')).toBe(true);
  const row = await problemByPid(t.server.services.db, item?.pid ?? 0);
  const cases = row?.test_cases ?? [];
  expect(cases.map((c) => c.inputName)).toEqual(['tests/01', 'tests/02', 'tests/03', 'tests/04']);
  const read = async (hash: string) => (await t.server.services.testData.get(hash)).toString('utf8');
  expect(await read(cases[0]?.input ?? '')).toBe('2\n1 2\n');
  const inputs: string[] = [];
  for (const [index, n] of [5, 40, 40].entries()) {
    const c = cases[index + 1];
    const input = await read(c?.input ?? '');
    const numbers = input.trim().split(/\s+/).map(Number);
    // The generator's input (its -n option, then n numbers from rnd), the main solution's answer (their sum).
    expect(numbers[0]).toBe(n);
    expect(numbers.length).toBe(n + 1);
    const sum = numbers.slice(1).reduce((a, b) => a + b, 0);
    expect(await read(c?.output ?? '')).toBe(`${sum}\n`);
    inputs.push(input);
  }
  // Different arguments, different tests (rnd is seeded from the command).
  expect(inputs[1]).not.toBe(inputs[2]);
}, 120_000);

it('refuses the problem whose generator fails, naming the test and the generator', async () => {
  const shortName = `gen-broken-${Date.now() % 100_000}`;
  const zip = polygonWithGenerators(
    shortName,
    [
      '<test method="manual"/>',
      '<test method="generated" cmd="gen -n=3 1"/>',
      '<test method="generated" cmd="broken 9"/>',
    ],
    { 'gen.cpp': GENERATOR, 'testlib.h': TESTLIB, 'broken.cpp': BROKEN_GENERATOR },
  );
  const { final } = await importJob(zip, 'broken.zip');
  expect(final.state).toBe('done');
  const [item] = final.items ?? [];
  expect(item?.status).toBe('refused');
  expect(item?.reason).toContain('Test generation failed');
  expect(item?.reason).toContain("test 3: the generator 'broken' ('broken 9') exited with code 7");
  expect(await problemByProblemId(t.server.services.db, shortName)).toBeUndefined();
}, 120_000);
