import { RoleCode, UserStatus } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
let root: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  root = await registerAndLogin(t, RoleCode.root);
});
afterAll(() => t.close());

interface ListedUser {
  uid: string;
  username: string;
  email: string;
  nickname: string;
  realname: string;
  roleCode: number;
  status: number;
  titleName: string;
  titleColor: string;
}
interface Page {
  records: ListedUser[];
  total: number;
}
interface Report {
  line: number;
  username: string;
  status: string;
  reason?: string;
}

const list = async (query: string) => {
  const reply = await root.client.get(`/api/admin/user/get-user-list?${query}`);
  expect(reply.body.status).toBe(200);
  return reply.body.data as Page;
};
const signIn = (username: string, password: string) =>
  new ApiClient(t.url).post('/api/login', { username, password });

describe('the user list', () => {
  it('finds accounts by keyword and role, a page at a time, and only the super admin reads it', async () => {
    const admin = await registerAndLogin(t, RoleCode.admin);
    const plain = await registerAndLogin(t);
    const found = await list(`keyword=${plain.username}`);
    expect(found.total).toBe(1);
    expect(found.records[0]).toMatchObject({ uid: plain.uid, email: plain.email, roleCode: RoleCode.user });
    expect(JSON.stringify(found)).not.toContain('argon2');
    const admins = await list(`roleCode=${RoleCode.admin}&limit=100`);
    expect(admins.records.map((u) => u.uid)).toContain(admin.uid);
    expect(admins.records.every((u) => u.roleCode === RoleCode.admin)).toBe(true);
    const firstPage = await list('limit=1&currentPage=1');
    const secondPage = await list('limit=1&currentPage=2');
    expect(firstPage.records).toHaveLength(1);
    expect(secondPage.records[0]?.uid).not.toBe(firstPage.records[0]?.uid);
    expect((await admin.client.get('/api/admin/user/get-user-list')).body.status).toBe(403);
    expect((await root.client.get('/api/admin/user/get-user-list?roleCode=7')).body.status).toBe(400);
  });
});

describe('editing a user', () => {
  it('changes the profile, e-mail, password, title, role and ban in one save', async () => {
    const user = await registerAndLogin(t);
    const newEmail = `${t.uniqueName('moved')}@example.com`;
    const reply = await root.client.put('/api/admin/user/edit-user', {
      uid: user.uid,
      email: newEmail,
      password: 'changed789',
      nickname: 'Renamed',
      realname: 'Real Name',
      titleName: 'Setter',
      titleColor: '#aa3300',
      roleCode: RoleCode.problemAdmin,
    });
    expect(reply.body.status).toBe(200);
    const [row] = (await list(`keyword=${user.username}`)).records;
    expect(row).toMatchObject({
      email: newEmail,
      nickname: 'Renamed',
      realname: 'Real Name',
      titleName: 'Setter',
      titleColor: '#aa3300',
      roleCode: RoleCode.problemAdmin,
    });
    // The password change ends the user's sessions; the new one signs in, the old one no longer does.
    expect((await user.client.get('/api/get-user-auth-info')).http).toBe(401);
    expect((await signIn(user.username, user.password)).body.status).toBe(400);
    expect((await signIn(user.username, 'changed789')).body.status).toBe(200);
    // The old address is free again, the new one is taken.
    const other = await registerAndLogin(t);
    const taken = await root.client.put('/api/admin/user/edit-user', { uid: other.uid, email: newEmail });
    expect(taken.body).toMatchObject({ status: 400, msg: 'The email already exists' });
  });

  it('bans and unbans, and refuses to ban or demote the super admin themself', async () => {
    const user = await registerAndLogin(t);
    const ban = { uid: user.uid, status: UserStatus.banned };
    expect((await root.client.put('/api/admin/user/edit-user', ban)).body.status).toBe(200);
    expect((await user.client.get('/api/get-user-auth-info')).body.status).toBe(403);
    expect((await signIn(user.username, user.password)).body.status).toBe(403);
    const unban = { uid: user.uid, status: UserStatus.normal };
    expect((await root.client.put('/api/admin/user/edit-user', unban)).body.status).toBe(200);
    expect((await signIn(user.username, user.password)).body.status).toBe(200);
    const self = root.uid;
    expect(
      (await root.client.put('/api/admin/user/edit-user', { uid: self, status: UserStatus.banned })).body,
    ).toMatchObject({ status: 400, msg: 'You cannot ban yourself' });
    expect(
      (await root.client.put('/api/admin/user/edit-user', { uid: self, roleCode: RoleCode.user })).body,
    ).toMatchObject({ status: 400, msg: 'You cannot change your own role' });
  });

  it('refuses bad values with the field named, and unknown users', async () => {
    const user = await registerAndLogin(t);
    const bad = await root.client.put('/api/admin/user/edit-user', { uid: user.uid, titleColor: 'red' });
    expect(bad.body).toMatchObject({ status: 400 });
    expect(bad.body.msg).toContain('colour');
    const email = await root.client.put('/api/admin/user/edit-user', { uid: user.uid, email: 'nope' });
    expect(email.body).toMatchObject({ status: 400, msg: expect.stringContaining('Email Check Format') });
    const missing = await root.client.put('/api/admin/user/edit-user', { uid: 'nobody', nickname: 'x' });
    expect(missing.body).toMatchObject({ status: 404, msg: 'The user does not exist' });
  });
});

