import { ContestAuth, ContestPhase, ContestType, handleCommand, SubmissionStatus } from '@oj/events';
import { contestsProjection, resetProjection } from '@oj/projections';
import { checkContestSubmit, ROLE, submissionDecider, submissionStreamId } from '@oj/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

let t: TestServer;
let root: TestAccount;
let author: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let pidA: number;
let pidB: number;
let cid: number;

const MIN = 60_000;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const iso = (ms: number) => new Date(ms).toISOString();

type Cell = { isAC: boolean; errorNum: number; tryNum: number; ACTime: number | null; isFirstAC: boolean };
type Row = {
  uid: string;
  username: string;
  rank: number;
  ac: number;
  totalTime: number;
  submissionInfo: Record<string, Cell>;
};
type BoardPage = { records: Row[]; total: number };

async function problem(problemId: string): Promise<number> {
  const reply = await root.client.post('/api/admin/problem', {
    problem: { problemId, title: `Problem ${problemId}`, auth: 1, checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(reply.body.status).toBe(200);
  return data<{ pid: number }>(reply).pid;
}

/**
 * A contest submission as the submit endpoint will make it (once the lead wires cid through), judged
 * by a runner's lease and verdict through the submission decider.
 */
async function judged(
  account: TestAccount,
  pid: number,
  displayPid: string,
  status: number,
  /** When the server stamps the submission (epoch ms); now unless given. */
  submittedAt?: number,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(
    t.server.services.db,
  );
  const submitId = Number(rows[0]?.id);
  const stream = submissionStreamId(submitId);
  await handleCommand(
    t.store,
    stream,
    submissionDecider,
    {
      type: 'Submit',
      data: {
        submitId,
        pid,
        displayPid,
        uid: account.uid,
        username: account.username,
        language: 'C++',
        code: 'int main(){}',
        cid,
        ip: '127.0.0.1',
      },
    },
    submittedAt === undefined ? {} : { metadata: { at: new Date(submittedAt).toISOString() } },
  );
  const lease = { round: 1, leaseId: `lease-${submitId}` };
  await handleCommand(t.store, stream, submissionDecider, {
    type: 'TakeLease',
    ...lease,
    runner: 'test',
    now: Date.now(),
    ttlMs: 30_000,
  });
  const result = await handleCommand(t.store, stream, submissionDecider, {
    type: 'ReportVerdict',
    ...lease,
    verdict: {
      status,
      score: null,
      oiRankScore: null,
      time: 10,
      memory: 1000,
      errorMessage: '',
      systemError: null,
      judger: 'test',
    },
  });
  await t.server.services.settled('contests', result.positions.at(-1));
  return submitId;
}

const rank = async (client: ApiClient, body: Record<string, unknown> = {}) => {
  const reply = await client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 30, ...body });
  expect(reply.body).toMatchObject({ status: 200 });
  return data<BoardPage>(reply);
};
const rowOf = (board: BoardPage, account: TestAccount) => board.records.find((r) => r.uid === account.uid);

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  author = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  pidA = await problem('CTA');
  pidB = await problem('CTB');
});
afterAll(async () => {
  await t?.close();
});

