import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importIcpcZip } from './import';
import { importHojZip } from './import/hojZip';
import { readFps, text, zipPackages } from './import/testFixtures';

let t: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, RoleCode.problemAdmin);
});
afterAll(() => t.close());

function upload(bytes: Uint8Array, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes]), name);
  return form;
}
/** A batch import queued, then its job read until it ends: the report. */
async function jobReport(form: FormData): Promise<unknown> {
  const reply = await admin.client.post('/api/admin/import-problems', form);
  expect(reply.body).toMatchObject({ status: 200 });
  const { job } = reply.body.data as { job: number };
  let view: { state: string } = { state: 'queued' };
  await until(async () => {
    view = (await admin.client.get(`/api/admin/import-jobs/${job}`)).body.data as { state: string };
    return view.state === 'done' || view.state === 'failed';
  });
  expect(view.state).toBe('done');
  return view;
}
const total = async () =>
  ((await admin.client.get('/api/admin/get-problem-list')).body.data as { total: number }).total;

describe('importing problems', () => {
  it('imports Kattis packages with statements, limits, validators and test data', async () => {
    const reply = await admin.client.post(
      '/api/admin/import-icpc-problem',
      upload(zipPackages('hello', 'different'), 'two.zip'),
    );
    expect(reply.body.status).toBe(200);
    const created = reply.body.data as { pid: number; problemId: string }[];
    expect(created.map((p) => p.problemId).sort()).toEqual(['different', 'hello']);

    const detail = await new ApiClient(t.url).get('/api/get-problem-detail?problemId=hello');
    expect(detail.body).toMatchObject({
      status: 200,
      data: { problem: { problemId: 'hello', title: 'Hello World!' } },
    });
    const different = created.find((p) => p.problemId === 'different');
    const full = (await admin.client.get(`/api/admin/problem?pid=${different?.pid}`)).body.data as {
      checker: { protocol: string; files: { name: string }[] } | null;
      testCases: unknown[];
    };
    expect(full.checker?.protocol).toBe('kattis');
    expect(full.checker?.files.map((f) => f.name).sort()).toEqual(['validate.cc', 'validate.h']);
    expect(full.testCases.length).toBeGreaterThan(1);

    const zip = await fetch(`${t.url}/api/file/download-testcase?pid=${different?.pid}`, {
      headers: { Authorization: admin.client.token ?? '' },
    });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).length).toBe(full.testCases.length * 2);
    expect((await fetch(`${t.url}/api/file/download-testcase?pid=${different?.pid}`)).status).toBe(401);
  });

  it('says in its report that a package with only samples is judged on them, and keeps validator flags', async () => {
    const files = unzipSync(zipPackages('hello'));
    const moved: Record<string, Uint8Array> = {
      'samples/problem.yaml': text('name: Samples\nvalidator_flags: float_tolerance 1E-6\n'),
      'samples/data/sample/1.in': text('\n'),
      'samples/data/sample/1.ans': text('1.5\n'),
    };
    for (const [path, bytes] of Object.entries(files)) {
      if (path.startsWith('hello/problem_statement/')) moved[path.replace('hello/', 'samples/')] = bytes;
    }
    const reply = await admin.client.post('/api/admin/import-icpc-problem', upload(zipSync(moved), 's.zip'));
    expect(reply.body).toMatchObject({
      status: 200,
      data: [
        {
          problemId: 'samples',
          notes: ['The package has no secret test cases: it is judged on its samples.'],
        },
      ],
    });
    const [created] = reply.body.data as { pid: number }[];
    const full = (await admin.client.get(`/api/admin/problem?pid=${created?.pid}`)).body.data as {
      judgeMode: string;
      checker: { args?: string[] } | null;
    };
    expect(full).toMatchObject({ judgeMode: 'spj', checker: { args: ['float_tolerance', '1E-6'] } });
  });

  it('imports an FPS file with its special judge and its image served from the statement', async () => {
    const xml = readFps('FPSPythonParser-fps.v1.2-img-placeholder-spj.xml');
    const reply = await admin.client.post('/api/admin/import-fps-problem', upload(text(xml), 'spj.xml'));
    expect(reply.body.status).toBe(200);
    const [problem] = reply.body.data as { pid: number; problemId: string }[];
    const full = (await admin.client.get(`/api/admin/problem?pid=${problem?.pid}`)).body.data as {
      description: string;
      judgeMode: string;
    };
    expect(full.judgeMode).toBe('spj');
    const image = /\/api\/public\/image\/[0-9a-f]{64}\.\w+/.exec(full.description)?.[0];
    expect(image).toBeDefined();
    const served = await fetch(`${t.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  it('refuses a malformed package whole, naming the file, and a second import of the same problem', async () => {
    const before = await total();
    const evil = zipSync({ 'pkg/problem.yaml': text('name: Evil\n'), '../evil.txt': text('x') });
    const refused = await admin.client.post('/api/admin/import-icpc-problem', upload(evil, 'evil.zip'));
    expect(refused.body.status).toBe(400);
    expect(refused.body.msg).toContain('../evil.txt');
    const again = await admin.client.post(
      '/api/admin/import-icpc-problem',
      upload(zipPackages('hello'), 'hello.zip'),
    );
    expect(again).toMatchObject({ http: 409, body: { msg: 'The problem ID hello already exists' } });
    expect(await total()).toBe(before);
    const notXml = await admin.client.post(
      '/api/admin/import-fps-problem',
      upload(text('not xml at all'), 'bad.xml'),
    );
    expect(notXml.body.status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('refuses an FPS <remote_oj> item whose site problem is imported already, naming the problem', async () => {
    const item = (title: string, id: string) =>
      `<item><title>${title}</title><remote_oj>HDU</remote_oj><remote_id>${id}</remote_id></item>`;
    const fps = (items: string) => text(`<?xml version="1.0"?><fps version="1.5">${items}</fps>`);
    const first = await admin.client.post(
      '/api/admin/import-fps-problem',
      upload(fps(item('Twin A', '2024')), 'a.xml'),
    );
    expect(first.body.status).toBe(200);
    const [made] = first.body.data as { problemId: string }[];
    const before = await total();
    // Another title (so another problem ID), the same site problem: refused, naming the problem it is.
    const again = await admin.client.post(
      '/api/admin/import-fps-problem',
      upload(fps(item('Twin B', '2024')), 'b.xml'),
    );
    expect(again).toMatchObject({
      http: 409,
      body: { msg: `HDU problem 2024 is imported already, as ${made?.problemId}` },
    });
    const twice = await admin.client.post(
      '/api/admin/import-fps-problem',
      upload(fps(item('Twin C', '2025') + item('Twin D', '2025')), 'c.xml'),
    );
    expect(twice).toMatchObject({ http: 409, body: { msg: 'HDU problem 2025 is in this import twice' } });
    expect(await total()).toBe(before);
  });

  it('replaces test data from a zip of .in/.ans pairs and refuses unpaired files', async () => {
    const { pid } = (
      await admin.client.post('/api/admin/problem', {
        problem: { problemId: 'zipcases', title: 'Zip cases' },
      })
    ).body.data as { pid: number };
    const pairs = zipSync({
      '1.in': text('1\n'),
      '1.ans': text('1\n'),
      '2.in': text('2\n'),
      '2.out': text('2\n'),
    });
    const replaced = await admin.client.post(
      '/api/file/upload-testcase-zip',
      upload(pairs, 'cases.zip', { pid: String(pid) }),
    );
    expect(replaced.body).toMatchObject({ status: 200, data: { count: 2 } });
    const lonely = zipSync({ '1.in': text('1\n'), '1.ans': text('1\n'), '3.ans': text('3\n') });
    const bad = await admin.client.post(
      '/api/file/upload-testcase-zip',
      upload(lonely, 'lonely.zip', { pid: String(pid) }),
    );
    expect(bad.body.status).toBe(400);
    expect(bad.body.msg).toContain('3.ans has no matching .in file');
    const full = (await admin.client.get(`/api/admin/problem?pid=${pid}`)).body.data as {
      testCases: unknown[];
    };
    expect(full.testCases).toHaveLength(2);
  });

  it('exports a selection as Kattis packages that re-import to the same problems, streamed', async () => {
    const list = (await admin.client.get('/api/admin/get-problem-list?limit=50')).body.data as {
      records: { pid: number; problemId: string }[];
    };
    const pids = ['hello', 'different'].map((id) => list.records.find((p) => p.problemId === id)?.pid);
    const reply = await fetch(`${t.url}/api/admin/export-problems?pids=${pids.join(',')}`, {
      headers: { Authorization: admin.client.token ?? '' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toContain('problems-2-kattis.zip');
    const back = await importIcpcZip(new Uint8Array(await reply.arrayBuffer()));
    expect(back.map((p) => p.fields.problemId).sort()).toEqual(['different', 'hello']);
    for (const problem of back) {
      const pid = list.records.find((p) => p.problemId === problem.fields.problemId)?.pid;
      const stored = (await admin.client.get(`/api/admin/problem?pid=${pid}`)).body.data as Record<
        string,
        unknown
      > & { testCases: unknown[] };
      expect(stored).toMatchObject({
        title: problem.fields.title,
        description: problem.fields.description,
        timeLimit: problem.fields.timeLimit,
        checker: problem.fields.checker,
        examples: problem.fields.examples,
      });
      expect(problem.testCases).toHaveLength(stored.testCases.length);
    }
    const hoj = await fetch(`${t.url}/api/admin/export-problems?pids=${pids.join(',')}&format=hoj`, {
      headers: { Authorization: admin.client.token ?? '' },
    });
    expect(hoj.headers.get('content-disposition')).toContain('problems-2-hoj.zip');
    const fromHoj = await importHojZip(new Uint8Array(await hoj.arrayBuffer()));
    expect(fromHoj.map((p) => p.fields.problemId).sort()).toEqual(['different', 'hello']);
    const bad = await admin.client.get('/api/admin/export-problems?pids=1,x');
    expect(bad.body.status).toBe(400);
    const missing = await admin.client.get('/api/admin/export-problems?pids=999999');
    expect(missing.body).toMatchObject({ status: 404, msg: 'The problem does not exist: 999999' });
    expect((await fetch(`${t.url}/api/admin/export-problems?pids=${pids[0]}`)).status).toBe(401);
  });

  it('imports a batch of several formats: all or nothing, or the valid items with a report', async () => {
    const hoj = zipSync({
      'problem_b1.json': text(
        JSON.stringify({
          samples: [{ input: '1.in', output: '1.out' }],
          problem: { problemId: 'batch-hoj', title: 'Batch HOJ', type: 0 },
        }),
      ),
      'problem_b1/1.in': text('1\n'),
      'problem_b1/1.out': text('1\n'),
    });
    const qduoj = (id: string, withAnswer: boolean) => ({
      [`${id}/problem.json`]: text(
        JSON.stringify({
          display_id: id,
          title: `QDUOJ ${id}`,
          test_case_score: [{ score: 100, input_name: '1.in', output_name: '1.out' }],
          rule_type: 'ACM',
        }),
      ),
      [`${id}/testcase/1.in`]: text('1\n'),
      ...(withAnswer ? { [`${id}/testcase/1.out`]: text('1\n') } : {}),
    });
    const mixed = zipSync({ ...qduoj('batch-q1', true), ...qduoj('batch-q2', false) });
    const hydro = zipSync({
      'batch-hy/problem.yaml': text('title: Batch Hydro\n'),
      'batch-hy/testdata/1.in': text('1\n'),
      'batch-hy/testdata/1.out': text('1\n'),
    });
    const batch = (mode: string) => {
      const form = new FormData();
      form.append('mode', mode);
      form.append('files', new Blob([hoj]), 'hoj.zip');
      form.append('files', new Blob([mixed]), 'qduoj.zip');
      form.append('files', new Blob([hydro]), 'hydro.zip');
      form.append('files', new Blob([text(readFps('FPSPythonParser-multi.v1.1-4items.xml'))]), 'fps.xml');
      return jobReport(form);
    };
    type Report = {
      imported: number;
      items: {
        file: string;
        item: string;
        status: string;
        pid?: number;
        format: string | null;
        reason?: string;
        problemId: string | null;
      }[];
    };
    const before = await total();
    const all = (await batch('all')) as Report;
    expect(all.imported).toBe(0);
    expect(all.items).toContainEqual(
      expect.objectContaining({
        file: 'qduoj.zip',
        item: 'batch-q2/testcase/1.out',
        status: 'refused',
        problemId: 'batch-q2',
      }),
    );
    expect(all.items.filter((i) => i.status === 'skipped').map((i) => i.problemId)).toContain('batch-hoj');
    expect(await total()).toBe(before);

    const valid = (await batch('valid')) as Report;
    const imported = valid.items.filter((i) => i.status === 'imported');
    expect(imported.map((i) => `${i.format}:${i.problemId}`).sort()).toEqual(
      expect.arrayContaining(['hoj:batch-hoj', 'hydro:batch-hy', 'qduoj:batch-q1']),
    );
    expect(imported.some((i) => i.format === 'fps')).toBe(true);
    expect(valid.imported).toBe(imported.length);
    expect(valid.items.find((i) => i.problemId === 'batch-q2')?.reason).toContain(
      'is listed in test_case_score but is not in the zip',
    );
    expect(await total()).toBe(before + imported.length);
    const again = (await batch('valid')) as Report;
    expect(again.items.find((i) => i.problemId === 'batch-hoj')).toMatchObject({
      status: 'refused',
      reason: 'The problem ID batch-hoj already exists',
    });
  });

  it('is for admin roles only', async () => {
    const user = await registerAndLogin(t, RoleCode.user);
    expect(
      (await user.client.post('/api/admin/import-icpc-problem', upload(zipPackages('hello'), 'h.zip'))).http,
    ).toBe(403);
  });
});
