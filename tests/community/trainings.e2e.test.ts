import { foldUserProblem, resetProjection, trainingsProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { seededRandom } from '../support/seededRandom';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, submitPractice } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judgeApi, judgedCase, leaseOf, verdictOf } from '../trust/roleMatrix/judging';

// Trainings through the HTTP API (spec 02 sections 2-9, spec 03's admin pages, issue 20): categories,
// the admin form's rules, the list's filters and paging, registration and its messages, access to a
// private training's problems and rank, the problem list editor, progress and the rank folded from
// practice verdicts and pushed live, and the read model against a rebuild (also after random events).

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let cat: TestAccount;
let basics: number;
let graphs: number;
const problems: { pid: number; problemId: string }[] = [];

type Training = {
  id: number;
  title: string;
  auth: string;
  status: boolean;
  categoryId: number;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  acCount: number | null;
  access?: boolean;
  description?: string;
  privatePwd?: string;
};
type Page<T> = { records: T[]; total: number };
type RankRow = {
  rank: number;
  username: string;
  realname: string | null;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, { status: number; runTime: number | null }>;
};
type TrainingProblem = { pid: number; problemId: string; myStatus: number | null };

const anyone = () => new ApiClient(t.url);
const create = (fields: Record<string, unknown>) =>
  root.client.post('/api/admin/training', {
    title: 'A training',
    description: 'Practice makes perfect',
    categoryId: basics,
    ...fields,
  });
const created = async (fields: Record<string, unknown>) => ok<Training>(create(fields));
const addProblems = (tid: number, problemIds: string[]) =>
  ok<{ pid: number; visible: boolean }[]>(
    root.client.post('/api/admin/training/problem', { tid, problemIds }),
  );
const register = (who: ApiClient, tid: number, password?: string) =>
  who.post('/api/register-training', { tid, password });
const problemList = (who: ApiClient, tid: number) =>
  ok<TrainingProblem[]>(who.get(`/api/get-training-problem-list?tid=${tid}`));
const rank = (who: ApiClient, tid: number, query = '') =>
  ok<Page<RankRow>>(who.get(`/api/get-training-rank?tid=${tid}${query}`));

/** Judges a practice submission through the judge API with this verdict and run time. */
async function judged(submitId: number, status: number, time: number) {
  const lease = await leaseOf(t, submitId);
  await judgeApi(t, 'case', { ...lease, cases: [{ ...judgedCase(status), time }] });
  await judgeApi(t, 'verdict', { ...verdictOf(lease, status), time });
  // The verdict's own position: head() shows settled events only and may lag behind it.
  const verdict = Number((await t.store.readStream(`submission-${submitId}`)).at(-1)?.position);
  await t.server.services.settled('trainings', verdict);
  return verdict;
}
const solve = async (who: TestAccount, pid: number, status: number, time: number) =>
  judged(await submitPractice(who, pid), status, time);

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  [root, admin, ann, bob, cat] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  await ok(root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 }));
  for (let i = 0; i < 4; i++) problems.push(await createProblem(root));
  const categories = await ok<{ id: number; name: string }[]>(
    root.client.post('/api/admin/training/category', { name: 'Basics', color: '#1e90ff' }),
  );
  basics = categories[0]?.id ?? 0;
  const more = await ok<{ id: number; name: string }[]>(
    admin.client.post('/api/admin/training/category', { name: 'Graphs', color: '#ff8800' }),
  );
  graphs = more.find((c) => c.name === 'Graphs')?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

