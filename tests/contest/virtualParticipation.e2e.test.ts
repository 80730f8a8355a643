import { handleCommand, SubmissionStatus } from '@oj/events';
import { ROLE, submissionDecider, submissionStreamId, virtualDecider, virtualStreamId } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { AB_CPP, runningContest } from '../support/contests';
import { contestFields, problemFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { pastSubmission } from '../support/pastContest';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

/**
 * Virtual participation: an ended, still-sealed ACM contest with one real contestant (bob) whose
 * last try came after the seal. Carol takes part virtually: her submissions are judged for real and
 * stay hers (never the contest's board, lists or the public status list); outside her window, or
 * before the contest ends, she is refused; and no path gives her bob's frozen result.
 */

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const { accepted, wrongAnswer } = SubmissionStatus;

let t: TestServer;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let root: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let pid: number;
let cid: number;
let start: number;
let end: number;
/** Bob's try after the seal (wrong, then rejudged to accepted while carol listens). */
let frozenId: number;

interface VirtualReply {
  participation: { startedAt: string; endsAt: string; durationMs: number } | null;
  problems: { pid: number; displayId: string }[];
  submissions: { submitId: number; status: number; cid: number; virtualCid: number | null }[];
}

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, ROLE.root);
  bob = await registerAndLogin(t);
  carol = await registerAndLogin(t);
  judge = await startTestJudge(t, { firstSlot: 520 });
  const problem = await root.client.post('/api/admin/problem', problemFields(`VP${Date.now() % 100_000}`));
  pid = data<{ pid: number }>(problem).pid;
  const now = Date.now();
  // Ended two days ago: a participation started a contest length ago began after the end.
  end = now - 2 * 24 * 60 * MIN;
  start = end - 120 * MIN;
  const created = await root.client.post(
    '/api/admin/contest',
    contestFields(start, end, {
      title: 'Virtual cup',
      sealRank: true,
      sealRankTime: iso(end - 30 * MIN),
      autoRealRank: false,
    }),
  );
  expect(created.body).toMatchObject({ status: 200 });
  cid = data<{ cid: number }>(created).cid;
  const added = await root.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  expect(added.body).toMatchObject({ status: 200 });
  const contest = { cid, start };
  await pastSubmission(t, contest, bob, { pid, displayId: 'A' }, 20, [{ minute: 21, status: wrongAnswer }]);
  await pastSubmission(t, contest, bob, { pid, displayId: 'A' }, 100, [{ minute: 101, status: wrongAnswer }]);
  const history = data<{ submissions: [number, number, string, number, unknown[]][] }>(
    await root.client.get(`/api/contest-history?cid=${cid}`),
  );
  frozenId = history.submissions.at(-1)?.[0] ?? 0;
  expect(frozenId).toBeGreaterThan(0);
});
afterAll(async () => {
  await judge?.stop();
  await t?.close();
});

const virtualOf = async (account: TestAccount) =>
  data<VirtualReply>(await account.client.get(`/api/contest/virtual?cid=${cid}`));
const submitVirtually = (account: TestAccount, code = AB_CPP) =>
  account.client.post('/api/submit-problem-judge', { pid, cid, virtual: true, language: 'C++', code });

