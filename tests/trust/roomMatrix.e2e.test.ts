import { JUDGE_TOKEN_HEADER } from '@oj/events/judge';
import { productRoomGuards, ROLE } from '@oj/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { solvedCaptcha } from '../support/captcha';
import { runningContest, submitInContest, submitPractice } from '../support/contests';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

// The room matrix: every room family the gateway serves, joined by every kind of principal. A refused
// join gets the guard's refusal and receives nothing of the room; an allowed one receives its changes.
// Then the session ends (logout, password change, ban, demotion) and the socket loses its rooms at once.

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

const PRINCIPALS = [
  'anonymous',
  'user',
  'other',
  'banned',
  'problemAdmin',
  'admin',
  'contestAdmin',
  'root',
] as const;
type PrincipalName = (typeof PRINCIPALS)[number];

interface FamilyCase {
  room: () => string;
  /** Who may join; everyone else is refused with 401 (nobody signed in) or 403. */
  allowed: readonly PrincipalName[];
  /** Makes the projection publish one change to the room. */
  trigger: () => Promise<void>;
}

let t: TestServer;
const JUDGE_TOKEN = 'room-matrix-judge';
/** Each runner heartbeat the matrix sends (each one is a report the judge status room pushes). */
let heartbeats = 0;
const accounts = {} as Record<Exclude<PrincipalName, 'anonymous'>, TestAccount>;
const sockets = {} as Record<PrincipalName, LiveTestClient>;
let pid: number;
let cid: number;
let practiceSubmission: number;
let contestSubmission: number;
let did: number;
let tid: number;
let gid: number;
/** A contest of the group and the owner's submission in it (each group trigger flips its verdict). */
let groupSubmission: number;
let groupAccepted = false;
/** The number the matrix's problem import gets (the sequence's next after one reserved in beforeAll). */
let importJob: number;
const flipGroupVerdict = () => {
  groupAccepted = !groupAccepted;
  return manualJudge(groupSubmission, groupAccepted ? 0 : -1);
};
/** Whether the other user's application to the group is pending (each members' trigger flips it). */
let otherApplying = false;
let liked = false;
/** Each like trigger flips the like, so each appends an event. */
const nextLike = () => {
  liked = !liked;
  return liked;
};

async function ok(reply: Promise<{ body: { status: number } }>) {
  expect((await reply).body).toMatchObject({ status: 200 });
}