describe('categories', () => {
  it('are listed to anyone and kept by admins: unique names, colours like #rrggbb, none deleted while used', async () => {
    expect(await ok(anyone().get('/api/get-training-category'))).toEqual([
      { id: basics, name: 'Basics', color: '#1e90ff' },
      { id: graphs, name: 'Graphs', color: '#ff8800' },
    ]);
    expect(
      (await ann.client.post('/api/admin/training/category', { name: 'X', color: '#000000' })).http,
    ).toBe(403);
    expect((await anyone().post('/api/admin/training/category', { name: 'X', color: '#000000' })).http).toBe(
      401,
    );
    expect(
      (await root.client.post('/api/admin/training/category', { name: 'Basics', color: '#000000' })).body,
    ).toMatchObject({ status: 409, msg: 'A training category with this name already exists' });
    expect(
      (await root.client.post('/api/admin/training/category', { name: 'Y', color: 'blue' })).body,
    ).toMatchObject({ status: 400, msg: 'The colour must be like #1e90ff' });
    expect(
      (await root.client.post('/api/admin/training/category', { name: ' ', color: '#000000' })).body.msg,
    ).toBe('The category name is required');
    const spare = await ok<{ id: number; name: string }[]>(
      root.client.post('/api/admin/training/category', { name: 'Spare', color: '#000000' }),
    );
    const spareId = spare.find((c) => c.name === 'Spare')?.id ?? 0;
    const renamed = await ok<{ id: number; name: string; color: string }[]>(
      root.client.put('/api/admin/training/category', { id: spareId, name: 'Spare parts', color: '#123456' }),
    );
    expect(renamed).toContainEqual({ id: spareId, name: 'Spare parts', color: '#123456' });
    const used = await created({ title: 'Filed under spare', categoryId: spareId });
    expect(
      (await root.client.call('DELETE', `/api/admin/training/category?id=${spareId}`)).body,
    ).toMatchObject({
      status: 409,
      msg: 'The category still has trainings',
    });
    await ok(root.client.call('DELETE', `/api/admin/training?tid=${used.id}`));
    const left = await ok<{ id: number }[]>(
      root.client.call('DELETE', `/api/admin/training/category?id=${spareId}`),
    );
    expect(left.map((c) => c.id)).toEqual([basics, graphs]);
  });
});

describe('the admin form', () => {
  it("checks the spec's rules with its messages", async () => {
    const refused = async (fields: Record<string, unknown>) => (await create(fields)).body;
    expect(await refused({ title: ' ' })).toMatchObject({ status: 400, msg: 'Title is required' });
    expect(await refused({ description: '' })).toMatchObject({ status: 400, msg: 'Description is required' });
    expect(await refused({ categoryId: undefined })).toMatchObject({
      status: 400,
      msg: 'Category is required',
    });
    expect(await refused({ categoryId: 999 })).toMatchObject({
      status: 400,
      msg: 'The category does not exist',
    });
    expect(await refused({ rank: -1 })).toMatchObject({
      status: 400,
      msg: 'Rank must be between 0 and 2147483647',
    });
    expect(await refused({ auth: 'Private', privatePwd: '' })).toMatchObject({
      status: 400,
      msg: 'The password is required for a private training',
    });
    expect((await ann.client.post('/api/admin/training', { title: 'x' })).http).toBe(403);
  });

  it('creates, edits (password read back by admins only), hides and deletes', async () => {
    const made = await created({ title: 'Editable', auth: 'Private', privatePwd: 'sesame' });
    expect(made).toMatchObject({ title: 'Editable', auth: 'Private', privatePwd: 'sesame', status: true });
    const edited = await ok<Training>(
      admin.client.put('/api/admin/training', { id: made.id, title: 'Edited', categoryId: graphs }),
    );
    expect(edited).toMatchObject({ title: 'Edited', categoryName: 'Graphs', categoryColor: '#ff8800' });
    const seen = await ok<Training>(ann.client.get(`/api/get-training-detail?tid=${made.id}`));
    expect(seen).toMatchObject({ title: 'Edited', access: false, description: 'Practice makes perfect' });
    expect(seen).not.toHaveProperty('privatePwd');
    expect(JSON.stringify(await ok(anyone().get('/api/get-training-list?keyword=Edited')))).not.toContain(
      'sesame',
    );
    await ok(root.client.put('/api/admin/training/change-training-status', { id: made.id, status: false }));
    expect((await ann.client.get(`/api/get-training-detail?tid=${made.id}`)).body).toMatchObject({
      status: 404,
      msg: 'The training does not exist',
    });
    expect((await ok<Page<Training>>(anyone().get('/api/get-training-list?keyword=Edited'))).total).toBe(0);
    expect((await ok<Page<Training>>(root.client.get('/api/admin/training/list?keyword=Edited'))).total).toBe(
      1,
    );
    await ok(root.client.call('DELETE', `/api/admin/training?tid=${made.id}`));
    expect((await root.client.get(`/api/admin/training?tid=${made.id}`)).http).toBe(404);
    // The password never leaves the events for a reader of the audit either.
    const events = await t.store.readStream(`training-${made.id}`);
    expect(events.map((e) => e.type)).toEqual([
      'TrainingCreated',
      'TrainingUpdated',
      'TrainingUpdated',
      'TrainingDeleted',
    ]);
    expect(t.store.catalogue.secretPathsOf('TrainingCreated')).toContainEqual(['fields', 'privatePwd']);
  });
});

