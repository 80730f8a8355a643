import { ROLE } from '@oj/server';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { solvedCaptcha } from '@oj/tests/support/captcha';
import { LiveTestClient } from '@oj/tests/support/liveTestClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface AuditEvent {
  position: number;
  eventId: string;
  stream: string;
  aggregate: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: {
    actorUid: string | null;
    actorUsername: string | null;
    correlationId: string;
    causationId: string | null;
    at: string;
  };
  time: string;
  causedBy: { position: number; stream: string; type: string } | null;
}
interface AuditPage {
  records: AuditEvent[];
  next: number | null;
}
interface AuditDetail extends AuditEvent {
  diff: { field: string; before: unknown; after: unknown; changed: boolean }[] | null;
  caused: AuditEvent[];
}
interface AuditLiveChange {
  events: { position: number; stream: string; type: string; aggregate: string }[];
  more: boolean;
}

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
let problemAdmin: TestAccount;
let user: TestAccount;
let pid: number;
const problemId = `AUD${Date.now() % 100_000}`;
const PROBLEM_SCOPE = new Set(['problem', 'tag', 'submission', 'judge', 'languages']);

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
async function list(client: ApiClient, query: Record<string, string | number> = {}): Promise<AuditPage> {
  const reply = await client.get(`/api/admin/audit/events?${new URLSearchParams(stringify(query))}`);
  expect(reply.body.status).toBe(200);
  return data<AuditPage>(reply);
}
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
async function one(client: ApiClient, query: Record<string, string | number>): Promise<AuditEvent> {
  const [event] = (await list(client, { ...query, limit: 1 })).records;
  if (!event) throw new Error(`no event for ${JSON.stringify(query)}`);
  return event;
}

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  problemAdmin = await registerAndLogin(t, ROLE.problemAdmin);
  user = await registerAndLogin(t);
  const created = await root.client.post('/api/admin/problem', {
    problem: {
      problemId,
      title: 'Audit A+B',
      description: 'Add two numbers.',
      examples: [{ input: '1 2\n', output: '3\n' }],
      difficulty: 1,
      tags: ['math'],
      checker: null,
    },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(created.body.status).toBe(200);
  pid = data<{ pid: number }>(created).pid;
  const updated = await root.client.put('/api/admin/problem', {
    pid,
    problem: { title: 'Audit renamed wombat', difficulty: 2 },
  });
  expect(updated.body.status).toBe(200);
  expect((await user.client.post('/api/change-userInfo', { school: 'Audit University' })).body.status).toBe(
    200,
  );
  const changed = await user.client.post('/api/change-password', {
    oldPassword: user.password,
    newPassword: 'secret456',
    ...(await solvedCaptcha(t, 'digits')),
  });
  expect(changed.body.status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('who may read the audit', () => {
  it('refuses visitors with 401 and plain users with 403 on every endpoint', async () => {
    const paths = [
      '/api/admin/audit/events',
      '/api/admin/audit/event?position=1',
      '/api/admin/audit/caused?position=1',
      '/api/admin/audit/correlated?correlationId=x',
    ];
    for (const path of paths) {
      expect((await new ApiClient(t.url).get(path)).body.status).toBe(401);
      expect((await user.client.get(path)).body.status).toBe(403);
      expect((await admin.client.get(path)).body.status).not.toBe(403);
    }
  });

  it('shows the super admin and an admin every aggregate', async () => {
    for (const who of [root, admin]) {
      const aggregates = new Set((await list(who.client, { limit: 200 })).records.map((e) => e.aggregate));
      expect(aggregates).toContain('user');
      expect(aggregates).toContain('problem');
      expect(aggregates).toContain('claim');
    }
  });

  it('never shows a problem admin a user-account event: list, filters, single event, caused, correlated', async () => {
    const seen = await list(problemAdmin.client, { limit: 200 });
    expect(seen.records.length).toBeGreaterThan(0);
    for (const event of seen.records) expect(PROBLEM_SCOPE.has(event.aggregate)).toBe(true);
    expect(seen.records.some((e) => e.stream === `problem-${pid}`)).toBe(true);

    expect((await list(problemAdmin.client, { aggregate: 'user' })).records).toEqual([]);
    expect((await list(problemAdmin.client, { stream: `user-${user.uid}` })).records).toEqual([]);
    expect((await list(problemAdmin.client, { type: 'UserRegistered' })).records).toEqual([]);
    expect((await list(problemAdmin.client, { q: 'Audit University' })).records).toEqual([]);

    const registered = await one(root.client, { stream: `user-${user.uid}`, type: 'UserRegistered' });
    const single = await problemAdmin.client.get(`/api/admin/audit/event?position=${registered.position}`);
    expect(single.body.status).toBe(403);
    expect(JSON.stringify(single.body)).not.toContain(user.email);
    const caused = await problemAdmin.client.get(`/api/admin/audit/caused?position=${registered.position}`);
    expect(caused.body.status).toBe(403);

    const { correlationId } = registered.metadata;
    const chainForRoot = data<{ records: AuditEvent[] }>(
      await root.client.get(`/api/admin/audit/correlated?correlationId=${correlationId}`),
    ).records;
    expect(chainForRoot.map((e) => e.type)).toContain('UserRegistered');
    const chainForProblemAdmin = data<{ records: AuditEvent[] }>(
      await problemAdmin.client.get(`/api/admin/audit/correlated?correlationId=${correlationId}`),
    ).records;
    expect(chainForProblemAdmin).toEqual([]);
  });
});

describe('filters', () => {
  it('narrows by stream, including sub-streams but not longer ids', async () => {
    const records = (await list(root.client, { stream: `problem-${pid}` })).records;
    expect(records.map((e) => e.type)).toEqual(['ProblemUpdated', 'ProblemCreated']);
    await t.store.append(`problem-${pid}0-note`, [{ type: 'MailHeld', data: { mailId: 'x' } }], {
      expectedVersion: 'any',
    });
    // The audit reads only settled events: a transaction open elsewhere on the server may delay it a moment.
    const longer = async () => (await list(root.client, { stream: `problem-${pid}0` })).records;
    await until(async () => (await longer()).length > 0);
    expect((await longer()).map((e) => e.stream)).toEqual([`problem-${pid}0-note`]);
    expect((await list(root.client, { stream: `problem-${pid}` })).records).toHaveLength(2);
  });

  it('narrows by aggregate type and by event type', async () => {
    const problems = (await list(root.client, { aggregate: 'problem', limit: 200 })).records;
    expect(problems.length).toBeGreaterThanOrEqual(2);
    for (const e of problems) expect(e.stream.startsWith('problem-')).toBe(true);
    const claims = (await list(root.client, { aggregate: 'claim', limit: 200 })).records;
    expect(claims.length).toBeGreaterThanOrEqual(8);
    for (const e of claims) expect(e.stream.startsWith('claim-')).toBe(true);
    const logins = (await list(root.client, { type: 'UserLoggedIn,UserLoggedOut', limit: 200 })).records;
    expect(new Set(logins.map((e) => e.type))).toEqual(new Set(['UserLoggedIn', 'UserLoggedOut']));
  });

  it('narrows by actor, given as a uid or a username, and resolves the username', async () => {
    const byUid = (await list(root.client, { actor: user.uid, limit: 200 })).records;
    const byName = (await list(root.client, { actor: user.username.toUpperCase(), limit: 200 })).records;
    expect(byUid.length).toBeGreaterThan(0);
    expect(byName.map((e) => e.position)).toEqual(byUid.map((e) => e.position));
    for (const e of byUid) {
      expect(e.metadata.actorUid).toBe(user.uid);
      expect(e.metadata.actorUsername).toBe(user.username);
    }
    expect(byUid.map((e) => e.type)).toContain('UserProfileChanged');
  });

  it('narrows by time range', async () => {
    const update = await one(root.client, { stream: `problem-${pid}`, type: 'ProblemUpdated' });
    const created = await one(root.client, { stream: `problem-${pid}`, type: 'ProblemCreated' });
    const fromUpdate = (await list(root.client, { stream: `problem-${pid}`, from: update.time })).records;
    expect(fromUpdate.map((e) => e.type)).toEqual(['ProblemUpdated']);
    const toCreate = (await list(root.client, { stream: `problem-${pid}`, to: created.time })).records;
    expect(toCreate.map((e) => e.type)).toEqual(['ProblemCreated']);
    expect((await root.client.get('/api/admin/audit/events?from=yesterday-ish')).body.status).toBe(400);
  });

  it('finds free text in the data, treating % and _ literally', async () => {
    const found = (await list(root.client, { q: 'renamed WOMBAT' })).records;
    expect(found.map((e) => [e.stream, e.type])).toEqual([[`problem-${pid}`, 'ProblemUpdated']]);
    expect((await list(root.client, { q: 'renamed%wombat' })).records).toEqual([]);
    expect((await list(root.client, { q: "'; drop table events; --" })).records).toEqual([]);
    expect((await list(root.client, { limit: 1 })).records).toHaveLength(1);
  });
});

describe('paging', () => {
  it('walks every event newest first with no gap or repeat', async () => {
    const all = (await list(root.client, { limit: 200 })).records.map((e) => e.position);
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThan(200);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const walked: number[] = [];
    let before: number | null | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await list(root.client, before ? { limit: 7, before } : { limit: 7 });
      walked.push(...page.records.map((e) => e.position));
      before = page.next;
      if (before === null) break;
    }
    expect(walked).toEqual(all);
    expect((await root.client.get('/api/admin/audit/events?limit=201')).body.status).toBe(400);
  });

  it('returns what is newer than a position for a live notice', async () => {
    const [newest] = (await list(root.client, { limit: 2 })).records;
    const older = (await list(root.client, { limit: 2 })).records[1];
    const newer = (await list(root.client, { after: older?.position ?? 0 })).records;
    expect(newer.map((e) => e.position)).toEqual([newest?.position]);
  });
});

describe('one event', () => {
  it('shows the diff of a problem update against the folded stream', async () => {
    const update = await one(root.client, { stream: `problem-${pid}`, type: 'ProblemUpdated' });
    const detail = data<AuditDetail>(
      await admin.client.get(`/api/admin/audit/event?position=${update.position}`),
    );
    expect(detail.diff).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Audit A+B', after: 'Audit renamed wombat', changed: true },
        { field: 'difficulty', before: 1, after: 2, changed: true },
      ]),
    );
    const created = await one(root.client, { stream: `problem-${pid}`, type: 'ProblemCreated' });
    const plain = data<AuditDetail>(
      await root.client.get(`/api/admin/audit/event?position=${created.position}`),
    );
    expect(plain.diff).toBeNull();
    expect((await root.client.get('/api/admin/audit/event?position=99999999')).body.status).toBe(404);
  });

  it('shows the diff of a profile change', async () => {
    const change = await one(root.client, { stream: `user-${user.uid}`, type: 'UserProfileChanged' });
    const detail = data<AuditDetail>(
      await root.client.get(`/api/admin/audit/event?position=${change.position}`),
    );
    expect(detail.diff).toEqual([
      { field: 'school', before: null, after: 'Audit University', changed: true },
    ]);
  });

  it('redacts password hashes, code hashes and mail bodies for everybody, the super admin included', async () => {
    const secrets = await list(root.client, {
      type: 'UserRegistered,UserPasswordChanged,VerificationCodeIssued,MailQueued',
      limit: 200,
    });
    const types = new Set(secrets.records.map((e) => e.type));
    expect(types).toEqual(
      new Set(['UserRegistered', 'UserPasswordChanged', 'VerificationCodeIssued', 'MailQueued']),
    );
    for (const event of secrets.records) {
      const field =
        { UserRegistered: 'passwordHash', UserPasswordChanged: 'passwordHash' }[event.type] ??
        (event.type === 'MailQueued' ? 'text' : 'codeHash');
      expect(event.data[field]).toBe('[redacted]');
    }
    const everything = JSON.stringify((await list(root.client, { limit: 200 })).records);
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toMatch(/is \d{6}\./);
    const registered = await one(root.client, { stream: `user-${user.uid}`, type: 'UserRegistered' });
    const detail = await root.client.get(`/api/admin/audit/event?position=${registered.position}`);
    expect(JSON.stringify(detail.body)).not.toMatch(/\$argon2/);
    // The search cannot be used to guess a hash either.
    expect((await list(root.client, { q: '$argon2' })).records).toEqual([]);
    expect((await list(root.client, { q: 'argon2id' })).records).toEqual([]);
  });
});

