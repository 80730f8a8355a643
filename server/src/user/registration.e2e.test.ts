import { codeIn, registerAndLogin } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const countUsers = async () =>
  (await t.server.services.db.selectFrom('users').select('uid').execute()).length;

describe('registration', () => {
  it('registers with the code from the e-mail, then signs in with the token in the Authorization header', async () => {
    const account = await registerAndLogin(t);
    expect(account.client.token).toMatch(/^ey/);
    const info = await account.client.get('/api/get-user-auth-info');
    expect(info.body).toEqual({
      status: 200,
      msg: 'success',
      data: { roles: ['user'], permissions: ['submit', 'discuss', 'comment'] },
    });
  });

  it('checks every field with the spec messages and stores nothing on a violation', async () => {
    const client = new ApiClient(t.url);
    const before = await countUsers();
    const valid = { username: t.uniqueName('v'), password: 'abc123', email: 'v@example.com', code: '123456' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, username: '' }, 'The username is required'],
      [{ ...valid, username: 'x'.repeat(21) }, 'The username must be at most 20 characters'],
      [{ ...valid, password: 'abcdef' }, 'password strength too weak, length is 6~20 letters and digits'],
      [{ ...valid, password: '12345' }, 'password strength too weak, length is 6~20 letters and digits'],
      [
        { ...valid, password: 'a1'.repeat(11) },
        'password strength too weak, length is 6~20 letters and digits',
      ],
      [{ ...valid, email: 'not-an-email' }, 'Email Check Format'],
      [{ ...valid, code: '12345' }, 'The code must be 6 characters'],
    ];
    for (const [form, msg] of cases) {
      expect((await client.post('/api/register', form)).body).toEqual({ status: 400, msg, data: null });
    }
    expect((await client.get('/api/get-register-code?email=nope')).body).toMatchObject({
      status: 400,
      msg: 'Email Check Format',
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a wrong code, kills a code after five wrong tries, and never registers', async () => {
    const client = new ApiClient(t.url);
    const username = t.uniqueName('w');
    const email = `${username}@example.com`;
    await client.get(`/api/get-register-code?email=${email}`);
    const code = codeIn(await t.smtp.mailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const reply = await client.post('/api/register', { username, password: 'abc123', email, code: wrong });
      expect(reply.body.msg).toBe('The code is wrong or has expired, please get a new one');
    }
    const late = await client.post('/api/register', { username, password: 'abc123', email, code });
    expect(late.body).toMatchObject({
      status: 400,
      msg: 'The code is wrong or has expired, please get a new one',
    });
    expect((await client.post('/api/check-username-or-email', { username, email })).body.data).toEqual({
      username: false,
      email: false,
    });
  });

  it('limits code requests to one per 60 s per address', async () => {
    const client = new ApiClient(t.url);
    const email = `${t.uniqueName('r')}@example.com`;
    expect((await client.get(`/api/get-register-code?email=${email}`)).body).toMatchObject({
      status: 200,
      data: { email, expire: 600 },
    });
    const again = await client.get(`/api/get-register-code?email=${email}`);
    expect(again.http).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait (59|60) seconds before asking for another code$/);
  });

  it('refuses a taken username or e-mail with the spec messages', async () => {
    const taken = await registerAndLogin(t);
    const client = new ApiClient(t.url);
    expect((await client.get(`/api/get-register-code?email=${taken.email}`)).body).toMatchObject({
      status: 400,
      msg: 'The email already exists',
    });
    const email = `${t.uniqueName('d')}@example.com`;
    await client.get(`/api/get-register-code?email=${email}`);
    const code = codeIn(await t.smtp.mailTo(email));
    const clash = await client.post('/api/register', {
      username: taken.username.toUpperCase(),
      password: 'abc123',
      email,
      code,
    });
    expect(clash).toMatchObject({ http: 409, body: { msg: 'The username already exists' } });
    const check = await client.post('/api/check-username-or-email', {
      username: taken.username,
      email: taken.email,
    });
    expect(check.body.data).toEqual({ username: true, email: true });
  });

  it('lets only one of two simultaneous registrations of one username through', async () => {
    const username = t.uniqueName('race');
    const clients = [new ApiClient(t.url), new ApiClient(t.url)];
    const emails = [`${username}a@example.com`, `${username}b@example.com`];
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      await clients[i]?.get(`/api/get-register-code?email=${emails[i]}`);
      codes.push(codeIn(await t.smtp.mailTo(emails[i] ?? '')));
    }
    const replies = await Promise.all(
      clients.map((c, i) =>
        c.post('/api/register', { username, password: 'abc123', email: emails[i], code: codes[i] }),
      ),
    );
    expect(replies.map((r) => r.body.status).sort()).toEqual([200, 409]);
    const rows = await t.server.services.db
      .selectFrom('users')
      .select('uid')
      .where('username_key', '=', username)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