describe('the list', () => {
  it('filters by keyword, category and access, 15 a page in rank order', async () => {
    const tag = `L${Date.now().toString(36)}`;
    for (let i = 0; i < 17; i++)
      await created({
        title: `${tag} list ${String(i).padStart(2, '0')}`,
        rank: 100 - i,
        categoryId: i % 2 === 0 ? basics : graphs,
        auth: i % 3 === 0 ? 'Private' : 'Public',
        privatePwd: i % 3 === 0 ? 'pw' : '',
      });
    const first = await ok<Page<Training>>(anyone().get(`/api/get-training-list?keyword=${tag}`));
    expect(first.total).toBe(17);
    expect(first.records).toHaveLength(15);
    expect(first.records[0]?.title).toBe(`${tag} list 16`);
    expect(first.records[0]?.acCount).toBeNull();
    const second = await ok<Page<Training>>(
      anyone().get(`/api/get-training-list?keyword=${tag}&currentPage=2`),
    );
    expect(second.records.map((r) => r.title)).toEqual([`${tag} list 01`, `${tag} list 00`]);
    const byCategory = await ok<Page<Training>>(
      anyone().get(`/api/get-training-list?keyword=${tag}&categoryId=${graphs}`),
    );
    expect(byCategory.total).toBe(8);
    expect(byCategory.records.every((r) => r.categoryName === 'Graphs')).toBe(true);
    const byAuth = await ok<Page<Training>>(
      anyone().get(`/api/get-training-list?keyword=${tag}&auth=Private`),
    );
    expect(byAuth.total).toBe(6);
    expect((await ann.client.get('/api/get-training-list?auth=Secret')).http).toBe(400);
    const mine = await ok<Page<Training>>(ann.client.get(`/api/get-training-list?keyword=${tag}`));
    expect(mine.records[0]?.acCount).toBe(0);
  });
});