describe('a private ACM contest', () => {
  it('is created by an admin with the form rules, and gets its problems', async () => {
    const now = Date.now();
    const form = {
      title: 'Spring cup',
      description: 'Two hours',
      startTime: iso(now - 60 * MIN),
      endTime: iso(now + 60 * MIN),
      type: ContestType.acm,
      auth: ContestAuth.private,
      pwd: 'tulip',
      sealRank: true,
      sealRankTime: iso(now + 30 * MIN),
    };
    expect((await ann.client.post('/api/admin/contest', form)).http).toBe(403);
    expect((await author.client.post('/api/admin/contest', { ...form, pwd: '' })).body).toMatchObject({
      status: 400,
      msg: 'A private contest needs a password',
    });
    const created = await author.client.post('/api/admin/contest', form);
    expect(created.body.status).toBe(200);
    cid = data<{ cid: number }>(created).cid;
    for (const [pid, displayId] of [
      [pidA, 'A'],
      [pidB, 'B'],
    ] as const) {
      const added = await author.client.post('/api/admin/contest/add-problem-from-public', {
        cid,
        pid,
        displayId,
      });
      expect(added.body).toMatchObject({ status: 200 });
    }
    const dup = await author.client.post('/api/admin/contest/add-problem-from-public', {
      cid,
      pid: pidA,
      displayId: 'C',
    });
    expect(dup.body).toMatchObject({ status: 409 });
    const admin = data<{ pwd: string; visible: boolean; penaltyTime: number }>(
      await author.client.get(`/api/admin/contest?cid=${cid}`),
    );
    expect(admin).toMatchObject({ pwd: 'tulip', visible: true, penaltyTime: 20 });
    const info = data<Record<string, unknown>>(
      await new ApiClient(t.url).get(`/api/get-contest-info?cid=${cid}`),
    );
    expect(info).toMatchObject({
      id: cid,
      status: ContestPhase.running,
      auth: ContestAuth.private,
      author: author.username,
    });
    expect(info).not.toHaveProperty('pwd');
    const list = data<{ records: { id: number }[] }>(
      await new ApiClient(t.url).get('/api/get-contest-list?status=0'),
    );
    expect(list.records.map((r) => r.id)).toContain(cid);
  });

  it('lets users in only with the password, then shows its problems by display id', async () => {
    expect((await ann.client.get(`/api/get-contest-problem?cid=${cid}`)).body).toMatchObject({
      status: 403,
      msg: 'Please register for the contest first',
    });
    expect(data<{ access: boolean }>(await ann.client.get(`/api/get-contest-access?cid=${cid}`)).access).toBe(
      false,
    );
    expect((await ann.client.post('/api/register-contest', { cid, password: 'rose' })).body).toMatchObject({
      status: 400,
      msg: 'The contest password is wrong',
    });
    for (const user of [ann, bob]) {
      expect((await user.client.post('/api/register-contest', { cid, password: 'tulip' })).body.status).toBe(
        200,
      );
    }
    expect(data<{ access: boolean }>(await ann.client.get(`/api/get-contest-access?cid=${cid}`)).access).toBe(
      true,
    );
    const problems = data<{ displayId: string; pid: number; myStatus: number }[]>(
      await ann.client.get(`/api/get-contest-problem?cid=${cid}`),
    );
    expect(problems.map((p) => [p.displayId, p.pid, p.myStatus])).toEqual([
      ['A', pidA, -10],
      ['B', pidB, -10],
    ]);
    const detail = data<{ problem: { title: string; problemId: string } }>(
      await ann.client.get(`/api/get-contest-problem-details?cid=${cid}&displayId=b`),
    );
    expect(detail.problem).toMatchObject({ problemId: 'B', title: `Problem CTB` });
  });

  it('checks contest submissions for the submit endpoint', async () => {
    const { services } = t.server;
    const principal = (a: TestAccount, roles: string[] = ['user']) => ({
      uid: a.uid,
      username: a.username,
      roles,
    });
    await expect(checkContestSubmit(services, principal(ann), cid, pidB)).resolves.toMatchObject({
      displayId: 'B',
      problem: { pid: pidB },
    });
    const outsider = await registerAndLogin(t);
    await expect(checkContestSubmit(services, principal(outsider), cid, pidA)).rejects.toMatchObject({
      status: 403,
      message: 'Please register for the contest first',
    });
    const other = await problem('CTC');
    await expect(checkContestSubmit(services, principal(ann), cid, other)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      checkContestSubmit(services, principal(ann), cid, pidA, Date.now() + 2 * 3_600_000),
    ).rejects.toMatchObject({ status: 400, message: 'Contest has ended' });
    await expect(
      checkContestSubmit(services, principal(ann), cid, pidA, Date.now() - 2 * 3_600_000),
    ).rejects.toMatchObject({ status: 403, message: 'The contest has not started yet' });
    await expect(
      checkContestSubmit(services, principal(author, ['admin']), cid, pidA, Date.now() - 2 * 3_600_000),
    ).resolves.toMatchObject({ displayId: 'A' });
  });

  it('ranks contestants from judged submissions: tries, penalty, first blood; the author is not on it', async () => {
    await judged(ann, pidA, 'A', SubmissionStatus.wrongAnswer);
    await judged(ann, pidA, 'A', SubmissionStatus.compileError); // compile error: free by default
    await judged(ann, pidA, 'A', SubmissionStatus.accepted);
    await judged(bob, pidA, 'A', SubmissionStatus.accepted);
    await judged(author, pidB, 'B', SubmissionStatus.accepted);
    const board = await rank(bob.client);
    expect(board.records.map((r) => r.username).slice(1)).toEqual([bob.username, ann.username]);
    expect(board.total).toBe(2);
    const annRow = rowOf(board, ann);
    expect(annRow).toMatchObject({ rank: 2, ac: 1 });
    expect(annRow?.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 1 });
    expect(annRow?.totalTime).toBe((annRow?.submissionInfo.A?.ACTime ?? 0) + 20 * 60);
    // Ann accepted first; Bob shares first blood only when he accepted within the same second.
    const bobA = rowOf(board, bob)?.submissionInfo.A;
    expect(annRow?.submissionInfo.A?.isFirstAC).toBe(true);
    expect(bobA?.isFirstAC).toBe(bobA?.ACTime === annRow?.submissionInfo.A?.ACTime);
    const problems = data<{ displayId: string; ac: number; total: number; myStatus: number }[]>(
      await ann.client.get(`/api/get-contest-problem?cid=${cid}`),
    );
    expect(problems[0]).toMatchObject({ displayId: 'A', ac: 2, total: 4, myStatus: 0 });
  });

  it('seals: the public board and its room never show a frozen verdict; the admin board and room do', async () => {
    const annLive = new LiveTestClient(t.url, { token: ann.client.token });
    const authorLive = new LiveTestClient(t.url, { token: author.client.token });
    try {
      await Promise.all([annLive.connected(), authorLive.connected()]);
      const room = `contest:${cid}:board`;
      const adminRoom = `${room}:admin`;
      expect((await annLive.join(room)).ok).toBe(true);
      expect(await annLive.join(adminRoom)).toMatchObject({ ok: false, error: { status: 403 } });
      expect((await authorLive.join(adminRoom)).ok).toBe(true);
      expect((await authorLive.join(room)).ok).toBe(true);

      // Sealed from now: everything judged so far was submitted before it; bob's two tries are stamped at
      // the seal time itself (a try at the seal time is frozen), not left to the clock.
      const sealAt = Date.now();
      const sealed = await author.client.put('/api/admin/contest', { cid, sealRankTime: iso(sealAt) });
      expect(sealed.body.status).toBe(200);
      await until(() =>
        annLive.applied.some((c) => c.room === room && (c.payload as { kind: string }).kind === 'reload'),
      );
      await judged(bob, pidB, 'B', SubmissionStatus.wrongAnswer, sealAt);
      await judged(bob, pidB, 'B', SubmissionStatus.accepted, sealAt);

      const publicBoard = await rank(ann.client);
      expect(rowOf(publicBoard, bob)).toMatchObject({ ac: 1 });
      expect(rowOf(publicBoard, bob)?.submissionInfo.B).toMatchObject({
        isAC: false,
        errorNum: 0,
        tryNum: 2,
      });
      const realBoard = await rank(author.client);
      expect(rowOf(realBoard, bob)).toMatchObject({ ac: 2, rank: 1 });
      expect(rowOf(realBoard, bob)?.submissionInfo.B).toMatchObject({ isAC: true, errorNum: 1, tryNum: 0 });

      const rowChanges = (client: LiveTestClient, name: string) =>
        client.applied
          .filter((c) => c.room === name && (c.payload as { kind: string }).kind === 'row')
          .map((c) => (c.payload as { row: Row }).row)
          .filter((r) => r.uid === bob.uid);
      await until(() => rowChanges(authorLive, adminRoom).some((r) => r.submissionInfo.B?.isAC === true));
      await until(() => rowChanges(annLive, room).some((r) => r.submissionInfo.B?.tryNum === 2));
      expect(rowChanges(annLive, room).every((r) => r.submissionInfo.B?.isAC !== true && r.ac === 1)).toBe(
        true,
      );
      expect(JSON.stringify(annLive.applied)).not.toContain('"errorNum":1,"tryNum":0');

      // The submission list hides others' frozen verdicts; the author sees them.
      type Listed = { records: { uid: string; status: number; displayPid: string }[] };
      const listed = data<Listed>(await ann.client.get(`/api/contest-submissions?cid=${cid}`));
      const bobsB = listed.records.filter((r) => r.uid === bob.uid && r.displayPid === 'B');
      expect(bobsB.map((r) => r.status)).toEqual([-5, -5]);
      const annOwn = listed.records.filter((r) => r.uid === ann.uid).map((r) => r.status);
      expect(annOwn).toEqual([0, -2, -1]);
      const asAuthor = data<Listed>(await author.client.get(`/api/contest-submissions?cid=${cid}`));
      expect(
        asAuthor.records.filter((r) => r.uid === bob.uid && r.displayPid === 'B').map((r) => r.status),
      ).toEqual([0, -1]);
      const byStatus = data<Listed>(await ann.client.get(`/api/contest-submissions?cid=${cid}&status=0`));
      expect(byStatus.records.some((r) => r.uid === bob.uid && r.displayPid === 'B')).toBe(false);
    } finally {
      annLive.close();
      authorLive.close();
    }
  });

  it('opens the outside scoreboard to anyone only with openRank, sealed all the same', async () => {
    const anonymous = new ApiClient(t.url);
    const ask = () =>
      anonymous.post('/api/get-contest-outside-scoreboard', { cid, currentPage: 1, limit: 30 });
    expect((await ask()).body).toMatchObject({ status: 403 });
    expect((await author.client.put('/api/admin/contest', { cid, openRank: true })).body.status).toBe(200);
    const board = data<BoardPage>(await ask());
    expect(rowOf(board, bob)?.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 2 });
    // Anonymous: no row of its own repeated on top.
    expect(board.records.map((r) => r.username)).toEqual([bob.username, ann.username]);
    const live = new LiveTestClient(t.url);
    try {
      await live.connected();
      expect((await live.join(`contest:${cid}:board`)).ok).toBe(true);
      expect(await live.join(`contest:${cid}:board:admin`)).toMatchObject({
        ok: false,
        error: { status: 401 },
      });
    } finally {
      live.close();
    }
    const info = data<{ problemList: { displayId: string }[] }>(
      await anonymous.get(`/api/get-contest-outsize-info?cid=${cid}`),
    );
    expect(info.problemList.map((p) => p.displayId)).toEqual(['A', 'B']);
  });

  it('marks star users -1 and removes them on request; lifting the seal shows the real board', async () => {
    expect(
      (await author.client.put('/api/admin/contest', { cid, starAccount: [ann.username] })).body.status,
    ).toBe(200);
    const withStar = await rank(bob.client);
    expect(rowOf(withStar, ann)?.rank).toBe(-1);
    expect((await rank(bob.client, { removeStar: true })).records.some((r) => r.uid === ann.uid)).toBe(false);
    expect((await author.client.put('/api/admin/contest', { cid, sealRank: false })).body.status).toBe(200);
    const real = await rank(ann.client);
    expect(rowOf(real, bob)?.submissionInfo.B).toMatchObject({ isAC: true, errorNum: 1 });
  });

  it('rebuilds to the same board rows from the events alone', async () => {
    const { db } = t.server.services;
    const snapshot = () =>
      db.selectFrom('contest_board_rows').selectAll().where('cid', '=', cid).orderBy('uid').execute();
    const before = await snapshot();
    expect(before.length).toBeGreaterThanOrEqual(3);
    await resetProjection(db, contestsProjection);
    await t.server.services.settled('contests', await t.store.waitForSettled());
    expect(await snapshot()).toEqual(before);
  });
});