describe('virtual participation', () => {
  it('is refused before the contest ends, to a real contestant, and a second time', async () => {
    const problem = await root.client.post('/api/admin/problem', problemFields(`VR${Date.now() % 100_000}`));
    const running = await runningContest(root, {
      title: 'Still running',
      pid: data<{ pid: number }>(problem).pid,
    });
    const early = await carol.client.post('/api/contest/virtual/start', { cid: running });
    expect(early.http).toBe(403);
    expect(early.body.msg).toBe('Virtual participation opens once the contest has ended');

    const real = await bob.client.post('/api/contest/virtual/start', { cid });
    expect(real.http).toBe(409);
    expect(real.body.msg).toBe(
      'You took part in this contest: virtual participation is for those who did not',
    );

    const none = await submitVirtually(carol);
    expect(none.http).toBe(403);
    expect(none.body.msg).toBe('Start a virtual participation in this contest first');

    const first = await carol.client.post('/api/contest/virtual/start', { cid });
    expect(first.body).toMatchObject({ status: 200 });
    const { participation } = data<VirtualReply>(first);
    expect(participation?.durationMs).toBe(end - start);
    const again = await carol.client.post('/api/contest/virtual/start', { cid });
    expect(again.http).toBe(409);
    expect(again.body.msg).toBe('You have already taken part in this contest virtually');
  });

  it('judges a submission inside the window for real, and keeps it off the contest and the public lists', async () => {
    const reply = await submitVirtually(carol);
    expect(reply.body).toMatchObject({ status: 200 });
    const { submitId } = data<{ submitId: number }>(reply);
    await until(async () => (await virtualOf(carol)).submissions.some((s) => s.status === accepted), 60_000);
    expect((await virtualOf(carol)).submissions).toEqual([
      expect.objectContaining({ submitId, status: accepted, cid: 0, virtualCid: cid }),
    ]);
    // Never on the real board, in the contest's lists (not even the admin's), or the public status list.
    const board = data<{ records: { uid: string }[] }>(
      await root.client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 50 }),
    );
    expect(board.records.map((r) => r.uid)).toEqual([bob.uid]);
    const listed = data<{ records: { submitId: number }[] }>(
      await root.client.get(`/api/contest-submissions?cid=${cid}&limit=50`),
    );
    expect(listed.records.map((r) => r.submitId)).not.toContain(submitId);
    const mine = data<{ total: number }>(
      await carol.client.get(`/api/contest-submissions?cid=${cid}&onlyMine=true`),
    );
    expect(mine.total).toBe(0);
    const status = data<{ records: { submitId: number }[] }>(
      await bob.client.get('/api/get-submission-list?limit=100'),
    );
    expect(status.records.map((r) => r.submitId)).not.toContain(submitId);
    const own = data<{ total: number }>(await carol.client.get('/api/get-submission-list?onlyMine=true'));
    expect(own.total).toBe(0);
    // Its author reads it; others do not.
    expect((await carol.client.get(`/api/get-submission-detail?submitId=${submitId}`)).body.status).toBe(200);
    expect((await bob.client.get(`/api/get-submission-detail?submitId=${submitId}`)).http).toBe(404);
    // The replay's timeline (the ghosts) has only the real contestant.
    const history = data<{ teams: { uid: string }[] }>(
      await root.client.get(`/api/contest-history?cid=${cid}`),
    );
    expect(history.teams.map((team) => team.uid)).toEqual([bob.uid]);
  });

  it('refuses a submission once the participant’s own window has passed', async () => {
    const dave = await registerAndLogin(t);
    // Dave started a full contest length (and a minute) ago: the time is passed in, no waiting.
    const startedAt = Date.now() - (end - start) - MIN;
    await handleCommand(
      t.store,
      virtualStreamId(cid, dave.uid),
      virtualDecider,
      {
        type: 'StartVirtual',
        cid,
        uid: dave.uid,
        username: dave.username,
        now: startedAt,
        contest: { startTime: start, endTime: end },
      },
      { metadata: { at: iso(startedAt) } },
    );
    const late = await submitVirtually(dave);
    expect(late.http).toBe(400);
    expect(late.body.msg).toBe('Your virtual participation has ended');
    expect((await virtualOf(dave)).participation?.endsAt).toBe(iso(startedAt + (end - start)));
  });

  it('gives a virtual participant no frozen result of the still-sealed contest, by REST or any room', async () => {
    const history = data<{ withheld: boolean; submissions: [number, number, string, number, unknown[]][] }>(
      await carol.client.get(`/api/contest-history?cid=${cid}`),
    );
    expect(history.withheld).toBe(true);
    expect(history.submissions.find((s) => s[0] === frozenId)?.[4]).toEqual([]);
    const atEnd = data<{
      sealed: boolean;
      records: { uid: string; submissionInfo: Record<string, unknown> }[];
    }>(await carol.client.get(`/api/contest-board-at?cid=${cid}&time=${end - start}`));
    expect(atEnd.sealed).toBe(true);
    expect(atEnd.records[0]?.submissionInfo.A).toMatchObject({ tryNum: 1, errorNum: 1, isAC: false });

    const socket = new LiveTestClient(t.url, { token: carol.client.token });
    try {
      await socket.connected();
      const rooms = [`contest:${cid}:board`, `contest:${cid}:submissions`, `user:${carol.uid}`];
      for (const room of rooms) expect(await socket.join(room)).toMatchObject({ ok: true });
      expect(await socket.join(`contest:${cid}:board:admin`)).toMatchObject({ ok: false });
      expect(await socket.join(`contest:${cid}:submissions:admin`)).toMatchObject({ ok: false });
      expect(await socket.join(`submission:${frozenId}`)).toMatchObject({ ok: false });
      // Bob's frozen try is rejudged to accepted now, while carol listens...
      const stream = submissionStreamId(frozenId);
      await handleCommand(t.store, stream, submissionDecider, { type: 'Rejudge' });
      const lease = { round: 2, leaseId: `probe-${frozenId}` };
      await handleCommand(t.store, stream, submissionDecider, {
        type: 'TakeLease',
        ...lease,
        runner: 'probe',
        now: Date.now(),
        ttlMs: 60_000,
      });
      await handleCommand(t.store, stream, submissionDecider, {
        type: 'ReportVerdict',
        ...lease,
        verdict: {
          status: accepted,
          score: null,
          oiRankScore: null,
          time: 4321,
          memory: 8765,
          errorMessage: 'frozen-marker',
          systemError: null,
          judger: 'frozen-judge',
        },
      });
      // ...then her own virtual submission is judged: the sentinel, pushed after the rejudge.
      const sentinel = data<{ submitId: number }>(await submitVirtually(carol)).submitId;
      await until(
        () =>
          socket.applied.some((c) => {
            const payload = c.payload as { submission?: { submitId: number; status: number } };
            return payload.submission?.submitId === sentinel && payload.submission.status === accepted;
          }),
        60_000,
      );
      const seen = JSON.stringify(socket.applied);
      expect(seen).not.toContain('frozen-judge');
      expect(seen).not.toContain('4321');
      for (const change of socket.applied) {
        const payload = change.payload as { submission?: { submitId: number; status: number } };
        if (payload.submission?.submitId === frozenId) expect(payload.submission.status).not.toBe(accepted);
      }
      // The admin's real board did move (the control: the rejudge happened and was projected).
      await until(async () => {
        const real = data<{ records: { ac: number }[] }>(
          await root.client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 50 }),
        );
        return real.records[0]?.ac === 1;
      });
      // And REST still withholds it from her.
      const after = data<{ submissions: [number, number, string, number, unknown[]][] }>(
        await carol.client.get(`/api/contest-history?cid=${cid}`),
      );
      expect(after.submissions.find((s) => s[0] === frozenId)?.[4]).toEqual([]);
      expect((await carol.client.get(`/api/get-submission-detail?submitId=${frozenId}`)).http).toBe(404);
    } finally {
      socket.close();
    }
  });
});