describe('what caused what', () => {
  it('follows a correlation id and the events caused by its events', async () => {
    const update = await one(root.client, { stream: `problem-${pid}`, type: 'ProblemUpdated' });
    // Today only the rank relay writes causationId (a verdict's id on the rank changes it caused);
    // a reactor's append is the same call, with its own correlation id.
    await t.store.append(
      `problem-${pid}`,
      [{ type: 'ProblemUpdated', data: { changes: { difficulty: 3 } } }],
      {
        expectedVersion: 'any',
        metadata: { causationId: update.eventId, correlationId: 'reactor-run-1' },
      },
    );
    const correlated = async () =>
      data<{ records: AuditEvent[] }>(
        await root.client.get(`/api/admin/audit/correlated?correlationId=${update.metadata.correlationId}`),
      ).records;
    // Settled a moment after the append when a transaction is open elsewhere on the server.
    await until(async () => (await correlated()).some((e) => e.metadata.correlationId === 'reactor-run-1'));
    const chain = await correlated();
    expect(chain.map((e) => e.position)).toEqual([...chain.map((e) => e.position)].sort((a, b) => a - b));
    expect(chain[0]?.position).toBe(update.position);
    const reaction = chain.find((e) => e.metadata.correlationId === 'reactor-run-1');
    expect(reaction?.causedBy).toEqual({
      position: update.position,
      stream: `problem-${pid}`,
      type: 'ProblemUpdated',
    });

    const caused = data<{ records: AuditEvent[] }>(
      await problemAdmin.client.get(`/api/admin/audit/caused?position=${update.position}`),
    ).records;
    expect(caused.map((e) => e.position)).toEqual([reaction?.position]);
    const detail = data<AuditDetail>(
      await root.client.get(`/api/admin/audit/event?position=${update.position}`),
    );
    expect(detail.caused.map((e) => e.position)).toEqual([reaction?.position]);
  });
});

