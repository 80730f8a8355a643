import { createHash } from 'node:crypto';
import { codeIn, registerAndLogin, resetCodeIn } from '@oj/tests/support/accounts';
import { ApiClient } from '@oj/tests/support/apiClient';
import { solvedCaptcha } from '@oj/tests/support/captcha';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const image = (format: 'png' | 'jpeg', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    [format]()
    .toBuffer();
function form(bytes: Uint8Array, name: string, type: string): FormData {
  const data = new FormData();
  data.append('image', new Blob([bytes], { type }), name);
  return data;
}

describe('password', () => {
  it('changes with the current password and a captcha, ends other sessions and keeps this one', async () => {
    const me = await registerAndLogin(t);
    const other = new ApiClient(t.url);
    await other.post('/api/login', { username: me.username, password: me.password });
    const change = async (body: Record<string, string>) =>
      (await me.client.post('/api/change-password', { ...(await solvedCaptcha(t, 'digits')), ...body })).body;
    expect(await change({ oldPassword: 'nope12', newPassword: 'better456' })).toEqual({
      status: 400,
      msg: 'The current password is wrong',
      data: null,
    });
    expect((await change({ oldPassword: me.password, newPassword: me.password })).msg).toBe(
      'The new password must differ from the old one',
    );
    // Spec 01 §2.5 and §5: a 6-digit captcha, spent on every try (a wrong one first, then the right one).
    expect(
      (await me.client.post('/api/change-password', { oldPassword: me.password, newPassword: 'better456' }))
        .body.msg,
    ).toBe('The captcha must be 6 digits');
    expect(
      (await change({ oldPassword: me.password, newPassword: 'better456', captcha: '12ab56' })).msg,
    ).toBe('The captcha must be 6 digits');
    const spent = await solvedCaptcha(t, 'digits');
    expect(
      (
        await me.client.post('/api/change-password', {
          ...spent,
          captcha: '000000',
          oldPassword: me.password,
          newPassword: 'better456',
        })
      ).body.msg,
    ).toBe('The captcha is wrong or has expired');
    expect(
      (
        await me.client.post('/api/change-password', {
          ...spent,
          oldPassword: me.password,
          newPassword: 'better456',
        })
      ).body.msg,
    ).toBe('The captcha is wrong or has expired');
    expect((await change({ oldPassword: me.password, newPassword: 'better456' })).status).toBe(200);
    expect((await me.client.get('/api/get-user-auth-info')).body.status).toBe(200);
    expect((await other.get('/api/get-user-auth-info')).http).toBe(401);
    expect(
      (await new ApiClient(t.url).post('/api/login', { username: me.username, password: 'better456' })).body
        .status,
    ).toBe(200);
  });

  it('gives the settings forms a 6-digit captcha picture', async () => {
    const reply = await new ApiClient(t.url).get('/api/captcha?kind=digits');
    expect(reply.body.data).toMatchObject({ img: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect((await new ApiClient(t.url).get('/api/captcha?kind=emoji')).body.status).toBe(400);
  });

  it('resets through the captcha, the e-mailed link and a new password', async () => {
    const me = await registerAndLogin(t);
    const client = new ApiClient(t.url);
    const captcha = await client.get('/api/captcha');
    const { img, captchaKey } = captcha.body.data as { img: string; captchaKey: string };
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    // The answer is only in the picture; give this captcha a known answer instead of reading it.
    await t.server.services.db
      .updateTable('captchas')
      .set({ answer_hash: createHash('sha256').update('ab12').digest('hex') })
      .where('key', '=', captchaKey)
      .execute();
    const wrong = await client.post('/api/apply-reset-password', {
      email: me.email,
      captcha: 'zzzz',
      captchaKey,
    });
    expect(wrong.body).toMatchObject({ status: 400, msg: 'The captcha is wrong or has expired' });
    const second = (await client.get('/api/captcha')).body.data as { captchaKey: string };
    await t.server.services.db
      .updateTable('captchas')
      .set({ answer_hash: createHash('sha256').update('ab12').digest('hex') })
      .where('key', '=', second.captchaKey)
      .execute();
    const applied = await client.post('/api/apply-reset-password', {
      email: me.email,
      captcha: 'AB12',
      captchaKey: second.captchaKey,
    });
    expect(applied.body.status).toBe(200);
    const code = resetCodeIn(await t.smtp.mailTo(me.email));
    expect(
      (await client.post('/api/reset-password', { username: me.username, password: 'weak', code })).body.msg,
    ).toBe('password strength too weak, length is 6~20 letters and digits');
    expect(
      (await client.post('/api/reset-password', { username: 'nobody-here', password: 'fresh789', code })).body
        .msg,
    ).toBe('The username does not exist');
    expect(
      (await client.post('/api/reset-password', { username: me.username, password: 'fresh789', code })).body
        .status,
    ).toBe(200);
    expect(
      (await client.post('/api/reset-password', { username: me.username, password: 'again789', code })).body
        .status,
    ).toBe(400);
    expect((await me.client.get('/api/get-user-auth-info')).http).toBe(401);
    expect(
      (await client.post('/api/login', { username: me.username, password: 'fresh789' })).body.status,
    ).toBe(200);
  });
});

describe('e-mail and profile', () => {
  it('changes the e-mail with the password and a code sent to the new address', async () => {
    const me = await registerAndLogin(t);
    const newEmail = `${t.uniqueName('n')}@example.com`;
    expect((await me.client.get(`/api/get-change-email-code?email=${me.email}`)).body.msg).toBe(
      'The new email must differ from the old one',
    );
    expect((await me.client.get(`/api/get-change-email-code?email=${newEmail}`)).body.status).toBe(200);
    const code = codeIn(await t.smtp.mailTo(newEmail));
    const noCaptcha = await me.client.post('/api/change-email', { password: me.password, newEmail, code });
    expect(noCaptcha.body.msg).toBe('The captcha must be 6 digits');
    const badPassword = await me.client.post('/api/change-email', {
      password: 'nope12',
      newEmail,
      code,
      ...(await solvedCaptcha(t, 'digits')),
    });
    expect(badPassword.body.msg).toBe('The current password is wrong');
    const changed = await me.client.post('/api/change-email', {
      password: me.password,
      newEmail,
      code,
      ...(await solvedCaptcha(t, 'digits')),
    });
    expect(changed.body).toMatchObject({ status: 200, data: { email: newEmail } });
    const check = await me.client.post('/api/check-username-or-email', { email: me.email });
    expect(check.body.data).toMatchObject({ email: false });
  });

  it('edits the profile, refusing fields over their limits', async () => {
    const me = await registerAndLogin(t);
    const edited = await me.client.post('/api/change-userInfo', {
      nickname: 'Ada',
      school: 'ETH',
      gender: 'female',
      github: 'https://github.com/ada',
    });
    expect(edited.body).toMatchObject({
      status: 200,
      data: { nickname: 'Ada', school: 'ETH', gender: 'female' },
    });
    const tooLong = await me.client.post('/api/change-userInfo', { nickname: 'x'.repeat(21) });
    expect(tooLong.body).toMatchObject({ status: 400, msg: expect.stringMatching(/^nickname: /) });
    expect((await me.client.post('/api/change-userInfo', { gender: 'robot' })).body.status).toBe(400);
    const home = await new ApiClient(t.url).get(`/api/get-user-home-info?username=${me.username}`);
    expect(home.body).toMatchObject({
      status: 200,
      data: { nickname: 'Ada', school: 'ETH', total: 0, solvedList: [] },
    });
    expect((home.body.data as { recentLoginTime: string }).recentLoginTime).toMatch(/^\d{4}-/);
    const heat = await new ApiClient(t.url).get(`/api/get-user-calendar-heatmap?uid=${me.uid}`);
    expect(heat.body.data).toMatchObject({
      dataList: [],
      endDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect((await new ApiClient(t.url).get('/api/get-user-home-info?username=nobody-at-all')).http).toBe(404);
  });
});

describe('avatar', () => {
  it('stores an upload as a 200x200 PNG served from its URL', async () => {
    const me = await registerAndLogin(t);
    const reply = await me.client.post(
      '/api/upload-avatar',
      form(await image('jpeg'), 'me.jpg', 'image/jpeg'),
    );
    expect(reply.body.status).toBe(200);
    const avatar = (reply.body.data as { avatar: string }).avatar;
    expect(avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f-]+\.png$/);
    const served = await fetch(t.url + avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 200]);
  });

  it('refuses other file types and files over 2 MB before storing anything', async () => {
    const me = await registerAndLogin(t);
    const text = await me.client.post(
      '/api/upload-avatar',
      form(new TextEncoder().encode('hello'), 'me.txt', 'text/plain'),
    );
    expect(text.body).toEqual({ status: 400, msg: 'File type not support', data: null });
    const fake = await me.client.post(
      '/api/upload-avatar',
      form(new TextEncoder().encode('not a png'), 'me.png', 'image/png'),
    );
    expect(fake.body.msg).toBe('File type not support');
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    const huge = await me.client.post('/api/upload-avatar', form(big, 'big.png', 'image/png'));
    expect(huge.body).toMatchObject({ status: 400, msg: 'Exceed max size limit' });
    const user = await t.server.services.db
      .selectFrom('users')
      .select('avatar')
      .where('uid', '=', me.uid)
      .executeTakeFirst();
    expect(user?.avatar).toBe('');
    expect(
      (await new ApiClient(t.url).post('/api/upload-avatar', form(await image('png'), 'a.png', 'image/png')))
        .http,
    ).toBe(401);
  });
});
