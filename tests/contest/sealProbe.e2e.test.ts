import { handleCommand, type ProductEvent, type RecordedEvent } from '@oj/events';
import { type RankRelay, startRankRelay } from '@oj/projections';
import { ROLE, submissionDecider, submissionStreamId } from '@oj/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { runningContest } from '../support/contests';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

/**
 * The seal probe: a running ACM contest sealed ten minutes ago, with one verdict of each contestant
 * made after the seal. Contestants, a visitor, an admin who does not manage the contest and a problem
 * admin read every endpoint and room that could carry a result, and none of them may learn a frozen
 * verdict (a contestant sees their own, as ACM has it). The contest's admin reads the same and does
 * see them: the control that proves the probe would notice a leak.
 */

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

type Reader = 'ann' | 'bob' | 'visitor' | 'otherAdmin' | 'problemAdmin' | 'contestAdmin' | 'root';
const READERS: readonly Reader[] = [
  'ann',
  'bob',
  'visitor',
  'otherAdmin',
  'problemAdmin',
  'contestAdmin',
  'root',
];
/** Those who see the real board: the contest's author and the super admin. */
const SEES_REAL_BOARD: readonly Reader[] = ['contestAdmin', 'root'];

/** A frozen submission: made after the seal, judged, with markers in every field a result travels in. */
interface Frozen {
  author: 'ann' | 'bob';
  submitId: number;
  status: number;
  time: number;
  memory: number;
  marker: string;
}

let t: TestServer;
let relay: RankRelay;
let accounts: Record<Exclude<Reader, 'visitor'>, TestAccount>;
let visitor: ApiClient;
const clientOf = (reader: Reader) => (reader === 'visitor' ? visitor : accounts[reader].client);
const sockets = new Map<Reader, LiveTestClient>();
function socketOf(reader: Reader): LiveTestClient {
  const socket = sockets.get(reader);
  if (!socket) throw new Error(`no socket for ${reader}`);
  return socket;
}
let pidA: number;
let pidB: number;
let cid: number;
let start: number;
let seal: number;
const problemIds = { A: `SPA${Date.now() % 100_000}`, B: `SPB${Date.now() % 100_000}` };
const frozen: Frozen[] = [];
/** The store's events of the frozen verdicts and the rank changes they caused. */
let frozenEvents: RecordedEvent<ProductEvent>[] = [];