/** The super admin sets a verdict by hand (each trigger sets another, so each changes something). */
const manualJudge = (submitId: number, status: number) =>
  ok(accounts.root.client.get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=${status}`));

/** Appends one event nobody's rooms care about (a failed sign-in) and returns its position. */
async function sentinelEvent(): Promise<number> {
  // A new name each time: 20 failures lock a username for this IP, and a locked sign-in records nothing.
  await accounts.user.client.post('/api/login', {
    username: t.uniqueName('sentinel'),
    password: 'wrong-pass1',
  });
  return Number(await t.store.waitForSettled());
}

/** Waits until `socket` has been sent everything up to `position` (the system room tells every batch's head). */
async function caughtUp(socket: LiveTestClient, position: number): Promise<void> {
  await until(() => socket.positions('system').some((p) => p >= position), 10_000);
}

const families: Record<string, FamilyCase | FamilyCase[]> = {
  system: {
    room: () => 'system',
    allowed: PRINCIPALS,
    trigger: async () => void (await sentinelEvent()),
  },
  'user:<uid>': {
    room: () => `user:${accounts.user.uid}`,
    allowed: ['user'],
    trigger: () => ok(accounts.root.client.get(`/api/admin/judge/rejudge?submitId=${practiceSubmission}`)),
  },
  'messages:<uid>': {
    room: () => `messages:${accounts.user.uid}`,
    allowed: ['user'],
    trigger: () =>
      ok(
        accounts.root.client.post('/api/admin/msg/notice', {
          title: 'For the user',
          content: 'Only theirs',
          type: 'users',
          recipients: [accounts.user.username],
        }),
      ),
  },
  'messages:broadcast': {
    room: () => 'messages:broadcast',
    // "A notice to all users was sent", no content: whoever is signed in (a banned token is refused).
    allowed: ['user', 'other', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
    trigger: () =>
      ok(
        accounts.root.client.post('/api/admin/msg/notice', {
          title: 'All',
          content: 'Everyone',
          type: 'all',
        }),
      ),
  },
  status: {
    room: () => 'status',
    allowed: PRINCIPALS,
    trigger: async () => void (await submitPractice(accounts.other, pid)),
  },
  'rank:<list>': [
    // The rank lists and the 7-day AC rank are public: each verdict that moves a row reaches everyone.
    {
      room: () => 'rank:acm',
      allowed: PRINCIPALS,
      trigger: () => manualJudge(practiceSubmission, 0),
    },
    {
      room: () => 'rank:oi',
      allowed: PRINCIPALS,
      trigger: () => manualJudge(practiceSubmission, -1),
    },
    {
      room: () => 'rank:recent-ac',
      allowed: PRINCIPALS,
      trigger: () => manualJudge(practiceSubmission, 0),
    },
  ],
  'submission:<id>': [
    {
      room: () => `submission:${practiceSubmission}`,
      // The author and admins watch a practice submission's cases (the problem opens case results).
      allowed: ['user', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
      trigger: () => ok(accounts.root.client.get(`/api/admin/judge/rejudge?submitId=${practiceSubmission}`)),
    },
    {
      // A contest submission's: its author and the contest's admins; other site admins would read past the seal.
      room: () => `submission:${contestSubmission}`,
      allowed: ['user', 'contestAdmin', 'root'],
      trigger: () => ok(accounts.root.client.get(`/api/admin/judge/rejudge?submitId=${contestSubmission}`)),
    },
  ],
  'contest:<cid>:submissions': {
    room: () => `contest:${cid}:submissions`,
    // Whoever may read the contest's submission list: a public contest's, whoever is signed in.
    allowed: ['user', 'other', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
    trigger: async () => void (await submitInContest(accounts.other, cid, pid)),
  },
  'contest:<cid>:submissions:admin': {
    room: () => `contest:${cid}:submissions:admin`,
    allowed: ['contestAdmin', 'root'],
    trigger: async () => void (await submitInContest(accounts.other, cid, pid)),
  },
  'contest:<cid>:board': {
    room: () => `contest:${cid}:board`,
    // A public contest's board: whoever is signed in (no outside scoreboard).
    allowed: ['user', 'other', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
    trigger: async () => void (await submitInContest(accounts.other, cid, pid)),
  },
  'contest:<cid>:board:admin': {
    room: () => `contest:${cid}:board:admin`,
    allowed: ['contestAdmin', 'root'],
    trigger: async () => void (await submitInContest(accounts.other, cid, pid)),
  },
  'contest:<cid>:ac-info': {
    room: () => `contest:${cid}:ac-info`,
    allowed: ['contestAdmin', 'root'],
    trigger: () =>
      ok(accounts.root.client.get(`/api/admin/judge/manual-judge?submitId=${contestSubmission}&status=0`)),
  },
  'contest:<cid>:print': {
    room: () => `contest:${cid}:print`,
    allowed: ['contestAdmin', 'root'],
    trigger: () =>
      ok(
        accounts.user.client.post('/api/submit-print-text', {
          cid,
          content: '#include <cstdio>\nint main() { puts("print this page for team 7, please"); }\n',
        }),
      ),
  },
  'contest:<cid>:announcements': {
    room: () => `contest:${cid}:announcements`,
    allowed: ['user', 'other', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
    // Far above NOTIFY's 8,000 bytes: the relay must fetch it by id, not drop it.
    trigger: () =>
      ok(
        accounts.contestAdmin.client.post('/api/admin/contest/announcement', {
          cid,
          announcement: { title: 'Long notice', content: '长'.repeat(9000) },
        }),
      ),
  },
  'discussions[:admin]': [
    {
      // The lists' public room: everyone while the area is open; it carries only discussions all may read.
      room: () => 'discussions',
      allowed: PRINCIPALS,
      trigger: () => ok(accounts.other.client.get(`/api/discussion-like?did=${did}&toLike=${nextLike()}`)),
    },
    {
      // Every change, disabled discussions' too: the admin roles, whose lists show those.
      room: () => 'discussions:admin',
      allowed: ['problemAdmin', 'admin', 'contestAdmin', 'root'],
      trigger: () => ok(accounts.other.client.get(`/api/discussion-like?did=${did}&toLike=${nextLike()}`)),
    },
  ],
  'comments:discussion:<did>': {
    room: () => `comments:discussion:${did}`,
    // Whoever may read the discussion's comments: anyone, while the discussion area is open.
    allowed: PRINCIPALS,
    trigger: () => ok(accounts.root.client.post('/api/comment', { did, content: 'A comment' })),
  },
  'comments:contest:<cid>': {
    room: () => `comments:contest:${cid}`,
    // What every reader of the contest may see (here an admin's comment): whoever may enter the public contest.
    allowed: ['user', 'other', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
    trigger: () => ok(accounts.contestAdmin.client.post('/api/comment', { cid, content: 'Read the FAQ' })),
  },
  'comments:contest:<cid>:admin': {
    room: () => `comments:contest:${cid}:admin`,
    allowed: ['contestAdmin', 'root'],
    trigger: () => ok(accounts.other.client.post('/api/comment', { cid, content: 'A question' })),
  },
  'comments:contest:<cid>:user:<uid>': {
    // A contestant's own comments while the contest runs, which other contestants never see.
    room: () => `comments:contest:${cid}:user:${accounts.user.uid}`,
    allowed: ['user'],
    trigger: () => ok(accounts.user.client.post('/api/comment', { cid, content: 'My question' })),
  },
  'training:<tid>:rank': {
    room: () => `training:${tid}:rank`,
    // A private training's rank: its registered users (the user) and admin roles.
    allowed: ['user', 'problemAdmin', 'admin', 'contestAdmin', 'root'],
    // A verdict of a registered user on the training's problem moves their rank row.
    trigger: () => ok(accounts.root.client.get(`/api/admin/judge/rejudge?submitId=${practiceSubmission}`)),
  },
  'group:<gid>': {
    // A private group's card (name, brief, owner): anyone may read it, to apply; pushes carry no content.
    room: () => `group:${gid}`,
    allowed: PRINCIPALS,
    trigger: () => ok(accounts.user.client.put('/api/group', { id: gid, brief: t.uniqueName('Brief ') })),
  },
  'group:<gid>:members': {
    // Its members and applications: its members (the user owns it) and the super admin only.
    room: () => `group:${gid}:members`,
    allowed: ['user', 'root'],
    trigger: async () => {
      if (otherApplying)
        await ok(
          accounts.user.client.call('DELETE', `/api/group/member?gid=${gid}&uid=${accounts.other.uid}`),
        );
      else
        await ok(
          accounts.other.client.post('/api/group/member', { gid, reason: 'Room matrix', code: 'rooms1' }),
        );
      otherApplying = !otherApplying;
    },
  },
  'group:<gid>:status': {
    // The group's submissions (its contests' and problems'): its members and the super admin only.
    room: () => `group:${gid}:status`,
    allowed: ['user', 'root'],
    trigger: flipGroupVerdict,
  },
  'group:<gid>:rank': {
    // The group's rank: its members and the super admin only.
    room: () => `group:${gid}:rank`,
    allowed: ['user', 'root'],
    trigger: flipGroupVerdict,
  },
  'group:<gid>:content': {
    // What changed among its announcements, problems, trainings, discussions: its members (the user owns it)
    // and the super admin only; `{ kind }`, no content.
    room: () => `group:${gid}:content`,
    allowed: ['user', 'root'],
    trigger: () =>
      ok(accounts.user.client.post('/api/group/announcement', { gid, title: 'Rooms', content: 'News' })),
  },
  'admin:problem-import:<job>': {
    // A background import's progress and report: the admin roles that may import.
    room: () => `admin:problem-import:${importJob}`,
    allowed: ['problemAdmin', 'admin', 'contestAdmin', 'root'],
    trigger: async () => {
      const form = new FormData();
      form.append('mode', 'valid');
      form.append('files', new Blob([new TextEncoder().encode('<fps version="1.1"></fps>')]), 'empty.xml');
      const reply = await accounts.root.client.post('/api/admin/import-problems', form);
      expect(data<{ job: number }>(reply).job).toBe(importJob);
    },
  },
  'admin:judge-runners': {
    // The judge status page: each runner's report as it arrives, for the admin roles (like its REST read).
    room: () => 'admin:judge-runners',
    allowed: ['problemAdmin', 'admin', 'contestAdmin', 'root'],
    trigger: async () => {
      heartbeats += 1;
      const reply = await fetch(`${t.url}/api/judge/heartbeat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [JUDGE_TOKEN_HEADER]: JUDGE_TOKEN },
        body: JSON.stringify({
          runner: 'matrix-runner',
          slots: 2,
          busy: heartbeats % 2,
          load: 0.5,
          version: 'test',
          state: 'online',
        }),
      });
      expect(reply.status).toBe(200);
    },
  },
  'admin:remote-usage': {
    // A change per remote submit made or failed: the super admin only, who owns the site accounts.
    room: () => 'admin:remote-usage',
    allowed: ['root'],
    // A remote runner's report, appended as the judge API would (the runner is outside the product).
    trigger: async () =>
      void (await t.store.append(
        `remote-usage-matrix-${t.uniqueName('s')}`,
        [
          {
            type: 'RemoteSubmitFailed',
            data: { round: 1, leaseId: 'matrix', bank: 'HDU', username: 'vj-matrix', reason: 'Refused' },
          },
        ],
        { expectedVersion: 'any' },
      )),
  },
  'admin:audit[:<scope>]': [
    {
      room: () => 'admin:audit',
      // Every event but contest ones, for admins and the super admin; problem admins have their own scope.
      allowed: ['admin', 'contestAdmin', 'root'],
      trigger: async () => void (await sentinelEvent()),
    },
    {
      room: () => 'admin:audit:problems',
      allowed: ['problemAdmin'],
      trigger: () =>
        ok(
          accounts.root.client.post('/api/admin/problem', {
            problem: { problemId: `ROOMS${Date.now() % 100_000}`, title: 'Another problem', checker: null },
            testCases: [{ input: '1 2\n', output: '3\n' }],
          }),
        ),
    },
    {
      // Contest events follow the contests' own rules: only those who administer every contest.
      room: () => 'admin:audit:contests',
      allowed: ['root'],
      trigger: () =>
        ok(
          accounts.contestAdmin.client.post('/api/admin/contest/announcement', {
            cid,
            announcement: { title: 'Short notice', content: 'Problem A has a typo.' },
          }),
        ),
    },
  ],
};

