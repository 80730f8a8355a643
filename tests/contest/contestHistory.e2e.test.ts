import { ContestType, type ContestTypeCode, handleCommand, ProblemAuth } from '@oj/events';
import { ROLE, submissionDecider, submissionStreamId } from '@oj/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import type { ApiClient } from '../support/apiClient';
import { runningContest } from '../support/contests';
import { contestFields, problemFields } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/testServer';

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

type Row = {
  uid: string;
  rank: number;
  ac: number;
  totalTime: number;
  submissionInfo: Record<string, unknown>;
};
type BoardAtReply = { view: string; sealed: boolean; records: Row[] };

let t: TestServer;
let root: TestAccount;
let author: TestAccount;
let ann: TestAccount;
let bob: TestAccount;
let cat: TestAccount;
let pidA: number;
let pidB: number;
let cid: number;
let start: number;
let end: number;
let seal: number;

async function problem(problemId: string): Promise<number> {
  const reply = await root.client.post(
    '/api/admin/problem',
    problemFields(problemId, { title: `Problem ${problemId}`, auth: ProblemAuth.public }),
  );
  expect(reply.body.status).toBe(200);
  return data<{ pid: number }>(reply).pid;
}

/** An ended contest created through the admin API: `minutes` long, sealed for its last hour. */
async function endedContest(title: string, type: ContestTypeCode, sealed: boolean): Promise<number> {
  const created = await author.client.post(
    '/api/admin/contest',
    contestFields(start, end, {
      title,
      description: 'Replayed',
      type,
      sealRank: sealed,
      sealRankTime: sealed ? iso(seal) : null,
      autoRealRank: false,
    }),
  );
  expect(created.body).toMatchObject({ status: 200 });
  const id = data<{ cid: number }>(created).cid;
  // The test problems are ACM problems: an OI contest stays without them.
  if (type === ContestType.oi) return id;
  for (const [pid, displayId] of [
    [pidA, 'A'],
    [pidB, 'B'],
  ] as const) {
    const added = await author.client.post('/api/admin/contest/add-problem-from-public', {
      cid: id,
      pid,
      displayId,
    });
    expect(added.body).toMatchObject({ status: 200 });
  }
  return id;
}

/** A submission made at minute `at` of the contest, each verdict at its own minute (a rejudge in between when told). */
async function submission(
  account: TestAccount,
  pid: number,
  at: number,
  verdicts: { minute: number; status: number; rejudgeAt?: number }[],
): Promise<void> {
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(
    t.server.services.db,
  );
  const submitId = Number(rows[0]?.id);
  const stream = submissionStreamId(submitId);
  const when = (minute: number) => ({ metadata: { at: iso(start + minute * MIN) } });
  let last = await handleCommand(
    t.store,
    stream,
    submissionDecider,
    {
      type: 'Submit',
      data: {
        submitId,
        pid,
        displayPid: pid === pidA ? 'A' : 'B',
        uid: account.uid,
        username: account.username,
        language: 'C++',
        code: 'int main(){}',
        cid,
        ip: '127.0.0.1',
      },
    },
    when(at),
  );
  for (const [round, verdict] of verdicts.entries()) {
    if (verdict.rejudgeAt !== undefined) {
      await handleCommand(t.store, stream, submissionDecider, { type: 'Rejudge' }, when(verdict.rejudgeAt));
    }
    const lease = { round: round + 1, leaseId: `lease-${submitId}-${round}` };
    await handleCommand(
      t.store,
      stream,
      submissionDecider,
      { type: 'TakeLease', ...lease, runner: 'test', now: Date.now(), ttlMs: 30_000 },
      when(verdict.minute),
    );
    last = await handleCommand(
      t.store,
      stream,
      submissionDecider,
      {
        type: 'ReportVerdict',
        ...lease,
        verdict: {
          status: verdict.status,
          score: null,
          oiRankScore: null,
          time: 10,
          memory: 1000,
          errorMessage: '',
          systemError: null,
          judger: 'test',
        },
      },
      when(verdict.minute),
    );
  }
  await t.server.services.settled('contests', last.positions.at(-1));
}