async function problem(problemId: string): Promise<number> {
  const reply = await accounts.root.client.post('/api/admin/problem', {
    problem: { problemId, title: `Probe ${problemId}`, auth: 1, checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(reply.body.status).toBe(200);
  return data<{ pid: number }>(reply).pid;
}

/** A contest submission made at time `at` through the submission decider; returns its id. */
async function submitted(
  author: 'ann' | 'bob',
  pid: number,
  displayPid: string,
  at: number,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(
    t.server.services.db,
  );
  const submitId = Number(rows[0]?.id);
  const account = accounts[author];
  const submit = {
    type: 'Submit' as const,
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
  };
  const result = await handleCommand(t.store, submissionStreamId(submitId), submissionDecider, submit, {
    metadata: { at: iso(at) },
  });
  await t.server.services.settled('submissions', result.positions.at(-1));
  return submitId;
}

/** Judges a submission as a runner would (lease, one case, the verdict), every event at time `at`. */
async function judge(
  submitId: number,
  at: number,
  verdict: { status: number; time: number; memory: number; marker: string },
): Promise<void> {
  const stream = submissionStreamId(submitId);
  const when = { metadata: { at: iso(at) } };
  const lease = { round: 1, leaseId: `lease-${submitId}` };
  const take = { type: 'TakeLease' as const, ...lease, runner: 'probe', now: Date.now(), ttlMs: 60_000 };
  await handleCommand(t.store, stream, submissionDecider, take, when);
  const judgedCase = {
    seq: 1,
    inputName: '1.in',
    outputName: '1.out',
    groupNum: 0,
    status: verdict.status,
    time: verdict.time,
    memory: verdict.memory,
    score: 0,
    userOutput: `${verdict.marker}-output`,
    message: `${verdict.marker}-checker`,
  };
  const reportCase = { type: 'ReportCases' as const, ...lease, cases: [judgedCase] };
  await handleCommand(t.store, stream, submissionDecider, reportCase, when);
  const report = {
    type: 'ReportVerdict' as const,
    ...lease,
    verdict: {
      status: verdict.status,
      score: null,
      oiRankScore: null,
      time: verdict.time,
      memory: verdict.memory,
      errorMessage: '',
      systemError: null,
      judger: `${verdict.marker}-judger`,
    },
  };
  const result = await handleCommand(t.store, stream, submissionDecider, report, when);
  const position = result.positions.at(-1);
  for (const projection of ['submissions', 'contests', 'contest-helpers', 'contest-rank-changes']) {
    await t.server.services.settled(projection, position);
  }
}

const ROOMS = () => [
  'system',
  'status',
  `contest:${cid}:board`,
  `contest:${cid}:board:admin`,
  `contest:${cid}:ac-info`,
  `contest:${cid}:print`,
  `contest:${cid}:announcements`,
  `contest:${cid}:submissions`,
  `contest:${cid}:submissions:admin`,
  `user:${accounts.ann.uid}`,
  `user:${accounts.bob.uid}`,
  ...frozen.map((f) => `submission:${f.submitId}`),
  'admin:audit',
  'admin:audit:problems',
  'admin:audit:contests',
];

beforeAll(async () => {
  t = await startTestServer();
  relay = startRankRelay({ store: t.store, connectionString: t.database.url });
  const [root, contestAdmin, otherAdmin, problemAdmin, ann, bob] = await Promise.all([
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t, ROLE.problemAdmin),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  accounts = { root, contestAdmin, otherAdmin, problemAdmin, ann, bob };
  visitor = new ApiClient(t.url);
  pidA = await problem(problemIds.A);
  pidB = await problem(problemIds.B);
  const now = Date.now();
  start = now - 60 * MIN;
  seal = now - 10 * MIN;
  cid = await runningContest(contestAdmin, { title: 'Seal probe cup', pid: pidA, sealedSince: seal });
  const addB = await contestAdmin.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid: pidB,
    displayId: 'B',
  });
  expect(addB.body.status).toBe(200);
  // The outside scoreboard too, so the visitor has a board to read.
  expect((await contestAdmin.client.put('/api/admin/contest', { cid, openRank: true })).body.status).toBe(
    200,
  );

  // Before the seal: ann and bob both fail A (a tie). Everyone may see these.
  const openAnn = await submitted('ann', pidA, 'A', start + 5 * MIN);
  await judge(openAnn, start + 5 * MIN, { status: -1, time: 11, memory: 1000, marker: 'open-ann' });
  const openBob = await submitted('bob', pidA, 'A', start + 6 * MIN);
  await judge(openBob, start + 6 * MIN, { status: -1, time: 12, memory: 1000, marker: 'open-bob' });

  // After the seal: bob solves A (on the real board he leads, ann falls to second), ann fails B.
  // Submitted first, so every reader's sockets can try each room, the submissions' own included,
  // before anything is judged.
  const bobFrozen: Frozen = {
    author: 'bob',
    submitId: await submitted('bob', pidA, 'A', Date.now()),
    status: 0,
    time: 4321,
    memory: 65_432,
    marker: 'frozen-bob',
  };
  const annFrozen: Frozen = {
    author: 'ann',
    submitId: await submitted('ann', pidB, 'B', Date.now()),
    status: -1,
    time: 3210,
    memory: 54_321,
    marker: 'frozen-ann',
  };
  frozen.push(bobFrozen, annFrozen);
  for (const reader of READERS)
    sockets.set(reader, new LiveTestClient(t.url, { token: clientOf(reader).token }));
  await Promise.all(READERS.map((reader) => socketOf(reader).connected()));
  for (const reader of READERS) for (const room of ROOMS()) await socketOf(reader).join(room);
  for (const f of frozen) await judge(f.submitId, Date.now(), f);
  await relay.drain();
  const rank = await t.store.readStream(`contest-${cid}-rank`);
  const frozenStreams = frozen.map((f) => submissionStreamId(f.submitId));
  frozenEvents = [
    ...(await t.store.readStreams(frozenStreams)).filter((e) =>
      ['SubmissionCaseJudged', 'SubmissionJudged'].includes(e.type),
    ),
    ...rank.filter((e) => Date.parse(e.metadata.at) >= seal),
  ];
  // bob's accept moved ann on the real board: there is a frozen rank change to leak.
  expect(rank.some((e) => e.type === 'ContestRankChanged' && e.data.submitId === bobFrozen.submitId)).toBe(
    true,
  );
  await t.server.services.settled('audit-feed', Number(await t.store.waitForSettled()));

  // The control: the super admin's audit room announced the frozen verdicts and rank changes, and the
  // contest admin's board room carried bob's accept. Then a sentinel: whatever any room was sent
  // before it reached every socket first.
  const announced = (reader: Reader) => auditAnnouncements(reader).map((e) => e.position);
  await until(() => frozenEvents.every((e) => announced('root').includes(e.position)));
  await until(() =>
    boardRows('contestAdmin', `contest:${cid}:board:admin`).some(
      (r) => r.uid === accounts.bob.uid && r.ac === 1,
    ),
  );
  const sentinel = await sentinelEvent();
  for (const reader of READERS)
    await until(() =>
      socketOf(reader)
        .positions('system')
        .some((p) => p >= sentinel),
    );
}, 180_000);

afterAll(async () => {
  for (const socket of sockets.values()) socket.close();
  await relay?.stop();
  await t?.close();
});

/** A failed sign-in: an event no room but `system` cares about. */
async function sentinelEvent(): Promise<number> {
  await new ApiClient(t.url).post('/api/login', { username: accounts.ann.username, password: 'wrong-pass1' });
  const head = Number(await t.store.waitForSettled());
  await t.server.services.settled('event-counts', head);
  return head;
}

interface AuditLiveEvent {
  position: number;
  stream: string;
  type: string;
}
function auditAnnouncements(reader: Reader): AuditLiveEvent[] {
  return socketOf(reader)
    .applied.filter((c) => c.room.startsWith('admin:audit'))
    .flatMap((c) => (c.payload as { events: AuditLiveEvent[] }).events);
}

/** The submission rows a reader's socket was sent in `room`. */
function rows(reader: Reader, room: string): { submitId: number; status: number }[] {
  return socketOf(reader)
    .applied.filter((c) => c.room === room)
    .map((c) => (c.payload as { submission: { submitId: number; status: number } }).submission);
}

interface BoardRow {
  uid: string;
  ac: number;
  submissionInfo: Record<string, { isAC: boolean; errorNum: number; tryNum: number }>;
}
function boardRows(reader: Reader, room: string): BoardRow[] {
  return socketOf(reader)
    .applied.filter((c) => c.room === room && (c.payload as { kind: string }).kind === 'row')
    .map((c) => (c.payload as { row: BoardRow }).row);
}

/** The frozen verdicts `reader` may not see: every one but their own (ACM shows one's own). */
const hiddenFrom = (reader: Reader) =>
  SEES_REAL_BOARD.includes(reader) ? [] : frozen.filter((f) => f.author !== reader);

/** Every read that could carry a result, as `reader` would make it. */
async function readEverything(reader: Reader): Promise<Array<{ what: string; body: unknown }>> {
  const client = clientOf(reader);
  const replies: Array<{ what: string; body: unknown }> = [];
  // Raw, not through ApiClient: the CLICS feed answers its admins in NDJSON, not in the envelope.
  const get = async (path: string) => {
    const res = await fetch(t.url + path, { headers: client.token ? { Authorization: client.token } : {} });
    const text = await res.text();
    replies.push({ what: `GET ${path}`, body: parsed(text) });
  };
  const post = async (path: string, body: unknown) =>
    replies.push({
      what: `POST ${path} ${JSON.stringify(body)}`,
      body: (await client.post(path, body)).body,
    });
  const board = { cid, currentPage: 1, limit: 50 };
  await post('/api/get-contest-rank', board);
  await post('/api/get-contest-rank', { ...board, containsEnd: true, containsAfterContest: true });
  await post('/api/get-contest-outside-scoreboard', board);
  await get(`/api/get-contest-outsize-info?cid=${cid}`);
  await get(`/api/get-contest-info?cid=${cid}`);
  await get(`/api/get-contest-problem?cid=${cid}`);
  for (const displayId of ['A', 'B'])
    await get(`/api/get-contest-problem-details?cid=${cid}&displayId=${displayId}`);
  for (const query of ['', '&status=0', '&status=-1', '&onlyMine=true', '&containsEnd=true', '&problemID=A'])
    await get(`/api/contest-submissions?cid=${cid}&limit=100${query}`);
  for (const f of frozen) {
    await get(`/api/get-submission-detail?submitId=${f.submitId}`);
    await get(`/api/get-all-case-result?submitId=${f.submitId}`);
    await get(`/api/submission/download-wrong-case?submitId=${f.submitId}`);
  }
  await post('/api/check-submissions-status', { submitIds: frozen.map((f) => f.submitId) });
  await get('/api/get-submission-list?limit=100');
  await get('/api/get-submission-list?limit=100&onlyMine=true');
  for (const who of [accounts.ann, accounts.bob]) {
    await get(`/api/get-user-home-info?uid=${who.uid}`);
    await get(`/api/get-user-calendar-heatmap?uid=${who.uid}`);
  }
  await post('/api/get-user-problem-status', { pidList: [pidA, pidB] });
  for (const problemId of Object.values(problemIds))
    await get(`/api/get-problem-detail?problemId=${problemId}`);
  await get('/api/get-problem-list?limit=50');
  for (const pid of [pidA, pidB]) await get(`/api/get-last-ac-code?pid=${pid}`);
  await get(`/api/get-contest-ac-info?cid=${cid}`);
  await get(`/api/get-contest-print?cid=${cid}`);
  await get(`/api/contest-history?cid=${cid}`);
  for (const view of ['public', 'real'])
    await get(`/api/contest-board-at?cid=${cid}&time=${iso(Date.now())}&view=${view}`);
  await get(`/api/get-contest-scroll-board-info?cid=${cid}`);
  await get(`/api/get-contest-scroll-board-submission?cid=${cid}`);
  await get(`/api/contests/${cid}/event-feed?stream=false`);
  await get(`/api/contests/${cid}/event-feed/download`);
  await get(`/api/admin/contest?cid=${cid}`);
  await get('/api/admin/contest/get-contest-list');
  await readAudit(get);
  return replies;
}

/** The audit log, every way in: lists, filters, search, single events, what they caused, chains, paging. */
async function readAudit(get: (path: string) => Promise<unknown>): Promise<void> {
  const audit = '/api/admin/audit';
  await get(`${audit}/events?limit=200`);
  await get(`${audit}/events?limit=200&aggregate=contest`);
  await get(`${audit}/events?limit=200&stream=contest-${cid}`);
  await get(`${audit}/events?limit=200&type=SubmissionJudged,SubmissionCaseJudged,ContestRankChanged`);
  for (const f of frozen) {
    await get(`${audit}/events?limit=200&stream=${submissionStreamId(f.submitId)}`);
    await get(`${audit}/events?limit=200&q=${f.marker}`);
  }
  await get(`${audit}/events?limit=200&q=4321`);
  for (const event of frozenEvents) {
    await get(`${audit}/event?position=${event.position}`);
    await get(`${audit}/caused?position=${event.position}`);
    await get(`${audit}/correlated?correlationId=${event.metadata.correlationId}`);
  }
  // The verdict's own request chain and what it caused, as the contest's submission page links them.
  const created = await t.store.readStreams(frozen.map((f) => submissionStreamId(f.submitId)));
  for (const event of created) {
    await get(`${audit}/event?position=${event.position}`);
    await get(`${audit}/caused?position=${event.position}`);
  }
}

/** JSON when it is JSON (or NDJSON, line by line), else the text itself. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.split('\n').map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return line;
      }
    });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object and array inside `value`, depth first. */
function* partsOf(value: unknown): Generator<Record<string, unknown> | unknown[]> {
  if (Array.isArray(value)) {
    yield value;
    for (const item of value) yield* partsOf(item);
  } else if (isRecord(value)) {
    yield value;
    for (const inner of Object.values(value)) yield* partsOf(inner);
  }
}

/** What in `body` reveals a verdict of `hidden`: its markers, or an object about it with its figures. */
function leaksIn(body: unknown, hidden: readonly Frozen[]): string[] {
  const text = JSON.stringify(body);
  const leaks = hidden.filter((f) => text.includes(f.marker)).map((f) => `${f.marker} in the text`);
  const frozenPositions = new Set<number>(frozenEvents.map((e) => e.position));
  for (const object of partsOf(body)) {
    if (Array.isArray(object)) {
      // A replay's compact submission: [submitId, team, displayId, offset, changes].
      for (const f of hidden) {
        const changes = object[4];
        if (object[0] === f.submitId && Array.isArray(changes) && changes.length > 0)
          leaks.push(`submission ${f.submitId}'s verdict changes in a history`);
      }
      continue;
    }
    for (const f of hidden) {
      if (object.submission_id === String(f.submitId) && 'judgement_type_id' in object)
        leaks.push(`a CLICS judgement of submission ${f.submitId}`);
      const about = object.submitId === f.submitId || object.stream === submissionStreamId(f.submitId);
      if (!about) continue;
      if ('newRank' in object) leaks.push(`a rank change caused by submission ${f.submitId}`);
      if (object.status === f.status) leaks.push(`submission ${f.submitId} with its status ${f.status}`);
      if (object.time === f.time || object.memory === f.memory)
        leaks.push(`submission ${f.submitId} with its figures`);
      if (
        typeof object.type === 'string' &&
        ['SubmissionJudged', 'SubmissionCaseJudged'].includes(object.type)
      )
        leaks.push(`submission ${f.submitId}'s ${object.type}`);
    }
    if (
      hidden.length > 0 &&
      typeof object.position === 'number' &&
      frozenPositions.has(object.position) &&
      'stream' in object
    )
      leaks.push(`event ${object.position} (${String(object.stream)}, ${String(object.type)})`);
  }
  return leaks;
}

describe('the seal probe', () => {
  for (const reader of READERS) {
    const control = SEES_REAL_BOARD.includes(reader);
    it(`${reader} ${control ? 'sees every verdict (the control)' : 'reads no frozen verdict'} over HTTP`, async () => {
      const replies = await readEverything(reader);
      expect(replies.length).toBeGreaterThan(50);
      const found = replies.flatMap(({ what, body }) =>
        leaksIn(body, hiddenFrom(reader)).map((leak) => `${what}: ${leak}`),
      );
      expect(found).toEqual([]);
      if (control) {
        // The same reads, judged as if the reader were a contestant, find every frozen verdict.
        const seen = replies.flatMap(({ body }) => leaksIn(body, frozen));
        for (const f of frozen)
          expect(seen.some((leak) => leak.includes(f.marker) || leak.includes(String(f.submitId)))).toBe(
            true,
          );
      }
    });

    it(`${reader} ${control ? 'is sent the real board (the control)' : 'is sent no frozen verdict'} in any room`, () => {
      const hidden = hiddenFrom(reader);
      const pushed = socketOf(reader).applied.flatMap((change) =>
        leaksIn(change.payload, hidden).map((leak) => `${change.room}: ${leak}`),
      );
      expect(pushed).toEqual([]);
      const announced = auditAnnouncements(reader).filter((e) =>
        frozenEvents.some((f) => f.position === e.position),
      );
      // Only a reader who administers every contest follows the contest events live.
      if (reader === 'root') expect(announced).toHaveLength(frozenEvents.length);
      else expect(announced).toEqual([]);
      if (control) {
        const real = boardRows(reader, `contest:${cid}:board:admin`);
        expect(real.some((r) => r.uid === accounts.bob.uid && r.ac === 1)).toBe(true);
      }
    });
  }

  it('pushes contest submissions live: real to their admins and (ACM) to their author', () => {
    const [bobFrozen, annFrozen] = frozen;
    if (!bobFrozen || !annFrozen) throw new Error('no frozen submissions');
    const admins = rows('contestAdmin', `contest:${cid}:submissions:admin`);
    expect(admins).toContainEqual(expect.objectContaining({ submitId: bobFrozen.submitId, status: 0 }));
    // ACM: ann follows her own verdict through the seal, in her own room and in her submission's.
    expect(rows('ann', `user:${accounts.ann.uid}`)).toContainEqual(
      expect.objectContaining({ submitId: annFrozen.submitId, status: -1 }),
    );
    expect(rows('ann', `submission:${annFrozen.submitId}`)).toContainEqual(
      expect.objectContaining({ submitId: annFrozen.submitId, status: -1 }),
    );
  });

  it('shows the sealed board to everyone but the contest admins: frozen attempts as tries', async () => {
    const row = (rows: BoardRow[], who: TestAccount) => rows.find((r) => r.uid === who.uid);
    for (const reader of ['ann', 'bob', 'otherAdmin', 'problemAdmin'] as const) {
      const board = data<{ records: BoardRow[] }>(
        await clientOf(reader).post('/api/get-contest-rank', { cid, currentPage: 1, limit: 50 }),
      );
      expect(row(board.records, accounts.bob)).toMatchObject({
        ac: 0,
        submissionInfo: { A: { isAC: false, errorNum: 1, tryNum: 1 } },
      });
      expect(row(board.records, accounts.ann)?.submissionInfo.B).toMatchObject({
        isAC: false,
        errorNum: 0,
        tryNum: 1,
      });
    }
    const outside = data<{ records: BoardRow[] }>(
      await visitor.post('/api/get-contest-outside-scoreboard', { cid, currentPage: 1, limit: 50 }),
    );
    expect(row(outside.records, accounts.bob)).toMatchObject({ ac: 0 });
    const real = data<{ records: BoardRow[] }>(
      await clientOf('contestAdmin').post('/api/get-contest-rank', { cid, currentPage: 1, limit: 50 }),
    );
    expect(row(real.records, accounts.bob)).toMatchObject({ ac: 1, submissionInfo: { A: { isAC: true } } });
    expect(row(real.records, accounts.ann)?.submissionInfo.B).toMatchObject({ isAC: false, errorNum: 1 });
    const pushedToAnn = boardRows('ann', `contest:${cid}:board`).filter((r) => r.uid === accounts.bob.uid);
    expect(pushedToAnn.some((r) => r.submissionInfo.A?.tryNum === 1)).toBe(true);
    expect(pushedToAnn.every((r) => r.ac === 0)).toBe(true);
  });

  it('pages an admin through the audit log without gaps when frozen events are left out', async () => {
    const list = async (query: string) =>
      data<{ records: { position: number }[]; next: number | null }>(
        await clientOf('otherAdmin').get(`/api/admin/audit/events?${query}`),
      );
    const all = (await list('limit=200')).records.map((e) => e.position);
    const walked: number[] = [];
    let before: number | null = null;
    for (let page = 0; page < 100; page++) {
      const { records, next } = await list(before === null ? 'limit=3' : `limit=3&before=${before}`);
      // Every page is full until the last: hidden rows are filtered in the query, not after it.
      if (next !== null) expect(records).toHaveLength(3);
      walked.push(...records.map((e) => e.position));
      before = next;
      if (before === null) break;
    }
    expect(walked).toEqual(all);
    for (const event of frozenEvents) expect(walked).not.toContain(event.position);
  });

  it('pushes a sealed submission to the participants as its arrival only, unknown', async () => {
    const late = await submitted('bob', pidB, 'B', Date.now());
    await judge(late, Date.now(), { status: -1, time: 77, memory: 777, marker: 'late-bob' });
    const sentinel = await sentinelEvent();
    for (const reader of ['ann', 'bob', 'contestAdmin'] as const)
      await until(() =>
        socketOf(reader)
          .positions('system')
          .some((p) => p >= sentinel),
      );
    const statusesOf = (reader: Reader, room: string) =>
      rows(reader, room)
        .filter((r) => r.submitId === late)
        .map((r) => r.status);
    expect(statusesOf('ann', `contest:${cid}:submissions`)).toEqual([-5]);
    expect(statusesOf('bob', `user:${accounts.bob.uid}`)).toContain(-1);
    expect(statusesOf('contestAdmin', `contest:${cid}:submissions:admin`)).toContain(-1);
  });
});

describe('after the seal lifts', () => {
  it('shows an admin the verdicts as usual', async () => {
    expect(
      (await clientOf('contestAdmin').put('/api/admin/contest', { cid, sealRank: false })).body.status,
    ).toBe(200);
    await t.server.services.settled('contests', Number(await t.store.waitForSettled()));
    const positions = data<{ records: { position: number }[] }>(
      await clientOf('otherAdmin').get('/api/admin/audit/events?limit=200'),
    ).records.map((e) => e.position);
    for (const event of frozenEvents) expect(positions).toContain(event.position);
    const detail = await clientOf('otherAdmin').get(
      `/api/admin/audit/event?position=${frozenEvents[0]?.position}`,
    );
    expect(detail.body.status).toBe(200);
  });
});
