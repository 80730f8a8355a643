import { RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
let admin: TestAccount;
let problemAdmin: TestAccount;
let user: TestAccount;
const visitor = () => new ApiClient(t.url);

beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, RoleCode.admin);
  problemAdmin = await registerAndLogin(t, RoleCode.problemAdmin);
  user = await registerAndLogin(t, RoleCode.user);
});
afterAll(() => t.close());

interface Tag {
  id: number;
  name: string;
  color: string;
  oj: string;
  tcid: number | null;
  problemCount?: number;
}
interface Classification {
  id: number;
  name: string;
  oj: string;
  rank: number;
}
type Group = { classification: Classification | null; tagList: Tag[] };
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const del = (client: ApiClient, path: string) => client.call('DELETE', path);

const createProblem = (problemId: string, tags: string[]) =>
  admin.client.post('/api/admin/problem', {
    problem: { problemId, title: `Problem ${problemId}`, tags },
    testCases: [{ input: '1\n', output: '1\n' }],
  });
const problemTags = async (problemId: string) =>
  data<{ tags: { name: string }[] }>(
    await visitor().get(`/api/get-problem-detail?problemId=${problemId}`),
  ).tags.map((tag) => tag.name);

describe('who may manage tags', () => {
  it('refuses visitors with 401 and users without an admin role with 403, on every endpoint', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/tag'],
      ['POST', '/api/admin/tag', { name: 'x' }],
      ['PUT', '/api/admin/tag', { id: 1, name: 'x' }],
      ['DELETE', '/api/admin/tag?tid=1'],
      ['GET', '/api/admin/tag/classification'],
      ['POST', '/api/admin/tag/classification', { name: 'x' }],
      ['PUT', '/api/admin/tag/classification', { id: 1, name: 'x' }],
      ['DELETE', '/api/admin/tag/classification?tcid=1'],
    ];
    for (const [method, path, body] of calls) {
      expect(await visitor().call(method, path, body), `${method} ${path}`).toMatchObject({
        http: 401,
        body: { status: 401, msg: 'Please login first' },
      });
      expect(await user.client.call(method, path, body), `${method} ${path}`).toMatchObject({
        http: 403,
        body: { status: 403 },
      });
    }
  });

  it('lets a problem admin manage them', async () => {
    const reply = await problemAdmin.client.post('/api/admin/tag', { name: 'by problem admin' });
    expect(reply.body).toMatchObject({ status: 200, data: { name: 'by problem admin', oj: 'ME' } });
  });
});

describe('tags', () => {
  it('are created with defaults, listed, renamed and recoloured', async () => {
    const created = await admin.client.post('/api/admin/tag', { name: ' Greedy ' });
    expect(created.body).toMatchObject({
      status: 200,
      data: { name: 'Greedy', oj: 'ME', tcid: null, color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    });
    const tag = data<Tag>(created);
    const all = data<Tag[]>(await visitor().get('/api/get-all-problem-tags'));
    expect(all.find((x) => x.id === tag.id)).toMatchObject({ name: 'Greedy', color: tag.color });

    const updated = await admin.client.put('/api/admin/tag', {
      id: tag.id,
      name: 'Greedy algorithms',
      color: '#123abc',
    });
    expect(updated.body).toMatchObject({
      status: 200,
      data: { id: tag.id, name: 'Greedy algorithms', color: '#123abc' },
    });
    const listed = data<Tag[]>(await admin.client.get('/api/admin/tag'));
    expect(listed.find((x) => x.id === tag.id)).toMatchObject({ name: 'Greedy algorithms', problemCount: 0 });
  });

  it('refuses a duplicate name in the same OJ with 409, but not in another OJ', async () => {
    await admin.client.post('/api/admin/tag', { name: 'Graphs' });
    expect(await admin.client.post('/api/admin/tag', { name: 'Graphs' })).toMatchObject({
      http: 409,
      body: { status: 409, msg: 'The tag "Graphs" already exists in ME' },
    });
    const other = await admin.client.post('/api/admin/tag', { name: 'Graphs', oj: 'hdu' });
    expect(other.body).toMatchObject({ status: 200, data: { name: 'Graphs', oj: 'HDU' } });
    expect(data<Tag[]>(await visitor().get('/api/get-all-problem-tags?oj=HDU')).map((x) => x.name)).toEqual([
      'Graphs',
    ]);
    const renamed = await admin.client.put('/api/admin/tag', { id: data<Tag>(other).id, oj: 'ME' });
    expect(renamed).toMatchObject({ http: 409 });
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: '' }, /The tag name is required/],
      [{ name: 'x'.repeat(51) }, /name/],
      [{ name: 'ok', color: 'url(http://evil)' }, /The colour must be a hex colour/],
      [{ name: 'ok', oj: 'no spaces' }, /The OJ may use letters/],
      [{ name: 'ok', tcid: 999 }, /The tag classification does not exist/],
    ];
    for (const [body, message] of cases) {
      const reply = await admin.client.post('/api/admin/tag', body);
      expect(reply.http, JSON.stringify(body)).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
    expect((await admin.client.put('/api/admin/tag', { id: 9999, name: 'x' })).http).toBe(404);
    expect((await del(admin.client, '/api/admin/tag?tid=9999')).http).toBe(404);
    expect((await del(admin.client, '/api/admin/tag?tid=abc')).http).toBe(400);
  });

  it('named by a problem are created with it, and follow renames and deletes onto the problems', async () => {
    expect((await createProblem('TAGGED1', ['Strings', 'Hashing'])).body.status).toBe(200);
    const strings = data<Tag[]>(await admin.client.get('/api/admin/tag')).find((x) => x.name === 'Strings');
    expect(strings).toMatchObject({ oj: 'ME', problemCount: 1 });
    expect(await problemTags('TAGGED1')).toEqual(['Strings', 'Hashing']);

    await admin.client.put('/api/admin/tag', { id: strings?.id, name: 'Text' });
    expect(await problemTags('TAGGED1')).toEqual(['Text', 'Hashing']);
    const filtered = data<{ records: { problemId: string }[] }>(
      await visitor().get(`/api/get-problem-list?tagId=${strings?.id}`),
    );
    expect(filtered.records.map((r) => r.problemId)).toEqual(['TAGGED1']);

    expect((await del(admin.client, `/api/admin/tag?tid=${strings?.id}`)).body.status).toBe(200);
    expect(await problemTags('TAGGED1')).toEqual(['Hashing']);
    const problem = data<{ tags: string[] }>(
      await admin.client.get(
        `/api/admin/problem?pid=${data<{ records: { pid: number; problemId: string }[] }>(await admin.client.get('/api/admin/get-problem-list?keyword=TAGGED1')).records[0]?.pid}`,
      ),
    );
    expect(problem.tags).toEqual(['Hashing']);
  });
});