const rank = async (client: ApiClient) => {
  const reply = await client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 100 });
  expect(reply.body).toMatchObject({ status: 200 });
  const page = data<{ records: Row[]; total: number }>(reply);
  // The reader's own row is repeated on top: the board proper is the last `total` records.
  return page.records.slice(page.records.length - page.total).map(boardPart);
};
const boardAt = async (client: ApiClient, query: string) => {
  const reply = await client.get(`/api/contest-board-at?cid=${cid}&${query}`);
  expect(reply.body).toMatchObject({ status: 200 });
  return data<BoardAtReply>(reply);
};
const boardPart = (r: Row) => ({
  uid: r.uid,
  rank: r.rank,
  ac: r.ac,
  totalTime: r.totalTime,
  submissionInfo: r.submissionInfo,
});

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  author = await registerAndLogin(t, ROLE.admin);
  ann = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  cat = await registerAndLogin(t);
  pidA = await problem('HSA');
  pidB = await problem('HSB');
  end = Math.floor(Date.now() / 1000) * 1000 - MIN;
  start = end - 300 * MIN;
  seal = end - 60 * MIN;
  cid = await endedContest('Replayed cup', ContestType.acm, true);
  await submission(ann, pidA, 10, [{ minute: 11, status: -1 }]);
  await submission(ann, pidA, 20, [{ minute: 21, status: 0 }]);
  await submission(bob, pidA, 30, [{ minute: 31, status: 0 }]);
  // Wrong at first, accepted by a rejudge at minute 150.
  await submission(cat, pidA, 100, [
    { minute: 101, status: -1 },
    { minute: 152, status: 0, rejudgeAt: 150 },
  ]);
  // Made before the seal, judged after it: the public sees it once judged.
  await submission(cat, pidB, 200, [{ minute: 245, status: 0 }]);
  // Frozen: made after the seal.
  await submission(bob, pidB, 250, [{ minute: 251, status: 0 }]);
  await submission(ann, pidB, 260, [{ minute: 262, status: -1 }]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the board at time T', () => {
  it('at the end equals the real board of get-contest-rank, for the contest admin', async () => {
    const real = await rank(author.client);
    expect(real).toHaveLength(3);
    const atEnd = await boardAt(author.client, `time=${iso(end)}&view=real`);
    expect(atEnd).toMatchObject({ view: 'real', sealed: false });
    expect(atEnd.records.map(boardPart)).toEqual(real);
    // The same moment given as ms since the start.
    const byOffset = await boardAt(author.client, `time=${end - start}&view=real`);
    expect(byOffset.records.map(boardPart)).toEqual(real);
  });

  it('during the freeze equals the public sealed board, which contestants still see', async () => {
    const sealed = await rank(ann.client);
    expect(sealed.find((r) => r.uid === bob.uid)?.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 });
    for (const minute of [270, 299]) {
      const publicAt = await boardAt(author.client, `time=${minute * MIN}&view=public`);
      expect(publicAt.sealed).toBe(true);
      expect(publicAt.records.map(boardPart)).toEqual(sealed);
    }
    // autoRealRank is off: after the end the public board is still the sealed one.
    expect((await boardAt(ann.client, `time=${iso(end + 1)}`)).records.map(boardPart)).toEqual(sealed);
  });

  it('gives a contestant who asks for the real view the public one', async () => {
    const asked = await boardAt(ann.client, `time=${iso(end)}&view=real`);
    expect(asked).toMatchObject({ view: 'public', sealed: true });
    expect(asked.records.map(boardPart)).toEqual(await rank(ann.client));
  });

  it('replays a rejudge: wrong until the new verdict, accepted after it', async () => {
    const catA = async (minute: number) =>
      (await boardAt(author.client, `time=${minute * MIN}&view=real`)).records.find((r) => r.uid === cat.uid)
        ?.submissionInfo.A;
    expect(await catA(120)).toMatchObject({ isAC: false, errorNum: 1 });
    expect(await catA(151)).toMatchObject({ isAC: false, errorNum: 0 });
    expect(await catA(160)).toMatchObject({ isAC: true, ACTime: 100 * 60 });
  });

  it('refuses a bad moment and users who cannot enter', async () => {
    expect((await author.client.get(`/api/contest-board-at?cid=${cid}&time=soon`)).body.status).toBe(400);
    expect((await root.client.get(`/api/contest-board-at?cid=999999&time=0`)).body.status).toBe(404);
  });
});

