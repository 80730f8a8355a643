import { RoleCode } from '@oj/events';
import { registerAndLogin } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ trustProxy: true });
});
afterAll(() => t.close());

const HOUR = 3600_000;

describe('login', () => {
  it('answers a wrong password and an unknown user with the same message', async () => {
    const { username } = await registerAndLogin(t);
    const client = new ApiClient(t.url);
    const wrong = await client.post('/api/login', { username, password: 'wrong123' });
    const unknown = await client.post('/api/login', {
      username: t.uniqueName('ghost'),
      password: 'wrong123',
    });
    expect(wrong.body).toEqual({ status: 400, msg: 'Wrong username or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(client.token).toBeUndefined();
  });

  it('names the user as the actor of a successful sign-in, and nobody for a failed one', async () => {
    const { uid, username, password } = await registerAndLogin(t);
    const client = new ApiClient(t.url);
    await client.post('/api/login', { username, password: 'wrong123' });
    expect((await client.post('/api/login', { username, password })).body.status).toBe(200);
    const attempts = await t.server.services.store.readStream(`login-${username}`);
    expect(attempts.slice(-2).map((e) => [e.type, e.metadata.actorUid])).toEqual([
      ['LoginFailed', null],
      ['LoginSucceeded', uid],
    ]);
    const signedIn = (await t.server.services.store.readStream(`user-${uid}`)).filter(
      (e) => e.type === 'UserLoggedIn',
    );
    expect(signedIn.at(-1)?.metadata.actorUid).toBe(uid);
  });

  it('locks a username for an IP after 20 failures, even for the right password, but not for other IPs', async () => {
    const { username, password } = await registerAndLogin(t);
    const client = new ApiClient(t.url);
    const from = (ip: string, pw: string) =>
      client.call('POST', '/api/login', { username, password: pw }, { 'X-Forwarded-For': ip });
    for (let i = 0; i < 20; i++) expect((await from('10.1.1.1', 'wrong123')).body.status).toBe(400);
    const locked = await from('10.1.1.1', password);
    expect(locked).toMatchObject({
      http: 429,
      body: { msg: 'Login failed too many times, please try again in 30 minutes' },
    });
    expect((await from('10.2.2.2', password)).body.status).toBe(200);
  });
});

describe('tokens', () => {
  it('hands a fresh token after 12 hours and refuses one after 24', async () => {
    const { uid } = await registerAndLogin(t);
    const client = new ApiClient(t.url);
    client.token = await t.server.services.tokens.issue(uid, Date.now() - 13 * HOUR);
    const old = client.token;
    const refreshed = await client.get('/api/get-user-auth-info');
    expect(refreshed.body.status).toBe(200);
    expect(refreshed.headers.get('refresh-token')).toBe('true');
    expect(client.token).not.toBe(old);
    expect((await client.get('/api/get-user-auth-info')).headers.get('refresh-token')).toBeNull();

    client.token = await t.server.services.tokens.issue(uid, Date.now() - 25 * HOUR);
    const expired = await client.get('/api/get-user-auth-info');
    expect(expired).toMatchObject({ http: 401, body: { msg: 'Your login has expired, please login again' } });
  });

  it('refuses forged tokens and asks anonymous callers to log in', async () => {
    const client = new ApiClient(t.url);
    expect((await client.get('/api/get-user-auth-info')).body).toEqual({
      status: 401,
      msg: 'Please login first',
      data: null,
    });
    client.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';
    expect((await client.get('/api/get-user-auth-info')).http).toBe(401);
  });

  it('logout invalidates every token of the user at once', async () => {
    const first = await registerAndLogin(t);
    const second = new ApiClient(t.url);
    await second.post('/api/login', { username: first.username, password: first.password });
    expect((await second.get('/api/get-user-auth-info')).body.status).toBe(200);
    expect((await first.client.get('/api/logout')).body.status).toBe(200);
    expect((await first.client.get('/api/get-user-auth-info')).http).toBe(401);
    expect((await second.get('/api/get-user-auth-info')).body).toMatchObject({ status: 401 });
    const again = new ApiClient(t.url);
    await again.post('/api/login', { username: first.username, password: first.password });
    expect((await again.get('/api/get-user-auth-info')).body.status).toBe(200);
  });
});

describe('roles on an admin endpoint', () => {
  it.each([
    ['root', RoleCode.root, 200],
    ['admin', RoleCode.admin, 403],
    ['problem_admin', RoleCode.problemAdmin, 403],
    ['user', RoleCode.user, 403],
    ['muted user', RoleCode.muted, 403],
  ])('%s gets HTTP %i from the switch page', async (_name, roleCode, expected) => {
    const { client } = await registerAndLogin(t, roleCode);
    const reply = await client.get('/api/admin/switch/info');
    expect(reply.http).toBe(expected);
    expect(reply.body.status).toBe(expected);
  });

  it('anonymous callers get 401 there', async () => {
    expect((await new ApiClient(t.url).get('/api/admin/switch/info')).http).toBe(401);
  });

  it('derives role lists and permissions from the role code', async () => {
    const muted = await registerAndLogin(t, RoleCode.noSubmitMuted);
    expect((await muted.client.get('/api/get-user-auth-info')).body.data).toEqual({
      roles: ['user'],
      permissions: [],
    });
    const problemAdmin = await registerAndLogin(t, RoleCode.problemAdmin);
    expect((await problemAdmin.client.get('/api/get-user-auth-info')).body.data).toMatchObject({
      roles: ['problem_admin'],
    });
  });
});