beforeAll(async () => {
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  const [root, contestAdmin, admin, problemAdmin, user, other, banned] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t, ROLE.problemAdmin),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  Object.assign(accounts, { root, contestAdmin, admin, problemAdmin, user, other, banned });
  await ok(root.client.put('/api/admin/user/status', { uid: banned.uid, status: 1, reason: 'spam' }));
  const made = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'ROOMS1', title: 'A+B for rooms', checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  pid = data<{ pid: number }>(made).pid;
  const { rows } = await sql<{ job: string }>`select nextval('problem_import_job_seq') as job`.execute(
    t.server.services.db,
  );
  importJob = Number(rows[0]?.job) + 1;
  cid = await runningContest(contestAdmin, { title: 'Room matrix cup', pid });
  await ok(contestAdmin.client.put('/api/admin/contest', { cid, openPrint: true }));
  await ok(root.client.put('/api/admin/switch/update', { defaultCreateCommentACInitValue: 0 }));
  const categories = await root.client.post('/api/discussion-category', [{ name: 'Rooms' }]);
  const discussion = await root.client.post('/api/discussion', {
    title: 'Room matrix discussion',
    description: 'Comments go live',
    content: 'Hello',
    categoryId: data<{ id: number }[]>(categories)[0]?.id,
  });
  did = data<{ id: number }>(discussion).id;
  const [category] = data<{ id: number }[]>(
    await root.client.post('/api/admin/training/category', { name: 'Rooms', color: '#123456' }),
  );
  tid = data<{ id: number }>(
    await root.client.post('/api/admin/training', {
      title: 'Room matrix training',
      description: 'Private',
      auth: 'Private',
      privatePwd: 'rooms',
      categoryId: category?.id,
    }),
  ).id;
  await ok(root.client.post('/api/admin/training/problem', { tid, problemIds: ['ROOMS1'] }));
  await ok(user.client.post('/api/register-training', { tid, password: 'rooms' }));
  await ok(root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 }));
  gid = data<{ id: number }>(
    await user.client.post('/api/group', {
      name: 'Room matrix group',
      shortName: 'rooms',
      brief: 'Private, for the matrix',
      description: 'Members only',
      auth: 3,
      code: 'rooms1',
    }),
  ).id;
  const groupCid = data<{ cid: number }>(
    await user.client.post('/api/admin/contest', {
      title: 'Room matrix group round',
      description: 'For the group',
      startTime: new Date(Date.now() - 3_600_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
      type: 0,
      auth: 0,
      gid,
    }),
  ).cid;
  await ok(
    user.client.post('/api/admin/contest/add-problem-from-public', { cid: groupCid, pid, displayId: 'A' }),
  );
  groupSubmission = await submitInContest(user, groupCid, pid);
  practiceSubmission = await submitPractice(user, pid);
  contestSubmission = await submitInContest(user, cid, pid);
  for (const name of PRINCIPALS) {
    const token = name === 'anonymous' ? undefined : accounts[name].client.token;
    sockets[name] = new LiveTestClient(t.url, { token });
  }
  await Promise.all(PRINCIPALS.map((name) => sockets[name].connected()));
  for (const name of PRINCIPALS) expect((await sockets[name].join('system')).ok).toBe(true);
}, 120_000);

afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.close();
  await t?.close();
});

describe('room matrix', () => {
  it('has an entry for every room family the gateway serves', () => {
    const served = productRoomGuards(t.server.services.db).map((guard) => guard.family);
    expect(Object.keys(families).sort()).toEqual([...served].sort());
  });

  it('refuses unknown rooms and the internal session topics to everyone', async () => {
    for (const name of PRINCIPALS) {
      const uid = name === 'anonymous' ? accounts.user.uid : accounts[name].uid;
      for (const room of [`session:${uid}`, 'nonsense', `user:${uid}:extra`]) {
        expect(await sockets[name].join(room)).toMatchObject({ ok: false, error: { status: 404 } });
      }
    }
  });

  const cases = Object.entries(families).flatMap(([family, specs]) =>
    [specs].flat().map((spec) => ({ family, spec })),
  );
  for (const [index, { family, spec }] of cases.entries()) {
    it(`${family} #${index}: allowed principals join and receive, the others are refused and receive nothing`, async () => {
      const room = spec.room();
      const refusedAs = (name: PrincipalName) => (name === 'anonymous' || name === 'banned' ? 401 : 403);
      for (const name of PRINCIPALS) {
        const ack = await sockets[name].join(room);
        if (spec.allowed.includes(name)) expect(ack, `${name} joins ${room}`).toMatchObject({ ok: true });
        else
          expect(ack, `${name} joins ${room}`).toMatchObject({
            ok: false,
            error: { status: refusedAs(name) },
          });
      }
      const before = Math.max(0, ...PRINCIPALS.flatMap((name) => sockets[name].positions(room)));
      await spec.trigger();
      const received = (name: PrincipalName) => sockets[name].positions(room).filter((p) => p > before);
      for (const name of spec.allowed) await until(() => received(name).length > 0, 10_000);
      // Everything relayed before the sentinel reached every socket first: a refused one would have it by now.
      const sentinel = await sentinelEvent();
      for (const name of PRINCIPALS) {
        if (spec.allowed.includes(name)) continue;
        await caughtUp(sockets[name], sentinel);
        expect(received(name), `${name} must receive nothing of ${room}`).toEqual([]);
      }
    });
  }
});

