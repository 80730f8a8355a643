import { RoleCode } from '@oj/events';
import { codeIn, registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
let root: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, RoleCode.root);
});
afterAll(() => t.close());

describe('website config', () => {
  it('serves the defaults to anyone, then what the super admin set', async () => {
    const visitor = new ApiClient(t.url);
    expect((await visitor.get('/api/get-website-config')).body.data).toMatchObject({
      name: 'Online Judge',
      register: true,
      openPublicDiscussion: true,
    });
    expect(
      (await root.client.put('/api/admin/config/set-web-config', { name: 'Campus OJ', shortName: 'COJ' }))
        .body.status,
    ).toBe(200);
    expect((await visitor.get('/api/get-website-config')).body.data).toMatchObject({
      name: 'Campus OJ',
      shortName: 'COJ',
    });
    expect((await root.client.put('/api/admin/config/set-web-config', { name: 42 })).body.status).toBe(400);
    expect((await root.client.put('/api/admin/config/set-web-config', { hacked: true })).body.status).toBe(
      400,
    );
  });
});

describe('switches', () => {
  it('reads and updates the switches, defaultSubmitInterval 8 by default and 0 allowed', async () => {
    expect((await root.client.get('/api/admin/switch/info')).body.data).toMatchObject({
      defaultSubmitInterval: 8,
      openContestJudge: true,
    });
    const update = await root.client.put('/api/admin/switch/update', {
      defaultSubmitInterval: 0,
      openPublicDiscussion: false,
    });
    expect(update.body.status).toBe(200);
    expect((await root.client.get('/api/admin/switch/info')).body.data).toMatchObject({
      defaultSubmitInterval: 0,
      openPublicDiscussion: false,
    });
    expect((await new ApiClient(t.url).get('/api/get-website-config')).body.data).toMatchObject({
      openPublicDiscussion: false,
    });
  });

  it('refuses bad values and unknown switches, changing nothing', async () => {
    const before = (await root.client.get('/api/admin/switch/info')).body.data;
    expect(
      (await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: -1 })).body.status,
    ).toBe(400);
    expect(
      (await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 1.5 })).body.status,
    ).toBe(400);
    expect((await root.client.put('/api/admin/switch/update', { openEverything: true })).body.status).toBe(
      400,
    );
    expect((await root.client.get('/api/admin/switch/info')).body.data).toEqual(before);
  });

  it('lets only the super admin change them', async () => {
    const admin = await registerAndLogin(t, RoleCode.admin);
    expect((await admin.client.put('/api/admin/switch/update', { defaultSubmitInterval: 3 })).http).toBe(403);
  });

  it('closing registration stops new codes and registrations', async () => {
    await root.client.put('/api/admin/config/set-web-config', { register: false });
    const reply = await new ApiClient(t.url).get('/api/get-register-code?email=closed@example.com');
    expect(reply).toMatchObject({ http: 403, body: { msg: 'Registration is closed on this site' } });
    await root.client.put('/api/admin/config/set-web-config', { register: true });
  });
});

describe('mail server and outbox', () => {
  it('never sends the SMTP password back', async () => {
    const config = (await root.client.get('/api/admin/config/get-email-config')).body.data;
    expect(config).toMatchObject({ host: '127.0.0.1', password: '', hasPassword: false });
  });

  it('sends a test mail and reports the mail server answer, or its error', async () => {
    const to = `${t.uniqueName('probe')}@example.com`;
    const sent = await root.client.post('/api/admin/config/test-email', { email: to });
    expect(sent.body.data).toMatchObject({ outcome: 'sent', detail: expect.stringMatching(/^250\b/) });
    expect(t.smtp.received.some((m) => m.to.includes(to))).toBe(true);
    const saved = (await root.client.get('/api/admin/config/get-email-config')).body.data as Record<
      string,
      unknown
    >;
    const { hasPassword: _, password: __, ...server } = saved;
    // A closed port: the report carries the connection error the mail server's side gave.
    await root.client.put('/api/admin/config/set-email-config', { ...server, port: 1 });
    const failed = await root.client.post('/api/admin/config/test-email', { email: to });
    expect(failed.body.data).toMatchObject({
      outcome: 'failed',
      detail: expect.stringContaining('ECONNREFUSED'),
    });
    await root.client.put('/api/admin/config/set-email-config', server);
  });

  it('keeps the stored SMTP password when a save leaves it out', async () => {
    const saved = (await root.client.get('/api/admin/config/get-email-config')).body.data as Record<
      string,
      unknown
    >;
    const { hasPassword: _, password: __, ...server } = saved;
    await root.client.put('/api/admin/config/set-email-config', { ...server, password: 'smtp-secret' });
    await root.client.put('/api/admin/config/set-email-config', { ...server, host: '127.0.0.1' });
    const config = (await root.client.get('/api/admin/config/get-email-config')).body.data;
    expect(config).toMatchObject({ hasPassword: true, password: '' });
    await root.client.put('/api/admin/config/set-email-config', { ...server, password: '' });
  });

  it('without a mail server, holds the mail in the outbox so the code can still be read', async () => {
    const saved = (await root.client.get('/api/admin/config/get-email-config')).body.data;
    expect(
      (await root.client.put('/api/admin/config/set-email-config', { enabled: false })).body.status,
    ).toBe(200);
    const email = `${t.uniqueName('held')}@example.com`;
    expect((await new ApiClient(t.url).get(`/api/get-register-code?email=${email}`)).body.status).toBe(200);
    type Mail = { to: string; status: string; text: string };
    let held: Mail | undefined;
    // The mail is sent (here: held) after the reply, so its outbox row moves from queued to held a moment later.
    await until(async () => {
      const outbox = (await root.client.get('/api/admin/dashboard/outbox')).body.data as Mail[];
      held = outbox.find((m) => m.to === email);
      return held?.status === 'held';
    });
    expect(held).toMatchObject({ status: 'held' });
    expect(codeIn(held?.text ?? '')).toMatch(/^\d{6}$/);
    expect(t.smtp.received.some((m) => m.to.includes(email))).toBe(false);
    const { hasPassword: _, ...restore } = saved as Record<string, unknown>;
    expect((await root.client.put('/api/admin/config/set-email-config', restore)).body.status).toBe(200);
    const user = await registerAndLogin(t);
    expect((await user.client.get('/api/admin/dashboard/outbox')).http).toBe(403);
  });
});
