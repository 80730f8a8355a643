import type { ProductEvent } from '@oj/events';
import { allProjections, awaitProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { contestFields } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/testServer';
import { loadNwerc } from './nwercContests';

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let contestant: TestAccount;
let nwercCid: number;

const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
type Line = { type: string; id: string | null; data: Record<string, unknown> | null; token: string };

/** DOMjudge verdicts in our status codes, as the NWERC unit test reads them. */
const STATUS_OF: Record<string, number> = {
  AC: 0,
  WA: -1,
  NO: -1,
  OLE: -1,
  TLE: 1,
  MLE: 2,
  RTE: 3,
  CE: -2,
  PE: -3,
};

async function feed(account: TestAccount | null, cid: number, query = 'stream=false') {
  const res = await fetch(`${t.url}/api/contests/${cid}/event-feed?${query}`, {
    headers: account?.client.token ? { Authorization: account.client.token } : {},
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}
const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);

async function importFeed(account: TestAccount, text: string, name = 'feed.ndjson') {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/x-ndjson' }), name);
  return account.client.call('POST', '/api/admin/contest/import-event-feed', form);
}

type Cell = { isAC: boolean; ACTime: number | null; errorNum: number; tryNum: number; isFirstAC: boolean };
type Row = {
  username: string;
  rank: number;
  ac: number;
  totalTime: number;
  submissionInfo: Record<string, Cell>;
};

/** The real board as its admin sees it, rows without their uids (imported teams get their own). */
async function board(cid: number) {
  const reply = await root.client.post('/api/get-contest-rank', { cid, currentPage: 1, limit: 300 });
  expect(reply.body.status).toBe(200);
  return data<{ records: Row[] }>(reply).records.map((r) => ({
    username: r.username,
    rank: r.rank,
    ac: r.ac,
    totalTime: r.totalTime,
    cells: Object.fromEntries(
      Object.entries(r.submissionInfo).map(([label, c]) => [
        label,
        { isAC: c.isAC, ACTime: c.ACTime, errorNum: c.errorNum, tryNum: c.tryNum, isFirstAC: c.isFirstAC },
      ]),
    ),
  }));
}

/** Every projection at the head: thousands of appended events keep the projector busy for a while. */
async function settleAll() {
  const head = await t.store.waitForSettled();
  for (const p of allProjections) await awaitProjection(t.server.services.db, p.name, head, 120_000);
}

const eventCount = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from events`.execute(t.server.services.db)).rows[0]?.n,
  );

/** NWERC 2017 as a native contest: problems and the contest by the admin API, every submission judged at its time. */
async function buildNwerc2017(): Promise<number> {
  const nwerc = loadNwerc('nwerc2017');
  const { rules } = nwerc;
  const pids = new Map<string, number>();
  for (const p of nwerc.json.problems) {
    const reply = await root.client.post('/api/admin/problem', {
      problem: { problemId: t.uniqueName(`nw${p.label}`), title: p.id, auth: 1, checker: null },
      testCases: [{ input: '1\n', output: '1\n' }],
    });
    expect(reply.body.status).toBe(200);
    pids.set(p.id, data<{ pid: number }>(reply).pid);
  }
  const stars = nwerc.json.teams
    .filter((team) => !team.counted && team.name.length <= 20)
    .map((team) => team.name);
  const created = await root.client.post('/api/admin/contest', {
    ...contestFields(rules.startTime, rules.endTime),
    title: 'NWERC 2017',
    description: 'The 2017 Northwestern Europe Regional Contest',
    sealRank: true,
    sealRankTime: iso(rules.sealTime ?? 0),
    penaltyTime: 20,
    compileErrorPenalty: false,
    rankTimeUnit: 'minute',
    starAccount: stars,
  });
  expect(created.body.status).toBe(200);
  const cid = data<{ cid: number }>(created).cid;
  for (const p of nwerc.json.problems) {
    const added = await root.client.post('/api/admin/contest/add-problem-from-public', {
      cid,
      pid: pids.get(p.id),
      displayId: p.label,
      displayTitle: p.id,
    });
    expect(added.body.status).toBe(200);
  }
  const teams = new Map(nwerc.json.teams.map((team) => [team.id, team.name]));
  const submissions = [...nwerc.json.submissions];
  const appendOne = async (s: (typeof submissions)[number]) => {
    const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(
      t.server.services.db,
    );
    const submitId = Number(rows[0]?.id);
    const lease = { round: 1, leaseId: `nwerc-${submitId}` };
    const events: ProductEvent[] = [
      {
        type: 'SubmissionCreated',
        data: {
          submitId,
          pid: pids.get(s.problem_id) ?? 0,
          displayPid: '',
          uid: `nwerc-${s.team_id}`,
          username: teams.get(s.team_id) ?? s.team_id,
          language: 'C++',
          code: '',
          cid,
          ip: '127.0.0.1',
        },
      },
      { type: 'JudgeLeaseTaken', data: { ...lease, runner: 'nwerc', expiresAt: 8e15, replaces: null } },
      {
        type: 'SubmissionJudged',
        data: {
          ...lease,
          status: STATUS_OF[s.verdict] ?? 4,
          score: null,
          oiRankScore: null,
          time: 10,
          memory: 1000,
          errorMessage: '',
          systemError: null,
          judger: 'nwerc',
        },
      },
    ];
    await t.store.append(`submission-${submitId}`, events, {
      expectedVersion: 'no_stream',
      metadata: { at: iso(rules.startTime + Math.round(s.contest_time_s * 1000)) },
    });
  };
  for (let i = 0; i < submissions.length; i += 8)
    await Promise.all(submissions.slice(i, i + 8).map(appendOne));
  await settleAll();
  return cid;
}

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  contestant = await registerAndLogin(t);
  nwercCid = await buildNwerc2017();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const CLICS_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}$/;
const RELTIME = /^-?\d+:[0-5]\d:[0-5]\d(\.\d{3})?$/;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?([+-]\d\d(:\d\d)?|Z)$/;
const REQUIRED: Record<string, string[]> = {
  contest: ['id', 'name', 'start_time', 'duration', 'scoreboard_type', 'penalty_time'],
  'judgement-types': ['id', 'name', 'penalty', 'solved'],
  languages: ['id', 'name', 'entry_point_required', 'extensions'],
  problems: ['id', 'label', 'name', 'ordinal', 'time_limit', 'test_data_count'],
  teams: ['id', 'name'],
  state: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'],
  submissions: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time', 'files'],
  judgements: ['id', 'submission_id', 'judgement_type_id', 'start_time', 'start_contest_time'],
  awards: ['id', 'citation', 'team_ids'],
};

/** What a CLICS client checks: fields, formats, references to earlier objects, token order, the end. */
function expectValidFeed(lines: Line[]) {
  const seen = new Map<string, Set<string>>();
  const known = (type: string, id: unknown) => seen.get(type)?.has(String(id)) ?? false;
  let previous: [number, number] = [-1, -1];
  for (const line of lines) {
    expect(Object.keys(line).sort()).toEqual(['data', 'id', 'token', 'type']);
    const [p, n] = line.token.split('-').map(Number) as [number, number];
    expect(p > previous[0] || (p === previous[0] && n > previous[1])).toBe(true);
    previous = [p, n];
    const d = line.data;
    if (d === null) continue;
    for (const field of REQUIRED[line.type] ?? []) expect(d, `${line.type} ${field}`).toHaveProperty(field);
    if (line.type !== 'contest' && line.type !== 'state') {
      expect(line.id).toBe(d.id);
      expect(String(line.id)).toMatch(CLICS_ID);
    }
    if (line.type === 'contest') {
      expect(d.start_time).toMatch(TIME);
      expect(d.duration).toMatch(RELTIME);
    }
    if (line.type === 'submissions') {
      expect(d.time).toMatch(TIME);
      expect(d.contest_time).toMatch(RELTIME);
      expect(
        known('problems', d.problem_id) && known('teams', d.team_id) && known('languages', d.language_id),
      ).toBe(true);
    }
    if (line.type === 'judgements') {
      expect(known('submissions', d.submission_id)).toBe(true);
      if (d.judgement_type_id !== null) expect(known('judgement-types', d.judgement_type_id)).toBe(true);
    }
    const ids = seen.get(line.type) ?? new Set<string>();
    ids.add(String(line.id));
    seen.set(line.type, ids);
  }
  const last = lines.at(-1);
  expect(last?.type).toBe('state');
  expect(last?.data?.end_of_updates).toMatch(TIME);
  expect(lines.filter((l) => l.type === 'state' && l.data?.end_of_updates)).toHaveLength(1);
}

describe('the event feed of NWERC 2017', () => {
  let lines: Line[];
  let text: string;

  it('is valid CLICS and ends with end_of_updates', async () => {
    const reply = await feed(root, nwercCid);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    text = reply.text;
    lines = linesOf(text);
    expectValidFeed(lines);
    const nwerc = loadNwerc('nwerc2017');
    expect(lines.filter((l) => l.type === 'submissions')).toHaveLength(nwerc.json.submissions.length);
    expect(lines.filter((l) => l.type === 'problems')).toHaveLength(11);
    expect(lines[0]?.data).toMatchObject({
      name: 'NWERC 2017',
      duration: '5:00:00.000',
      scoreboard_freeze_duration: '1:00:00.000',
    });
    // The winner of the official board.
    const winner = lines.find((l) => l.type === 'awards' && l.id === 'winner')?.data?.team_ids;
    const teamName = (id: unknown) => lines.find((l) => l.type === 'teams' && l.id === id)?.data?.name;
    expect((winner as string[]).map(teamName)).toEqual([nwerc.json.final_scoreboard[0]?.team_name]);
  });

  it('resumes exactly after since_token, refuses a token it never gave, and streams to the end', async () => {
    const k = Math.floor(lines.length / 2);
    const resumed = linesOf((await feed(root, nwercCid, `stream=false&since_token=${lines[k]?.token}`)).text);
    expect(resumed).toEqual(lines.slice(k + 1));
    expect((await feed(root, nwercCid, 'stream=false&since_token=yesterday')).status).toBe(400);
    // Streaming is the default; a finished contest's stream ends after end_of_updates.
    const streamed = await feed(root, nwercCid, `since_token=${lines[k]?.token}`);
    expect(linesOf(streamed.text)).toEqual(lines.slice(k + 1));
  });

  it('downloads as an attachment', async () => {
    const res = await fetch(`${t.url}/api/contests/${nwercCid}/event-feed/download`, {
      headers: { Authorization: root.client.token ?? '' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contest-${nwercCid}-event-feed.ndjson"`,
    );
    expect(linesOf(await res.text())).toEqual(lines);
  });

  it('is for contest admins only: a contestant gets 403, nobody signed in 401', async () => {
    expect((await feed(contestant, nwercCid)).status).toBe(403);
    expect((await feed(null, nwercCid)).status).toBe(401);
    const res = await fetch(`${t.url}/api/contests/${nwercCid}/event-feed/download`, {
      headers: { Authorization: contestant.client.token ?? '' },
    });
    expect(res.status).toBe(403);
    expect((await importFeed(contestant, text)).http).toBe(403);
  });

  it('imports as a new contest whose final board equals the original row for row', async () => {
    const reply = await importFeed(root, text);
    expect(reply.body).toMatchObject({ status: 200 });
    const { cid } = data<{ cid: number }>(reply);
    expect(cid).not.toBe(nwercCid);
    await settleAll();
    const original = await board(nwercCid);
    expect(original.length).toBeGreaterThan(100);
    expect(await board(cid)).toEqual(original);
    const form = data<Record<string, unknown>>(await root.client.get(`/api/admin/contest?cid=${cid}`));
    expect(form).toMatchObject({
      title: 'NWERC 2017',
      visible: true,
      penaltyTime: 20,
      rankTimeUnit: 'minute',
    });
    // And its own feed says the same contest again.
    const again = linesOf((await feed(root, cid)).text);
    expectValidFeed(again);
    expect(again.filter((l) => l.type === 'submissions')).toHaveLength(
      lines.filter((l) => l.type === 'submissions').length,
    );
  }, 120_000);
});