describe('a session that ends takes its socket out of its rooms before any later change', () => {
  interface Revocation {
    room: string;
    error: { status: number };
  }

  /** A fresh user with a socket in its own room (and, for admins, the audit room). */
  async function signedInSocket(roleCode?: number) {
    const account = await registerAndLogin(t, roleCode);
    const socket = new LiveTestClient(t.url, { token: account.client.token });
    await socket.connected();
    const revoked: Revocation[] = [];
    socket.socket.on('revoked', (message: Revocation) => revoked.push(message));
    expect((await socket.join('system')).ok).toBe(true);
    expect((await socket.join(`user:${account.uid}`)).ok).toBe(true);
    return { account, socket, revoked };
  }

  /**
   * After `end` returned, the socket is told it lost `room` (at the latest within a second), and a change
   * published to that room afterwards never reaches it.
   */
  async function expectRevoked(
    session: Awaited<ReturnType<typeof signedInSocket>>,
    room: string,
    end: () => Promise<void>,
    publishToRoom: () => Promise<void>,
  ) {
    await end();
    const endedAt = Date.now();
    await until(() => session.revoked.some((r) => r.room === room), 1000);
    expect(Date.now() - endedAt).toBeLessThan(1000);
    const before = session.socket.positions(room).length;
    await publishToRoom();
    await caughtUp(session.socket, await sentinelEvent());
    expect(session.socket.positions(room).length).toBe(before);
    expect((await session.socket.join(room)).ok).toBe(false);
    session.socket.close();
  }

  /** A change on the user's own room that needs no session: root rejudges one of their submissions. */
  const rejudgeOf = (submitId: number) => async () => {
    await ok(accounts.root.client.get(`/api/admin/judge/rejudge?submitId=${submitId}`));
  };

  it('on logout', async () => {
    const session = await signedInSocket();
    const submitId = await submitPractice(session.account, pid);
    await expectRevoked(
      session,
      `user:${session.account.uid}`,
      () => ok(session.account.client.get('/api/logout')),
      rejudgeOf(submitId),
    );
  });

  it('on a password change', async () => {
    const session = await signedInSocket();
    const submitId = await submitPractice(session.account, pid);
    await expectRevoked(
      session,
      `user:${session.account.uid}`,
      async () =>
        ok(
          session.account.client.post('/api/change-password', {
            oldPassword: session.account.password,
            newPassword: 'changed456',
            ...(await solvedCaptcha(t, 'digits')),
          }),
        ),
      rejudgeOf(submitId),
    );
  });

  it('on a ban', async () => {
    const session = await signedInSocket();
    const submitId = await submitPractice(session.account, pid);
    await expectRevoked(
      session,
      `user:${session.account.uid}`,
      () => ok(accounts.root.client.put('/api/admin/user/status', { uid: session.account.uid, status: 1 })),
      rejudgeOf(submitId),
    );
  });

  it('on a demotion: an admin made a user leaves the audit room but keeps their own', async () => {
    const session = await signedInSocket(ROLE.admin);
    expect((await session.socket.join('admin:audit')).ok).toBe(true);
    await expectRevoked(
      session,
      'admin:audit',
      async () => {
        await ok(
          accounts.root.client.put('/api/admin/user/role', { uid: session.account.uid, roleCode: ROLE.user }),
        );
      },
      async () => void (await sentinelEvent()),
    );
    expect(session.revoked.map((r) => r.room)).toEqual(['admin:audit']);
  });
});