describe('live', () => {
  it('pushes new events to the room of each scope, and user events never to a problem admin', async () => {
    const rootLive = new LiveTestClient(t.url, { token: root.client.token });
    const problemLive = new LiveTestClient(t.url, { token: problemAdmin.client.token });
    const userLive = new LiveTestClient(t.url, { token: user.client.token });
    const visitorLive = new LiveTestClient(t.url);
    try {
      await Promise.all([rootLive, problemLive, userLive, visitorLive].map((c) => c.connected()));
      expect(await rootLive.join('admin:audit')).toMatchObject({ ok: true });
      expect(await problemLive.join('admin:audit:problems')).toMatchObject({ ok: true });
      expect(await problemLive.join('admin:audit')).toMatchObject({ ok: false, error: { status: 403 } });
      expect(await userLive.join('admin:audit:problems')).toMatchObject({
        ok: false,
        error: { status: 403 },
      });
      expect(await visitorLive.join('admin:audit')).toMatchObject({ ok: false, error: { status: 401 } });

      const pushed = (c: LiveTestClient) =>
        c.applied.flatMap((change) => (change.payload as AuditLiveChange).events);
      expect((await user.client.post('/api/change-userInfo', { school: 'Live U' })).body.status).toBe(200);
      await until(() => pushed(rootLive).some((e) => e.type === 'UserProfileChanged'));
      const profile = pushed(rootLive).find((e) => e.type === 'UserProfileChanged');
      expect(profile).toMatchObject({ stream: `user-${user.uid}`, aggregate: 'user' });
      expect(JSON.stringify(rootLive.applied)).not.toContain('Live U');

      await root.client.put('/api/admin/problem', { pid, problem: { title: 'Audit live title' } });
      await until(() => pushed(problemLive).some((e) => e.type === 'ProblemUpdated'));
      await until(() => pushed(rootLive).some((e) => e.type === 'ProblemUpdated'));
      expect(pushed(problemLive).every((e) => PROBLEM_SCOPE.has(e.aggregate))).toBe(true);
      expect(pushed(problemLive).some((e) => e.stream.startsWith('user-'))).toBe(false);
      expect(userLive.applied).toEqual([]);
    } finally {
      for (const c of [rootLive, problemLive, userLive, visitorLive]) c.close();
    }
  });
});
