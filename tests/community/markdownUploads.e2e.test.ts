import { GroupRole, uploadMessages as m, uploadLimits } from '@oj/events';
import { ROLE } from '@oj/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/testServer';
import { ok } from '../trust/roleMatrix/api';

// The Markdown editors' uploads (spec 03 §2.10, §6, §7.1): who may put images and files in, what is
// stored (images re-encoded, files byte for byte), how they are served, and who may delete them.

let t: TestServer;
let admin: TestAccount;
let problemAdmin: TestAccount;
let teacher: TestAccount;
let helper: TestAccount;
let pupil: TestAccount;
let gid: number;

type Stored = { link: string; fileId: number; name: string };

const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 3000, height: 20, channels: 3, background: '#2563eb' } })
    .withExif({ IFD0: { Copyright: 'secret-exif-text' } })
    [format]()
    .toBuffer();
function form(field: 'image' | 'file', bytes: Uint8Array, name: string, type: string, extra = {}): FormData {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  for (const [key, value] of Object.entries(extra)) data.append(key, String(value));
  return data;
}
const fetchLink = (link: string) => fetch(t.url + link);

beforeAll(async () => {
  t = await startTestServer();
  [admin, problemAdmin, teacher, helper, pupil] = await Promise.all([
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t, ROLE.problemAdmin),
    // The group's owner is an admin: exempt from the site's group-creation limits.
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  const group = {
    name: t.uniqueName('Club '),
    shortName: 'clubs',
    brief: 'brief',
    description: 'about',
    auth: 1,
  };
  gid = (await ok<{ id: number }>(teacher.client.post('/api/group', group))).id;
  for (const member of [helper, pupil])
    await ok(member.client.post('/api/group/member', { gid, reason: '', code: '' }));
  await ok(teacher.client.put('/api/group/member', { gid, uid: helper.uid, auth: GroupRole.admin }));
}, 120_000);
afterAll(() => t?.close());

describe('images', () => {
  it('admins put them in: photographs as WebP, the rest as PNG, at most 2000 px wide, metadata dropped', async () => {
    const jpeg = await ok<Stored>(
      admin.client.post(
        '/api/file/upload-md-img',
        form('image', await picture('jpeg'), 'photo.jpg', 'image/jpeg'),
      ),
    );
    expect(jpeg).toMatchObject({
      name: 'photo.jpg',
      link: expect.stringMatching(/^\/api\/public\/upload\/\d+-[0-9a-f]{16}\.webp$/),
    });
    const png = await ok<Stored>(
      problemAdmin.client.post(
        '/api/file/upload-md-img',
        form('image', await picture('png'), 'tree.png', 'image/png'),
      ),
    );
    expect(png.link).toMatch(/\.png$/);
    const served = await fetchLink(png.link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(2000);
    expect(bytes.includes('secret-exif-text')).toBe(false);
  });

  it('group admins put them in for their group; members, other users and visitors may not', async () => {
    const image = async () => form('image', await picture('png'), 'g.png', 'image/png', { gid });
    expect((await helper.client.post('/api/file/upload-md-img', await image())).body.status).toBe(200);
    expect((await teacher.client.post('/api/file/upload-md-img', await image())).body.status).toBe(200);
    const member = await pupil.client.post('/api/file/upload-md-img', await image());
    expect(member.http).toBe(403);
    const noGroup = await helper.client.post(
      '/api/file/upload-md-img',
      form('image', await picture('png'), 'g.png', 'image/png'),
    );
    expect([noGroup.http, noGroup.body.msg]).toEqual([403, m.imagesForbidden]);
    const visitor = await fetch(`${t.url}/api/file/upload-md-img`, { method: 'POST', body: await image() });
    expect(visitor.status).toBe(401);
  });

  it('refuses what is not an image, and images over the size limit, with the spec messages', async () => {
    const text = await admin.client.post(
      '/api/file/upload-md-img',
      form('image', new TextEncoder().encode('<svg onload=alert(1)>'), 'x.svg', 'image/svg+xml'),
    );
    expect([text.http, text.body.msg]).toEqual([400, m.imageType]);
    const disguised = await admin.client.post(
      '/api/file/upload-md-img',
      form('image', new TextEncoder().encode('not a png'), 'x.png', 'image/png'),
    );
    expect(disguised.body.msg).toBe(m.imageType);
    const huge = await admin.client.post(
      '/api/file/upload-md-img',
      form('image', new Uint8Array(uploadLimits.imageMaxBytes + 1), 'big.png', 'image/png'),
    );
    expect([huge.http, huge.body.msg]).toEqual([400, m.tooLarge]);
    const none = await admin.client.post('/api/file/upload-md-img', new FormData());
    expect(none.body.msg).toBe(m.noFile);
  });
});

describe('files', () => {
  it('admins put any bytes in, served byte for byte as a download; nobody else may', async () => {
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x0a, 0x3c, 0x68, 0x31, 0x3e]);
    const stored = await ok<Stored>(
      admin.client.post('/api/file/upload-md-file', form('file', bytes, 'notes.pdf', 'application/pdf')),
    );
    expect(stored.link).toMatch(/\.pdf$/);
    const served = await fetchLink(stored.link);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const odd = await ok<Stored>(
      admin.client.post('/api/file/upload-md-file', form('file', bytes, 'page.html?x=<b>', 'text/html')),
    );
    expect(odd.link).toMatch(/\.bin$/);
    const groupAdmin = await helper.client.post(
      '/api/file/upload-md-file',
      form('file', bytes, 'notes.pdf', 'application/pdf', { gid }),
    );
    expect([groupAdmin.http, groupAdmin.body.msg]).toEqual([403, m.filesForbidden]);
  });
});

describe('deleting', () => {
  it('the uploader or an admin deletes an upload; its bytes are gone; nobody else may', async () => {
    const upload = async () =>
      ok<Stored>(
        helper.client.post(
          '/api/file/upload-md-img',
          form('image', await picture('png'), 'd.png', 'image/png', { gid }),
        ),
      );
    const mine = await upload();
    const other = await pupil.client.get(`/api/file/delete-md-img?fileId=${mine.fileId}`);
    expect([other.http, other.body.msg]).toEqual([403, m.notYours]);
    expect((await fetchLink(mine.link)).status).toBe(200);
    await ok(helper.client.get(`/api/file/delete-md-img?fileId=${mine.fileId}`));
    expect((await fetchLink(mine.link)).status).toBe(404);
    const again = await helper.client.get(`/api/file/delete-md-img?fileId=${mine.fileId}`);
    expect([again.http, again.body.msg]).toEqual([404, m.missing]);
    const theirs = await upload();
    await ok(admin.client.get(`/api/file/delete-md-img?fileId=${theirs.fileId}`));
    expect((await fetchLink(theirs.link)).status).toBe(404);
    expect((await admin.client.get('/api/file/delete-md-img?fileId=99999999')).http).toBe(404);
    expect((await admin.client.get('/api/file/delete-md-img?fileId=1e3')).http).toBe(400);
  });

  it('records who stored and deleted what in the event log', async () => {
    const stored = await ok<Stored>(
      admin.client.post(
        '/api/file/upload-md-img',
        form('image', await picture('png'), 'log.png', 'image/png'),
      ),
    );
    await ok(admin.client.get(`/api/file/delete-md-img?fileId=${stored.fileId}`));
    const events = await t.server.services.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('stream_id', '=', `upload-${stored.fileId}`)
      .orderBy('stream_version')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['UploadStored', 'UploadDeleted']);
    expect(events[0]?.data).toMatchObject({ kind: 'image', name: 'log.png', uid: admin.uid, gid: null });
  });
});
