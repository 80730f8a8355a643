import { randomBytes } from 'node:crypto';
import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { LiveTestClient } from '@oj/tests/support/liveTestClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from './import/testFixtures';

let t: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, RoleCode.problemAdmin);
});
afterAll(() => t.close());

interface JobView {
  job: number;
  state: string;
  phase: string | null;
  done: number;
  total: number;
  casesDone: number | null;
  cases: number | null;
  imported: number | null;
  items: { problemId: string | null; status: string; pid?: number }[] | null;
}

/** Kattis packages of `cases` incompressible 256 KB cases each, in one zip (about 8 MB per package). */
function packages(names: string[], cases: number): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const name of names) {
    files[`${name}/problem.yaml`] = text(`name: Job ${name}\n`);
    for (let n = 1; n <= cases; n++) {
      files[`${name}/data/secret/${n}.in`] = new Uint8Array(randomBytes(256 * 1024));
      files[`${name}/data/secret/${n}.ans`] = text(`${n}\n`);
    }
  }
  return zipSync(files, { level: 0 });
}

it('answers with the job at once, pushes progress and the report to the job room, and keeps answering meanwhile', async () => {
  const names = Array.from({ length: 6 }, (_, n) => `jobpkg${n}${Date.now() % 10_000}`);
  const form = new FormData();
  form.append('mode', 'all');
  form.append('files', new Blob([packages(names, 32)]), 'big.zip');
  const socket = new LiveTestClient(t.url, { token: admin.client.token });
  await socket.connected();
  try {
    const reply = await admin.client.post('/api/admin/import-problems', form);
    expect(reply.body).toMatchObject({ status: 200 });
    const { job } = reply.body.data as { job: number };
    expect((await socket.join(`admin:problem-import:${job}`)).ok).toBe(true);
    // Other requests are answered while the job runs: each answer says where the job was at that moment.
    const seen: JobView[] = [];
    await until(async () => {
      const read = await admin.client.get(`/api/admin/import-jobs/${job}`);
      expect(read.http).toBe(200);
      const view = read.body.data as JobView;
      seen.push(view);
      return view.state === 'done' || view.state === 'failed';
    }, 55_000);
    expect(seen.some((view) => view.state === 'running' && view.done < view.total)).toBe(true);
    const final = seen.at(-1);
    expect(final).toMatchObject({ state: 'done', imported: names.length });
    expect(final?.items?.map((item) => item.status)).toEqual(names.map(() => 'imported'));
    // The room carried the progress and then the same report.
    const pushed = () => socket.applied.filter((c) => c.room === `admin:problem-import:${job}`);
    await until(() => pushed().some((c) => (c.payload as JobView).state === 'done'));
    const views = pushed().map((c) => c.payload as JobView);
    expect(views.some((view) => view.state === 'running' && view.phase === 'creating')).toBe(true);
    // A problem's cases move the progress while it is stored, not only the problem count.
    const midProblem = (view: JobView) =>
      view.cases === 32 && (view.casesDone ?? 0) > 0 && (view.casesDone ?? 0) < 32;
    expect(views.some(midProblem)).toBe(true);
    expect(views.at(-1)).toMatchObject({ state: 'done', imported: names.length, items: final?.items });
  } finally {
    socket.close();
  }
});

it('refuses a job number that does not exist, and a request with no file before queuing anything', async () => {
  expect((await admin.client.get('/api/admin/import-jobs/999999')).http).toBe(404);
  expect((await admin.client.get('/api/admin/import-jobs/abc')).http).toBe(400);
  const empty = new FormData();
  empty.append('mode', 'all');
  const reply = await admin.client.post('/api/admin/import-problems', empty);
  expect(reply.body).toMatchObject({ status: 400, msg: 'Choose a file to upload (field "files")' });
});
