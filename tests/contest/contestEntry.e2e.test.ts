import { ContestAuth, type ContestAuthCode } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { contestFields } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/testServer';

const MIN = 60_000;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

let t: TestServer;
let root: TestAccount;
let ann: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, ROLE.root);
  ann = await registerAndLogin(t);
});
afterAll(async () => {
  await t?.close();
});

async function contest(auth: ContestAuthCode, pwd: string | null = null): Promise<number> {
  const now = Date.now();
  const reply = await root.client.post(
    '/api/admin/contest',
    contestFields(now - 10 * MIN, now + 60 * MIN, { title: `Entry ${auth}`, auth, ...(pwd ? { pwd } : {}) }),
  );
  expect(reply.body.status).toBe(200);
  return data<{ cid: number }>(reply).cid;
}

const profile = { realname: '  Ann Lee ', school: 'No. 1 High School', number: 'senior2', gender: 'female' };

describe('entering a protected contest', () => {
  it('asks for the confirm info by the spec rules, keeps it with the registration, and shows it to the admins only', async () => {
    const cid = await contest(ContestAuth.protected);
    const register = (body: object) => ann.client.post('/api/register-contest', { cid, ...body });
    for (const bad of [
      {},
      { profile: { ...profile, realname: '   ' } },
      { profile: { ...profile, school: 'x'.repeat(51) } },
      { profile: { ...profile, gender: 'secrecy' } },
      { profile: { ...profile, number: undefined } },
    ])
      expect((await register(bad)).body).toMatchObject({ status: 400, msg: 'Enter the Confirm Info' });
    const access = async () =>
      data<{ access: boolean }>(await ann.client.get(`/api/get-contest-access?cid=${cid}`));
    expect(await access()).toEqual({ access: false });

    expect((await register({ profile })).body).toMatchObject({ status: 200 });
    expect(await access()).toEqual({ access: true });
    const listed = await root.client.get(`/api/get-contest-registrations?cid=${cid}`);
    expect(data<unknown[]>(listed)).toEqual([
      {
        uid: ann.uid,
        username: ann.username,
        registeredAt: expect.any(String),
        profile: { realname: 'Ann Lee', school: 'No. 1 High School', number: 'senior2', gender: 'female' },
      },
    ]);
    expect((await ann.client.get(`/api/get-contest-registrations?cid=${cid}`)).body).toMatchObject({
      status: 403,
    });
  });

  it('asks a private contest for its password only', async () => {
    const cid = await contest(ContestAuth.private, 'open sesame');
    const reply = await ann.client.post('/api/register-contest', { cid, password: 'open sesame' });
    expect(reply.body).toMatchObject({ status: 200 });
    const listed = data<{ profile: unknown }[]>(
      await root.client.get(`/api/get-contest-registrations?cid=${cid}`),
    );
    expect(listed.map((row) => row.profile)).toEqual([null]);
  });
});