describe('tag classifications', () => {
  it('group the public tag lists by rank, and deleting one leaves its tags unclassified', async () => {
    const later = data<Classification>(
      await admin.client.post('/api/admin/tag/classification', { name: 'Data structures', rank: 2 }),
    );
    const first = await admin.client.post('/api/admin/tag/classification', { name: 'Basics', rank: 1 });
    expect(first.body).toMatchObject({ status: 200, data: { name: 'Basics', oj: 'ME', rank: 1 } });
    const basics = data<Classification>(first);
    const tree = data<Tag>(
      await admin.client.post('/api/admin/tag', { name: 'Segment tree', tcid: later.id }),
    );
    const loops = data<Tag>(await admin.client.post('/api/admin/tag', { name: 'Loops' }));
    expect((await admin.client.put('/api/admin/tag', { id: loops.id, tcid: basics.id })).body).toMatchObject({
      data: { tcid: basics.id },
    });

    const groups = data<Group[]>(await visitor().get('/api/get-problem-tags-and-classification'));
    const names = groups.map((g) => g.classification?.name ?? null);
    expect(names.slice(0, 2)).toEqual(['Basics', 'Data structures']);
    expect(names.at(-1)).toBeNull();
    expect(groups[0]?.tagList.map((x) => x.name)).toEqual(['Loops']);
    expect(groups[1]?.tagList.map((x) => x.name)).toEqual(['Segment tree']);

    const listed = data<Classification[]>(await admin.client.get('/api/admin/tag/classification'));
    expect(listed.map((c) => c.name)).toEqual(['Basics', 'Data structures']);
    expect(
      (await admin.client.put('/api/admin/tag/classification', { id: later.id, name: 'Structures', rank: 0 }))
        .body,
    ).toMatchObject({ status: 200, data: { name: 'Structures', rank: 0 } });

    expect((await del(admin.client, `/api/admin/tag/classification?tcid=${later.id}`)).body.status).toBe(200);
    const after = data<Group[]>(await visitor().get('/api/get-problem-tags-and-classification'));
    expect(after.map((g) => g.classification?.name ?? null)).toEqual(['Basics', null]);
    expect(after.at(-1)?.tagList.find((x) => x.id === tree.id)).toMatchObject({ tcid: null });
  });

  it('refuses duplicates, unknown ids and bad input', async () => {
    await admin.client.post('/api/admin/tag/classification', { name: 'Maths' });
    expect(await admin.client.post('/api/admin/tag/classification', { name: 'Maths' })).toMatchObject({
      http: 409,
      body: { msg: 'The tag classification "Maths" already exists in ME' },
    });
    expect((await admin.client.post('/api/admin/tag/classification', { name: ' ' })).body.msg).toBe(
      'The classification name is required',
    );
    expect((await admin.client.post('/api/admin/tag/classification', { name: 'R', rank: -1 })).http).toBe(
      400,
    );
    expect((await admin.client.put('/api/admin/tag/classification', { id: 9999, name: 'x' })).http).toBe(404);
    expect((await del(admin.client, '/api/admin/tag/classification?tcid=9999')).http).toBe(404);
  });
});
