import { ROLE } from '@oj/server';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import type { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A contest's password is declared secret in the contest events; no audit path shows it or finds it,
 * to the super admin neither (they read it in the contest form).
 */
interface AuditEvent {
  position: number;
  stream: string;
  type: string;
  data: Record<string, unknown>;
  metadata: { correlationId: string };
}
interface AuditDetail extends AuditEvent {
  diff: { field: string; before: unknown; after: unknown; changed: boolean }[] | null;
}

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

let t: TestServer;
let root: TestAccount;
let admin: TestAccount;
/** root's private contest, and one the admin made: the admin manages only their own. */
const contests: Record<'root' | 'admin', { cid: number; title: string; pwd: string; newPwd: string }> = {
  root: { cid: 0, title: 'Secret cup wombat', pwd: 'Zebra7741pass', newPwd: 'Quokka5520pass' },
  admin: { cid: 0, title: 'Secret cup numbat', pwd: 'Lemur3318pass', newPwd: 'Koala9043pass' },
};
const passwords = Object.values(contests).flatMap((c) => [c.pwd, c.newPwd]);

async function list(client: ApiClient, query: Record<string, string>): Promise<AuditEvent[]> {
  const reply = await client.get(
    `/api/admin/audit/events?${new URLSearchParams({ limit: '200', ...query })}`,
  );
  expect(reply.body.status).toBe(200);
  return data<{ records: AuditEvent[] }>(reply).records;
}

async function privateContest(owner: TestAccount, c: (typeof contests)['root']): Promise<number> {
  const now = Date.now();
  const created = await owner.client.post('/api/admin/contest', {
    title: c.title,
    description: 'A private contest',
    startTime: iso(now - 10 * MIN),
    endTime: iso(now + 60 * MIN),
    type: 0,
    auth: 1,
    pwd: c.pwd,
  });
  expect(created.body.status).toBe(200);
  const { cid } = data<{ cid: number }>(created);
  expect((await owner.client.put('/api/admin/contest', { cid, pwd: c.newPwd })).body.status).toBe(200);
  return cid;
}

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  admin = await registerAndLogin(t, ROLE.admin);
  contests.root.cid = await privateContest(root, contests.root);
  contests.admin.cid = await privateContest(admin, contests.admin);
  // The form still reads the password back to the contest's admins: the secret is kept, only not shown.
  const form = data<{ pwd: string }>(await root.client.get(`/api/admin/contest?cid=${contests.root.cid}`));
  expect(form.pwd).toBe(contests.root.newPwd);
}, 120_000);
afterAll(() => t?.close());

const expectNoPassword = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const pwd of passwords) expect(text).not.toContain(pwd);
};

describe('a contest password in the audit log', () => {
  it('is redacted in the list for the super admin and for the admin who made the contest', async () => {
    for (const [reader, own] of [
      [root, contests.root],
      [root, contests.admin],
      [admin, contests.admin],
    ] as const) {
      const events = await list(reader.client, { stream: `contest-${own.cid}` });
      const created = events.find((e) => e.type === 'ContestCreated');
      const updated = events.find((e) => e.type === 'ContestUpdated');
      expect(created?.data.fields).toMatchObject({ title: own.title, auth: 1, pwd: '[redacted]' });
      expect(updated?.data.changes).toMatchObject({ pwd: '[redacted]' });
      expectNoPassword(events);
    }
    expectNoPassword(await list(root.client, {}));
    expectNoPassword(await list(admin.client, {}));
  });

  it('is redacted in the single event, its diff and its request chain', async () => {
    for (const [reader, own] of [
      [root, contests.root],
      [admin, contests.admin],
    ] as const) {
      const events = await list(reader.client, { stream: `contest-${own.cid}` });
      for (const event of events) {
        const reply = await reader.client.get(`/api/admin/audit/event?position=${event.position}`);
        expect(reply.body.status).toBe(200);
        expectNoPassword(reply.body);
        const chain = await reader.client.get(
          `/api/admin/audit/correlated?correlationId=${event.metadata.correlationId}`,
        );
        expectNoPassword(chain.body);
      }
      const update = events.find((e) => e.type === 'ContestUpdated');
      const detail = data<AuditDetail>(
        await reader.client.get(`/api/admin/audit/event?position=${update?.position}`),
      );
      // That the password changed is a fact the audit keeps; the passwords are not.
      expect(detail.diff?.find((c) => c.field === 'pwd')).toEqual({
        field: 'pwd',
        before: '[redacted]',
        after: '[redacted]',
        changed: true,
      });
    }
  });

  it('is never found by the free-text search, whole or in part; the rest of the event is', async () => {
    for (const reader of [root, admin]) {
      for (const pwd of passwords) {
        expect(await list(reader.client, { q: pwd })).toEqual([]);
        expect(await list(reader.client, { q: pwd.slice(2, 9) })).toEqual([]);
      }
      // The control: the same events are found by their title, so the search did look into them.
      const found = await list(reader.client, { q: contests.admin.title });
      expect(found.map((e) => e.type)).toContain('ContestCreated');
    }
  });

  it('shows an admin nothing of a contest they may not manage, password or not', async () => {
    expect((await admin.client.get(`/api/admin/contest?cid=${contests.root.cid}`)).body.status).toBe(403);
    expect(await list(admin.client, { stream: `contest-${contests.root.cid}` })).toEqual([]);
    expect(await list(admin.client, { q: contests.root.title })).toEqual([]);
    const [created] = await list(root.client, {
      stream: `contest-${contests.root.cid}`,
      type: 'ContestCreated',
    });
    const single = await admin.client.get(`/api/admin/audit/event?position=${created?.position}`);
    expect(single.body.status).toBe(403);
    expect(JSON.stringify(single.body)).not.toContain(contests.root.title);
  });
});