describe('registration and access', () => {
  let locked: number;
  let guarded: number;
  let open: number;
  beforeAll(async () => {
    locked = (await created({ title: 'Locked', auth: 'Private', privatePwd: 'open sesame' })).id;
    guarded = (await created({ title: 'Guarded', auth: 'Protected' })).id;
    open = (await created({ title: 'Open' })).id;
    for (const tid of [locked, guarded, open]) await addProblems(tid, [problems[0]?.problemId ?? '']);
  });

  it("gives the spec's messages: login first, enter the password, the wrong password", async () => {
    expect((await register(anyone(), locked, 'x')).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    expect((await register(ann.client, locked, '')).body).toMatchObject({
      status: 400,
      msg: 'Enter the training password',
    });
    expect((await register(ann.client, locked)).body).toMatchObject({
      status: 400,
      msg: 'Enter the training password',
    });
    expect((await register(ann.client, locked, 'open says me')).body).toMatchObject({
      status: 400,
      msg: 'The training password is wrong',
    });
    expect((await register(ann.client, open, '')).body).toMatchObject({
      status: 400,
      msg: 'This training is public: no registration is needed',
    });
  });

  it("keeps a private training's problems and rank for registered users and admins", async () => {
    for (const path of [
      `/api/get-training-problem-list?tid=${locked}`,
      `/api/get-training-rank?tid=${locked}`,
    ]) {
      expect((await anyone().get(path)).body).toMatchObject({ status: 401, msg: 'Please login first' });
      expect((await ann.client.get(path)).body).toMatchObject({
        status: 403,
        msg: 'This training is not public: register for it first',
      });
      await ok(admin.client.get(path));
    }
    expect(await ok(ann.client.get(`/api/get-training-access?tid=${locked}`))).toEqual({ access: false });
    await ok(register(ann.client, locked, 'open sesame'));
    expect(await ok(ann.client.get(`/api/get-training-access?tid=${locked}`))).toEqual({ access: true });
    expect(await problemList(ann.client, locked)).toHaveLength(1);
    expect((await register(ann.client, locked, 'open sesame')).body).toMatchObject({
      status: 409,
      msg: 'You have already registered for this training',
    });
    const detail = `/api/get-training-problem-details?tid=${locked}&problemId=${problems[0]?.problemId}`;
    expect((await bob.client.get(detail)).http).toBe(403);
    expect(await ok<{ problem: { problemId: string } }>(ann.client.get(detail))).toMatchObject({
      problem: { problemId: problems[0]?.problemId },
    });
  });

  it('lets a protected training be joined without a password, and a public one be read by anyone', async () => {
    expect((await bob.client.get(`/api/get-training-problem-list?tid=${guarded}`)).http).toBe(403);
    await ok(register(bob.client, guarded));
    expect(await problemList(bob.client, guarded)).toHaveLength(1);
    const visitor = await problemList(anyone(), open);
    expect(visitor).toMatchObject([{ problemId: problems[0]?.problemId, myStatus: null }]);
  });
});

describe('the problem list editor', () => {
  it('adds by problem ID, refuses unknown, private and duplicate ones, orders, hides and removes', async () => {
    const tid = (await created({ title: 'Editor' })).id;
    const [p1, p2, p3] = problems;
    if (!p1 || !p2 || !p3) throw new Error('problems missing');
    const added = await addProblems(tid, [p1.problemId, p2.problemId, p3.problemId]);
    expect(added.map((p) => p.pid)).toEqual([p1.pid, p2.pid, p3.pid]);
    expect(
      (await root.client.post('/api/admin/training/problem', { tid, problemIds: ['NOPE-1'] })).body,
    ).toMatchObject({
      status: 404,
      msg: 'The problem does not exist: NOPE-1',
    });
    const hidden = await createProblem(root, { auth: 2 });
    expect(
      (await root.client.post('/api/admin/training/problem', { tid, problemIds: [hidden.problemId] })).http,
    ).toBe(400);
    expect(
      (await root.client.post('/api/admin/training/problem', { tid, problemIds: [p1.problemId] })).body,
    ).toMatchObject({ status: 409, msg: 'The problem is already in the training' });
    expect(
      (await root.client.put('/api/admin/training/problem-order', { tid, pids: [p1.pid] })).body,
    ).toMatchObject({
      status: 400,
      msg: "The order must list each of the training's problems once",
    });
    await ok(root.client.put('/api/admin/training/problem-order', { tid, pids: [p3.pid, p1.pid, p2.pid] }));
    expect((await problemList(ann.client, tid)).map((p) => p.pid)).toEqual([p3.pid, p1.pid, p2.pid]);
    await ok(root.client.put('/api/admin/training/problem-visibility', { tid, pid: p1.pid, visible: false }));
    expect((await problemList(ann.client, tid)).map((p) => p.pid)).toEqual([p3.pid, p2.pid]);
    expect(
      (await ann.client.get(`/api/get-training-problem-details?tid=${tid}&problemId=${p1.problemId}`)).http,
    ).toBe(404);
    const forAdmin = await ok<{ pid: number; visible: boolean }[]>(
      root.client.get(`/api/admin/training/problem-list?tid=${tid}`),
    );
    expect(forAdmin.map((p) => [p.pid, p.visible])).toEqual([
      [p3.pid, true],
      [p1.pid, false],
      [p2.pid, true],
    ]);
    expect((await ok<Training>(anyone().get(`/api/get-training-detail?tid=${tid}`))).problemCount).toBe(2);
    await ok(root.client.call('DELETE', `/api/admin/training/problem?tid=${tid}&pid=${p3.pid}`));
    expect((await problemList(ann.client, tid)).map((p) => p.pid)).toEqual([p2.pid]);
    expect(
      (await root.client.call('DELETE', `/api/admin/training/problem?tid=${tid}&pid=${p3.pid}`)).body,
    ).toMatchObject({ status: 404, msg: 'The problem is not in the training' });
  });
});

describe('progress and the rank', () => {
  it('follow practice verdicts, rank by accepted then run time, registered users only, pushed live', async () => {
    const [p1, p2] = problems;
    if (!p1 || !p2) throw new Error('problems missing');
    const tid = (await created({ title: 'Ranked', auth: 'Private', privatePwd: 'pw' })).id;
    await addProblems(tid, [p1.problemId, p2.problemId]);
    for (const who of [ann, bob]) await ok(register(who.client, tid, 'pw'));
    const socket = new LiveTestClient(t.url, { token: ann.client.token });
    await socket.connected();
    expect(await socket.join(`training:${tid}:rank`)).toMatchObject({ ok: true });
    expect((await new LiveTestClient(t.url, {}).join(`training:${tid}:rank`)).ok).toBe(false);

    // Submissions made before the problem joined another training count there too: one practice history.
    await solve(ann, p1.pid, -1, 10);
    expect((await problemList(ann.client, tid)).map((p) => p.myStatus)).toEqual([-1, -10]);
    const accepted = await solve(ann, p1.pid, 0, 30);
    await until(() => socket.positions(`training:${tid}:rank`).some((p) => p >= accepted), 10_000);
    expect((await problemList(ann.client, tid)).map((p) => p.myStatus)).toEqual([0, -10]);
    await solve(bob, p1.pid, 0, 20);
    await solve(bob, p2.pid, 2, 50);
    // cat is not registered: her accept counts nowhere in this rank.
    await solve(cat, p1.pid, 0, 5);

    const page = await rank(ann.client, tid);
    expect(page.total).toBe(2);
    expect(page.records.map((r) => [r.rank, r.username, r.ac, r.totalRunTime])).toEqual([
      [1, bob.username, 1, 20],
      [2, ann.username, 1, 30],
    ]);
    expect(page.records[0]?.submissionInfo).toEqual({
      [p1.pid]: { status: 0, runTime: 20 },
      [p2.pid]: { status: 2, runTime: 50 },
    });
    expect(page.records[0]?.realname).toBeNull();
    expect((await rank(root.client, tid)).records[0]?.realname).not.toBeNull();
    expect((await rank(ann.client, tid, `&keyword=${ann.username}`)).records.map((r) => r.rank)).toEqual([2]);
    expect((await rank(ann.client, tid, '&limit=1&currentPage=2')).records.map((r) => r.username)).toEqual([
      ann.username,
    ]);
    const listed = await ok<Page<Training>>(ann.client.get('/api/get-training-list?keyword=Ranked'));
    expect(listed.records[0]).toMatchObject({ acCount: 1, problemCount: 2 });

    // A hidden problem leaves the rank; a public training ranks everyone who submitted.
    await ok(root.client.put('/api/admin/training/problem-visibility', { tid, pid: p1.pid, visible: false }));
    expect((await rank(ann.client, tid)).records.map((r) => [r.username, r.ac])).toEqual([[bob.username, 0]]);
    await ok(root.client.put('/api/admin/training', { id: tid, auth: 'Public' }));
    await ok(root.client.put('/api/admin/training/problem-visibility', { tid, pid: p1.pid, visible: true }));
    expect((await rank(anyone(), tid)).records.map((r) => r.username)).toEqual([
      cat.username,
      bob.username,
      ann.username,
    ]);
    socket.close();
  });
});

describe('the read model', () => {
  const snapshot = async () => {
    const { db } = t.server.services;
    return {
      categories: await db.selectFrom('training_categories').selectAll().orderBy('id').execute(),
      trainings: await db.selectFrom('trainings').selectAll().orderBy('id').execute(),
      problems: await db.selectFrom('training_problems').selectAll().orderBy('tid').orderBy('pid').execute(),
      registrations: await db
        .selectFrom('training_registrations')
        .selectAll()
        .orderBy('tid')
        .orderBy('uid')
        .execute(),
      submissions: await db.selectFrom('training_submissions').selectAll().orderBy('submit_id').execute(),
      userProblems: await db
        .selectFrom('training_user_problems')
        .selectAll()
        .orderBy('uid')
        .orderBy('pid')
        .execute(),
      rank: await db.selectFrom('training_rank_rows').selectAll().orderBy('tid').orderBy('uid').execute(),
    };
  };
  /** Positions of raw appends: `head()` reads settled events only and may not show the last ones yet. */
  let appended = 0;
  const append: typeof t.store.append = async (...args) => {
    const result = await t.store.append(...args);
    appended = Math.max(appended, ...result.positions);
    return result;
  };
  const rebuiltEqual = async () => {
    const head = Math.max(appended, Number(await t.store.waitForSettled()));
    await t.server.services.settled('trainings', head);
    const before = await snapshot();
    await resetProjection(t.server.services.db, trainingsProjection);
    await t.server.services.settled('trainings', head, 30_000);
    expect(await snapshot()).toEqual(before);
    return before;
  };

  it('equals a rebuild from the events alone', async () => {
    const before = await rebuiltEqual();
    expect(before.rank.length).toBeGreaterThan(2);
    expect(before.registrations.length).toBeGreaterThan(2);
  });

  it('equals a rebuild after random sequences of training and submission events', async () => {
    const users = ['rand-u1', 'rand-u2', 'rand-u3'];
    const pids = problems.map((p) => p.pid);
    const statuses = [0, -1, 1, 2, 3, -2, -4];
    let submitId = 900_000;
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      const tid = 800_000 + seed;
      const stream = `training-${tid}`;
      let inTraining: number[] = [];
      await append(
        stream,
        [
          {
            type: 'TrainingCreated',
            data: {
              id: tid,
              fields: {
                rank: 1,
                title: `Random ${seed}`,
                description: 'random',
                auth: pick(['Public', 'Private', 'Protected']),
                privatePwd: 'pw',
                categoryId: basics,
                status: true,
                gid: null,
              },
              author: { uid: root.uid, username: root.username },
            },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      const open: number[] = [];
      for (let step = 0; step < 40; step++) {
        const roll = random();
        if (roll < 0.2) {
          const pid = pick(pids);
          if (inTraining.includes(pid))
            await append(stream, [{ type: 'TrainingProblemRemoved', data: { id: tid, pid } }], {
              expectedVersion: 'any',
            });
          else
            await append(stream, [{ type: 'TrainingProblemAdded', data: { id: tid, pid } }], {
              expectedVersion: 'any',
            });
          inTraining = inTraining.includes(pid) ? inTraining.filter((p) => p !== pid) : [...inTraining, pid];
        } else if (roll < 0.3 && inTraining.length > 0) {
          await append(
            stream,
            [
              {
                type: 'TrainingProblemVisibilityChanged',
                data: { id: tid, pid: pick(inTraining), visible: random() < 0.5 },
              },
            ],
            { expectedVersion: 'any' },
          );
        } else if (roll < 0.35) {
          await append(
            stream,
            [
              {
                type: 'TrainingUpdated',
                data: { id: tid, changes: { auth: pick(['Public', 'Private', 'Protected']) } },
              },
            ],
            { expectedVersion: 'any' },
          );
        } else if (roll < 0.45) {
          const uid = pick(users);
          await append(stream, [{ type: 'TrainingRegistered', data: { id: tid, uid, username: uid } }], {
            expectedVersion: 'any',
          });
        } else if (roll < 0.7 || open.length === 0) {
          submitId += 1;
          const uid = pick(users);
          await append(
            `submission-${submitId}`,
            [
              {
                type: 'SubmissionCreated',
                data: {
                  submitId,
                  pid: pick(pids),
                  displayPid: 'X',
                  uid,
                  username: uid,
                  language: 'C++',
                  code: 'int main(){}',
                  cid: random() < 0.15 ? 7 : 0,
                  ip: '127.0.0.1',
                },
              },
            ],
            { expectedVersion: 'no_stream' },
          );
          open.push(submitId);
        } else {
          const target = pick(open);
          const status = pick(statuses);
          const kind = random();
          const event =
            kind < 0.6
              ? {
                  type: 'SubmissionJudged' as const,
                  data: {
                    round: 1,
                    leaseId: 'x',
                    status,
                    score: null,
                    oiRankScore: null,
                    time: Math.floor(random() * 1000),
                    memory: 1,
                    errorMessage: '',
                    systemError: null,
                    judger: 'random',
                  },
                }
              : kind < 0.8
                ? { type: 'SubmissionManuallyJudged' as const, data: { status, score: null } }
                : { type: 'SubmissionRejudged' as const, data: { round: 2 } };
          await append(`submission-${target}`, [event], { expectedVersion: 'any' });
        }
      }
      await rebuiltEqual();
    }
  });

  it('folds a user and problem by the rules: an accept wins with its fastest run, pending counts as pending', () => {
    expect(foldUserProblem([])).toBeUndefined();
    expect(foldUserProblem([{ status: 5, time: null }])).toMatchObject({ progress: 5, tries: 0 });
    expect(
      foldUserProblem([
        { status: -1, time: 9 },
        { status: 0, time: 40 },
        { status: 0, time: 30 },
        { status: 1, time: 1000 },
      ]),
    ).toEqual({ progress: 0, status: 0, run_time: 30, tries: 4 });
    expect(
      foldUserProblem([
        { status: -1, time: 9 },
        { status: 2, time: 7 },
        { status: 5, time: null },
      ]),
    ).toEqual({
      progress: -1,
      status: 2,
      run_time: 7,
      tries: 2,
    });
  });
});