describe('deleting users', () => {
  it('ends their sessions, wipes their person, keeps the username taken and frees the e-mail', async () => {
    const user = await registerAndLogin(t);
    const reply = await root.client.call('DELETE', `/api/admin/user/delete-user?ids=${user.uid}`);
    expect(reply.body.status).toBe(200);
    expect((await user.client.get('/api/get-user-auth-info')).http).toBe(403);
    expect((await signIn(user.username, user.password)).body).toMatchObject({ status: 400 });
    expect((await list(`keyword=${user.username}`)).total).toBe(0);
    const home = await new ApiClient(t.url).get(`/api/get-user-home-info?uid=${user.uid}`);
    expect(JSON.stringify(home.body)).not.toContain(user.email);
    // The username stays with the deleted account's history; the e-mail can register again.
    const check = { username: user.username, email: user.email };
    const taken = await new ApiClient(t.url).post('/api/check-username-or-email', check);
    expect(taken.body.data).toEqual({ username: true, email: false });
    expect(
      (await root.client.call('DELETE', `/api/admin/user/delete-user?ids=${root.uid}`)).body,
    ).toMatchObject({
      status: 400,
      msg: 'You cannot delete yourself',
    });
    expect((await root.client.call('DELETE', '/api/admin/user/delete-user?ids=')).body.status).toBe(400);
  });
});

