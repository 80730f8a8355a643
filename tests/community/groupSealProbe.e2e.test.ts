import { GroupRole, SubmissionStatus } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { contestFields } from '../support/fixtures';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { createProblem, ok, quiet } from '../trust/roleMatrix/api';

/**
 * The seal probe over a group's paths (issue 21; the contest's own endpoints are tests/contest/sealProbe):
 * a running group contest sealed half an hour ago, where bob solves A and ann fails B after the seal. The
 * group's members, one of its admins who did not write the contest, and an outsider read every group path
 * and room that could carry a result (the group's submissions with every filter, its rank ACM and OI, its
 * contest list, the contest's board and submissions, the group's rooms), and none learns a frozen verdict
 * but their own. The contest's author, the group's root, reads the same and does see them: the control.
 */

const HOUR = 3_600_000;

type Reader = 'ann' | 'bob' | 'cat' | 'helper' | 'eve' | 'teacher';
const READERS: readonly Reader[] = ['ann', 'bob', 'cat', 'helper', 'eve', 'teacher'];
const CONTROL: Reader = 'teacher';

interface Frozen {
  author: 'ann' | 'bob';
  submitId: number;
  status: number;
}

let t: TestServer;
let root: TestAccount;
let people: Record<Reader, TestAccount>;
let gid: number;
let cid: number;
let pidA: number;
let pidB: number;
const frozen: Frozen[] = [];
const sockets = new Map<Reader, LiveTestClient>();
const socketOf = (reader: Reader) => {
  const socket = sockets.get(reader);
  if (!socket) throw new Error(`no socket for ${reader}`);
  return socket;
};

const rooms = () => [
  `group:${gid}`,
  `group:${gid}:status`,
  `group:${gid}:rank`,
  `group:${gid}:content`,
  `contest:${cid}:board`,
  `contest:${cid}:submissions`,
  `contest:${cid}:ac-info`,
];

const submit = async (who: TestAccount, problem: number) =>
  (
    await ok<{ submitId: number }>(
      who.client.post('/api/submit-problem-judge', {
        pid: problem,
        cid,
        language: 'C++',
        code: 'int main(){}',
      }),
    )
  ).submitId;