describe('the timeline for the web replay', () => {
  type Timeline = {
    withheld: boolean;
    teams: { uid: string; username: string }[];
    submissions: [number, number, string, number, [number, number, number | null, number | null][]][];
    settings: { rules: { sealTime: number } };
  };
  const timeline = async (client: ApiClient) => {
    const reply = await client.get(`/api/contest-history?cid=${cid}`);
    expect(reply.body).toMatchObject({ status: 200 });
    return data<Timeline>(reply);
  };

  it('gives contest admins every verdict with its time, rejudges included', async () => {
    const all = await timeline(author.client);
    expect(all.withheld).toBe(false);
    expect(all.submissions).toHaveLength(7);
    const rejudged = all.submissions.find((s) => s[3] === 100 * MIN);
    expect(rejudged?.[4].map((c) => [c[0] / MIN, c[1]])).toEqual([
      [101, -1],
      [150, 5],
      [152, 0],
    ]);
  });

  it('never gives a contestant a verdict of a sealed submission while the board is sealed for them', async () => {
    const theirs = await timeline(ann.client);
    expect(theirs.withheld).toBe(true);
    expect(theirs.submissions).toHaveLength(7);
    const sealTime = seal - start;
    for (const s of theirs.submissions) {
      if (s[3] >= sealTime) expect(s[4]).toEqual([]);
      else expect(s[4].length).toBeGreaterThan(0);
    }
  });
});

describe('the scroll board endpoints', () => {
  const info = (client: ApiClient, id: number) => client.get(`/api/get-contest-scroll-board-info?cid=${id}`);
  const subs = (client: ApiClient, id: number, removeStar = false) =>
    client.get(`/api/get-contest-scroll-board-submission?cid=${id}&removeStar=${removeStar}`);

  it('give the contest admin the contest and every submission with its final status', async () => {
    const reply = await info(author.client, cid);
    expect(reply.body).toMatchObject({
      status: 200,
      data: {
        id: cid,
        problemCount: 2,
        sealRankTime: iso(seal),
        startTime: iso(start),
        rankShowName: 'username',
      },
    });
    const list = data<{ username: string; status: number; displayId: string; submitTime: string }[]>(
      await subs(root.client, cid),
    );
    expect(list).toHaveLength(7);
    expect(list.find((s) => s.username === bob.username && s.displayId === 'B')).toMatchObject({ status: 0 });
    expect(list.find((s) => s.submitTime === iso(start + 100 * MIN))).toMatchObject({ status: 0 });
  });

  it('refuse contestants, running contests, OI contests and contests without a seal, saying why', async () => {
    expect((await info(ann.client, cid)).body).toMatchObject({
      status: 403,
      msg: 'Only the contest admins may open the scroll board',
    });
    expect((await subs(ann.client, cid)).body.status).toBe(403);
    const running = await runningContest(author, {
      title: 'Still running',
      pid: pidA,
      sealedSince: Date.now(),
    });
    expect((await info(author.client, running)).body).toMatchObject({
      status: 400,
      msg: 'The scroll board opens once the contest has ended',
    });
    const oi = await endedContest('OI replay', ContestType.oi, true);
    expect((await subs(author.client, oi)).body).toMatchObject({
      status: 400,
      msg: 'The scroll board is only for ACM contests',
    });
    const open = await endedContest('Never sealed', ContestType.acm, false);
    expect((await info(author.client, open)).body).toMatchObject({
      status: 400,
      msg: 'The scroll board needs a contest whose board was sealed',
    });
  });
});