describe('importing users from a CSV sheet', () => {
  const name = () => t.uniqueName('imp');

  it('imports every row, with the profile columns, when every row is valid', async () => {
    const [a, b] = [name(), name()];
    const csv = [
      'username,password,email,realname,gender,nickname,school,class',
      `${a},secret123,${a}@example.com,Ann Lee,female,Annie,North School,7A`,
      `${b},secret456,,Bo,0,,,`,
    ].join('\n');
    const reply = await root.client.post('/api/admin/user/insert-batch-user', { csv, mode: 'all' });
    expect(reply.body.status).toBe(200);
    expect(reply.body.data).toMatchObject({ imported: 2 });
    const [ann] = (await list(`keyword=${a}`)).records;
    expect(ann).toMatchObject({ email: `${a}@example.com`, realname: 'Ann Lee', nickname: 'Annie' });
    expect((await signIn(a, 'secret123')).body.status).toBe(200);
    expect((await signIn(b, 'secret456')).body.status).toBe(200);
  });

  it('reports each bad row; all-or-nothing imports nothing, valid-only imports the rest', async () => {
    const existing = await registerAndLogin(t);
    const [good, repeated] = [name(), name()];
    const csv = [
      `${good},secret123,,,,,,`,
      `${existing.username},secret123,,,,,,`,
      `${repeated},secret123,,,,,,`,
      `${repeated},other123,,,,,,`,
      'nopassword,,,,,,,',
      `${'x'.repeat(21)},secret123,,,,,,`,
      `${name()},secret123,not-an-email,,,,,`,
    ].join('\n');
    const all = await root.client.post('/api/admin/user/insert-batch-user', { csv, mode: 'all' });
    expect(all.body).toMatchObject({ status: 400, msg: '4 rows were refused: nothing was imported' });
    const rows = (all.body.data as { rows: Report[] }).rows;
    expect(rows.map((r) => [r.line, r.status, r.reason ?? ''])).toEqual([
      [1, 'accepted', ''],
      [2, 'refused', 'The username already exists'],
      [3, 'accepted', ''],
      [4, 'refused', 'Repeats line 3'],
      [5, 'skipped', 'No username or password'],
      [6, 'refused', 'The username must be at most 20 characters'],
      [7, 'refused', 'Email Check Format'],
    ]);
    expect((await list(`keyword=${good}`)).total).toBe(0);
    const valid = await root.client.post('/api/admin/user/insert-batch-user', { csv, mode: 'valid' });
    expect(valid.body.status).toBe(200);
    expect(valid.body.data).toMatchObject({ imported: 2 });
    expect((await list(`keyword=${good}`)).total).toBe(1);
    expect((await list(`keyword=${repeated}`)).total).toBe(1);
    expect((await signIn(repeated, 'secret123')).body.status).toBe(200);
  });

  it('refuses what is not a sheet', async () => {
    const reply = await root.client.post('/api/admin/user/insert-batch-user', { csv: 'a,"b\n' });
    expect(reply.body).toMatchObject({ status: 400, msg: expect.stringContaining('not a CSV sheet') });
  });
});

describe('generating users', () => {
  it('makes numbered accounts with digit passwords, once, and refuses bad ranges', async () => {
    const prefix = t.uniqueName('g');
    const reply = await root.client.post('/api/admin/user/generate-user', {
      prefix,
      suffix: 'x',
      numberFrom: 8,
      numberTo: 10,
      passwordLength: 8,
    });
    expect(reply.body.status).toBe(200);
    const { accounts } = reply.body.data as { accounts: { username: string; password: string }[] };
    expect(accounts.map((a) => a.username)).toEqual([`${prefix}08x`, `${prefix}09x`, `${prefix}10x`]);
    for (const account of accounts) {
      expect(account.password).toMatch(/^\d{8}$/);
      expect((await signIn(account.username, account.password)).body.status).toBe(200);
    }
    const again = await root.client.post('/api/admin/user/generate-user', {
      prefix,
      suffix: 'x',
      numberFrom: 10,
      numberTo: 11,
    });
    expect(again.body).toMatchObject({ status: 400, msg: `The username already exists: ${prefix}10x` });
    expect((await list(`keyword=${prefix}11x`)).total).toBe(0);
    const backwards = { prefix, numberFrom: 5, numberTo: 4 };
    expect((await root.client.post('/api/admin/user/generate-user', backwards)).body.msg).toBe(
      'The end number must not be less than the start number',
    );
    const huge = { prefix, numberFrom: 0, numberTo: 99_999_999 };
    expect((await root.client.post('/api/admin/user/generate-user', huge)).body.msg).toContain('At most 500');
    const shortPassword = { prefix, numberFrom: 1, numberTo: 1, passwordLength: 5 };
    expect((await root.client.post('/api/admin/user/generate-user', shortPassword)).body.msg).toBe(
      'The password length must be 6 to 25',
    );
  });
});