const judge = (submitId: number, status: number) =>
  ok(root.client.get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=${status}`));

beforeAll(async () => {
  t = await startTestServer();
  const [r, teacher, helper, ann, bob, cat, eve] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  root = r;
  people = { teacher, helper, ann, bob, cat, eve };
  await ok(
    root.client.put('/api/admin/switch/update', {
      defaultCreateGroupACInitValue: 0,
      defaultSubmitInterval: 0,
    }),
  );
  gid = (
    await ok<{ id: number }>(
      teacher.client.post('/api/group', {
        name: t.uniqueName('Sealed class '),
        shortName: 'seals',
        brief: 'A class with a sealed round',
        description: 'We hold a contest',
        auth: 1,
        visible: true,
      }),
    )
  ).id;
  for (const who of [helper, ann, bob, cat]) await ok(who.client.post('/api/group/member', { gid }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: helper.uid, auth: GroupRole.admin }));
  pidA = (await createProblem(root)).pid;
  pidB = (await createProblem(root)).pid;
  const now = Date.now();
  cid = (
    await ok<{ cid: number }>(
      teacher.client.post('/api/admin/contest', {
        ...contestFields(now - HOUR, now + HOUR, { title: t.uniqueName('Sealed round ') }),
        gid,
        sealRank: true,
        sealRankTime: new Date(now - HOUR / 2).toISOString(),
        autoRealRank: false,
        openRank: true,
      }),
    )
  ).cid;
  for (const [pid, displayId] of [
    [pidA, 'A'],
    [pidB, 'B'],
  ] as const)
    await ok(teacher.client.post('/api/admin/contest/add-problem-from-public', { cid, pid, displayId }));

  for (const reader of READERS) {
    const socket = new LiveTestClient(t.url, { token: people[reader].client.token });
    sockets.set(reader, socket);
    await socket.connected();
    for (const room of rooms()) await socket.join(room);
  }
  // After the seal: bob solves A, ann fails B.
  frozen.push(
    { author: 'bob', submitId: await submit(bob, pidA), status: SubmissionStatus.accepted },
    { author: 'ann', submitId: await submit(ann, pidB), status: SubmissionStatus.wrongAnswer },
  );
  for (const f of frozen) await judge(f.submitId, f.status);
  await quiet(t);
  // The control's socket heard the group's rooms move after the verdicts: every socket has had its turn.
  await until(() => socketOf(CONTROL).positions(`group:${gid}:status`).length > 0);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets.values()) socket.close();
  await t?.close();
});

const hiddenFrom = (reader: Reader) => (reader === CONTROL ? [] : frozen.filter((f) => f.author !== reader));

/** Every object inside a reply or payload. */
function* objectsOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsOf(item);
  else if (typeof value === 'object' && value !== null) {
    yield value as Record<string, unknown>;
    for (const inner of Object.values(value)) yield* objectsOf(inner);
  }
}

/** What in `body` tells a hidden verdict: the submission with its status, or bob's solve on a board or rank. */
function leaksIn(body: unknown, hidden: readonly Frozen[], bob: TestAccount): string[] {
  const leaks: string[] = [];
  for (const object of objectsOf(body)) {
    for (const f of hidden) {
      if (object.submitId === f.submitId && object.status === f.status)
        leaks.push(`submission ${f.submitId} with its status ${f.status}`);
      if (f.author === 'bob' && (object.uid === bob.uid || object.username === bob.username)) {
        if (typeof object.ac === 'number' && object.ac > 0) leaks.push('bob solved A on a rank or board');
        if (typeof object.score === 'number' && object.score > 0) leaks.push("bob's score on an OI rank");
      }
    }
  }
  return leaks;
}

/** Every group path (and the group contest's own reads) that could carry a result. */
async function readEverything(reader: Reader) {
  const client = people[reader].client;
  const replies: { what: string; body: unknown }[] = [];
  const get = async (path: string) =>
    replies.push({ what: `GET ${path}`, body: (await client.get(path)).body });
  const post = async (path: string, body: unknown) =>
    replies.push({ what: `POST ${path}`, body: (await client.post(path, body)).body });
  for (const query of [
    '',
    '&status=0',
    '&status=-1',
    '&onlyMine=true',
    `&username=${people.bob.username}`,
    '&problemID=A',
  ])
    await get(`/api/group/get-submission-list?gid=${gid}&limit=100${query}`);
  for (const type of ['0', '1', 'ACM', 'OI'])
    await get(`/api/get-group-rank-list?gid=${gid}&type=${type}&limit=50`);
  await get(`/api/get-group-rank-list?gid=${gid}&searchUser=${people.bob.username}`);
  await get(`/api/group/get-contest-list?gid=${gid}`);
  await get(`/api/get-group-detail?gid=${gid}`);
  await post('/api/get-contest-rank', { cid, currentPage: 1, limit: 50 });
  await post('/api/get-contest-outside-scoreboard', { cid, currentPage: 1, limit: 50 });
  await get(`/api/contest-submissions?cid=${cid}&limit=100`);
  await get(`/api/get-contest-ac-info?cid=${cid}`);
  for (const f of frozen) await get(`/api/get-submission-detail?submitId=${f.submitId}`);
  return replies;
}

describe('the seal over a group contest', () => {
  for (const reader of READERS) {
    const control = reader === CONTROL;
    it(`${reader} ${control ? 'reads the real verdicts (the control)' : 'reads no frozen verdict'} on any group path`, async () => {
      const replies = await readEverything(reader);
      const found = replies.flatMap(({ what, body }) =>
        leaksIn(body, hiddenFrom(reader), people.bob).map((leak) => `${what}: ${leak}`),
      );
      expect(found).toEqual([]);
      if (control) {
        // The same reads, judged as a member would be, find both frozen verdicts.
        const seen = replies.flatMap(({ body }) => leaksIn(body, frozen, people.bob));
        for (const f of frozen)
          expect(seen.some((leak) => leak.includes(`submission ${f.submitId}`))).toBe(true);
      }
    });

    it(`${reader} is sent no frozen verdict in any group room`, () => {
      const pushed = socketOf(reader).applied.flatMap((change) =>
        leaksIn(change.payload, hiddenFrom(reader), people.bob).map((leak) => `${change.room}: ${leak}`),
      );
      expect(pushed).toEqual([]);
      if (reader !== 'eve')
        expect(socketOf(reader).positions(`group:${gid}:status`).length).toBeGreaterThan(0);
    });
  }

  it('keeps the outsider out of every group room', async () => {
    const outsider = new LiveTestClient(t.url, { token: people.eve.client.token });
    try {
      await outsider.connected();
      for (const room of [`group:${gid}:status`, `group:${gid}:rank`, `group:${gid}:content`])
        expect((await outsider.join(room)).ok).toBe(false);
    } finally {
      outsider.close();
    }
  });

  it('moves the group rank once the seal lifts', async () => {
    const bobRow = async () =>
      (
        await ok<{ records: { username: string; ac: number }[] }>(
          people.cat.client.get(`/api/get-group-rank-list?gid=${gid}&limit=50`),
        )
      ).records.find((r) => r.username === people.bob.username);
    expect((await bobRow())?.ac ?? 0).toBe(0);
    await ok(people.teacher.client.put('/api/admin/contest', { cid, sealRank: false }));
    await until(async () => (await bobRow())?.ac === 1);
  });
});