describe('importing other feeds', () => {
  const start = Date.UTC(2020, 2, 1, 9);
  const contestTime = (minutes: number) =>
    `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:00`;

  it('takes the 2020-03 op format from an admin, with the feed’s penalty and freeze', async () => {
    const ops = [
      {
        type: 'contests',
        id: '1',
        op: 'create',
        data: {
          id: 'op20',
          name: 'Op Cup',
          start_time: '2020-03-01T10:00:00+01',
          duration: '2:00:00',
          scoreboard_freeze_duration: '0:30:00',
          penalty_time: 10,
        },
      },
      {
        type: 'judgement-types',
        id: '2',
        op: 'create',
        data: { id: 'AC', name: 'correct', penalty: false, solved: true },
      },
      {
        type: 'judgement-types',
        id: '3',
        op: 'create',
        data: { id: 'WA', name: 'wrong', penalty: true, solved: false },
      },
      { type: 'languages', id: '4', op: 'create', data: { id: 'cpp', name: 'C++' } },
      {
        type: 'problems',
        id: '5',
        op: 'create',
        data: { id: 'hello-op', label: 'A', name: 'Hello', ordinal: 0 },
      },
      { type: 'teams', id: '6', op: 'create', data: { id: 't1', name: 'Alpha' } },
      { type: 'teams', id: '7', op: 'create', data: { id: 't2', name: 'Beta' } },
      ...[
        ['s1', 't1', 5, 'WA'],
        ['s2', 't1', 12, 'AC'],
        ['s3', 't2', 30, 'AC'],
        ['s4', 't2', 100, 'WA'],
      ].flatMap(([id, team, minute, verdict], i) => [
        {
          type: 'submissions',
          id: `s-${i}`,
          op: 'create',
          data: {
            id,
            team_id: team,
            problem_id: 'hello-op',
            language_id: 'cpp',
            contest_time: contestTime(Number(minute)),
          },
        },
        {
          type: 'judgements',
          id: `j-${i}`,
          op: 'create',
          data: { id: `j${i}`, submission_id: id, judgement_type_id: verdict },
        },
      ]),
    ];
    const reply = await importFeed(admin, ops.map((o) => JSON.stringify(o)).join('\n'));
    expect(reply.body).toMatchObject({ status: 200 });
    const { cid } = data<{ cid: number }>(reply);
    const rows = await board(cid);
    expect(rows.map((r) => [r.username, r.rank, r.ac, r.totalTime])).toEqual([
      ['Alpha', 1, 1, (12 + 10) * 60],
      ['Beta', 2, 1, 30 * 60],
    ]);
    const form = data<Record<string, unknown>>(await admin.client.get(`/api/admin/contest?cid=${cid}`));
    expect(form).toMatchObject({
      title: 'Op Cup',
      startTime: iso(start),
      endTime: iso(start + 120 * 60_000),
      sealRank: true,
      sealRankTime: iso(start + 90 * 60_000),
      penaltyTime: 10,
    });
  });

  it('takes the current format', async () => {
    const current = [
      {
        type: 'contest',
        id: null,
        data: {
          id: 'cur',
          name: 'Current Cup',
          start_time: '2020-03-01T09:00:00.000+00:00',
          duration: '1:00:00.000',
          scoreboard_type: 'pass-fail',
          penalty_time: 20,
        },
        token: 'a',
      },
      {
        type: 'problems',
        id: 'cur-a',
        data: { id: 'cur-a', label: 'A', name: 'First', ordinal: 0, time_limit: 2 },
        token: 'b',
      },
      { type: 'teams', id: 'x', data: { id: 'x', name: 'Xenon' }, token: 'c' },
      {
        type: 'submissions',
        id: '1',
        data: {
          id: '1',
          team_id: 'x',
          problem_id: 'cur-a',
          language_id: 'java',
          time: '2020-03-01T09:07:30.000+00:00',
          contest_time: '0:07:30.000',
        },
        token: 'd',
      },
      {
        type: 'judgements',
        id: '1',
        data: {
          id: '1',
          submission_id: '1',
          judgement_type_id: 'AC',
          end_time: '2020-03-01T09:08:00.000+00:00',
        },
        token: 'e',
      },
    ];
    const reply = await importFeed(root, current.map((o) => JSON.stringify(o)).join('\n'));
    expect(reply.body).toMatchObject({ status: 200 });
    const { cid } = data<{ cid: number }>(reply);
    expect((await board(cid)).map((r) => [r.username, r.ac, r.totalTime])).toEqual([['Xenon', 1, 7 * 60]]);
  });

  it('refuses a malformed feed with its line numbers and writes nothing', async () => {
    const bad = [
      JSON.stringify({
        type: 'contest',
        id: null,
        data: { id: 'bad', name: 'Bad', start_time: '2020-03-01T09:00:00Z', duration: '1:00:00' },
      }),
      JSON.stringify({ type: 'problems', id: 'p', data: { id: 'p', label: 'A' } }),
      '{ not json',
      JSON.stringify({
        type: 'submissions',
        id: '1',
        data: { id: '1', team_id: 'ghost', problem_id: 'p', contest_time: '0:01:00' },
      }),
      JSON.stringify({
        type: 'judgements',
        id: 'j',
        data: { id: 'j', submission_id: '1', judgement_type_id: 'WHAT' },
      }),
    ].join('\n');
    const before = await eventCount();
    const contestsBefore = await t.server.services.db.selectFrom('contests').select('cid').execute();
    const reply = await importFeed(root, bad);
    expect(reply.http).toBe(400);
    const errors = data<{ errors: { line: number; message: string }[] }>(reply).errors;
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(errors[1]?.message).toBe('submissions 1: unknown team "ghost"');
    expect(errors[2]?.message).toBe('judgements j: unknown judgement type "WHAT"');
    expect(await eventCount()).toBe(before);
    expect(await t.server.services.db.selectFrom('contests').select('cid').execute()).toEqual(contestsBefore);
    const none = await importFeed(
      root,
      JSON.stringify({ type: 'teams', id: 't', data: { id: 't', name: 'T' } }),
    );
    expect(data<{ errors: unknown[] }>(none).errors).toEqual([
      { line: 0, message: 'The feed has no contest' },
    ]);
    expect(await eventCount()).toBe(before);
    expect(
      (await new ApiClient(t.url).call('POST', '/api/admin/contest/import-event-feed', new FormData())).http,
    ).toBe(401);
  });
});
