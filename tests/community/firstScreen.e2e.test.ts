import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { runningContest } from '../support/contests';
import { startTestServer, type TestServer } from '../support/testServer';
import { createProblem, ok } from '../trust/roleMatrix/api';

// /home's index.html carries its first screen's API answers (server/src/web/firstScreen.ts), so the web
// app's first queries need no round trips. They must be exactly what the API answers, for anyone.

let t: TestServer;
let root: TestAccount;
let dist: string;

/**
 * A stand-in for the web's server entry (web/src/app/firstScreenHtml.tsx) whose render breaks, as a
 * component that fails on the server would: /home must still go out, with its data.
 */
const BROKEN_RENDERER = `export const languageCookie = 'language';
export const languageOf = (choice) => choice ?? 'zh-CN';
export async function renderFirstScreen() { throw new Error('a component broke on the server'); }
`;

beforeAll(async () => {
  // A stand-in for the built app: only index.html's head matters here.
  dist = await mkdtemp(path.join(tmpdir(), 'oj-first-screen-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>OJ</title></head><body><div id="root"></div></body></html>',
  );
  const renderer = path.join(dist, 'broken-renderer.js');
  await writeFile(renderer, BROKEN_RENDERER);
  t = await startTestServer({ webDist: dist, firstScreenRenderer: renderer });
  root = await registerAndLogin(t, ROLE.root);
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

/** The answers embedded in `page`'s head, by URL, as the browser would read them. */
async function embeddedIn(page: string, headers: Record<string, string> = {}) {
  const reply = await fetch(`${t.url}${page}`, { headers });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toContain('text/html');
  const html = await reply.text();
  const json = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the first screen is embedded').toBeDefined();
  return { html, answers: JSON.parse(json ?? '{}') as Record<string, unknown> };
}

/** A contest's `now` is the server's clock when it answered: the one field two answers may differ in. */
const withoutClock = (data: unknown) =>
  JSON.parse(JSON.stringify(data, (key, value) => (key === 'now' ? undefined : value))) as unknown;

async function expectSameAsApi(answers: Record<string, unknown>) {
  const anyone = new ApiClient(t.url);
  expect(Object.keys(answers).length).toBe(8);
  for (const [url, data] of Object.entries(answers)) {
    const api = await anyone.get(url);
    expect(api.body.status, url).toBe(200);
    expect(withoutClock(data), url).toEqual(withoutClock(api.body.data));
  }
}

describe('the first screen embedded in /home', () => {
  it('equals the API answers, and changes after a new announcement and a new contest', async () => {
    const before = await embeddedIn('/home');
    await expectSameAsApi(before.answers);
    const announcementsUrl = '/api/get-common-announcement?currentPage=1&limit=5';
    const contestsUrl = '/api/get-recent-contest';
    expect(before.answers[announcementsUrl]).toMatchObject({ total: 0 });
    expect(before.answers[contestsUrl]).toEqual([]);

    // The routes answer once their read model has folded the change, so the next page must show it.
    await ok(root.client.post('/api/admin/announcement', { title: 'Shown', content: 'Hello', status: 0 }));
    await ok(root.client.post('/api/admin/announcement', { title: 'Draft', content: 'Not yet', status: 1 }));
    const announced = await embeddedIn('/home');
    expect(announced.answers[announcementsUrl]).toMatchObject({
      total: 1,
      records: [{ title: 'Shown' }],
    });
    expect(announced.html).not.toContain('Not yet');
    await expectSameAsApi(announced.answers);

    const { pid } = await createProblem(root);
    const cid = await runningContest(root, { title: 'First screen cup', pid });
    const contested = await embeddedIn('/');
    expect(contested.answers[contestsUrl]).toMatchObject([{ id: cid, title: 'First screen cup' }]);
    await expectSameAsApi(contested.answers);
  });

  it('is the same for a signed-in reader, compressed when asked, and escapes markup in answers', async () => {
    await ok(
      root.client.post('/api/admin/announcement', {
        title: '</script><script>alert(1)</script>',
        content: 'x',
        status: 0,
      }),
    );
    const visitor = await embeddedIn('/home');
    const signedIn = await embeddedIn('/home', { Authorization: root.client.token ?? '' });
    expect(withoutClock(signedIn.answers)).toEqual(withoutClock(visitor.answers));
    expect(visitor.html.match(/<\/script>/g)?.length).toBe(1);
    const page = visitor.answers['/api/get-common-announcement?currentPage=1&limit=5'] as {
      records: { title: string }[];
    };
    expect(page.records[0]?.title).toBe('</script><script>alert(1)</script>');
    // fetch decodes brotli itself: the header says what travelled.
    const br = await fetch(`${t.url}/home`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(await br.text()).toContain('id="first-screen"');
    // Chromium lists gzip first (and zstd, which we do not make): brotli still wins, it is the smaller.
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const reply = await fetch(`${t.url}/home`, { headers: { 'Accept-Encoding': accepted } });
      expect(reply.headers.get('content-encoding'), accepted).toBe(sent);
      expect(await reply.text(), accepted).toContain('id="first-screen"');
    }
    // Other pages are the plain index.html.
    const other = await fetch(`${t.url}/problem`);
    expect(await other.text()).not.toContain('first-screen');
  });

  it('goes out with its data alone when the first screen fails to render', async () => {
    const { html, answers } = await embeddedIn('/home');
    expect(Object.keys(answers).length).toBe(8);
    expect(html).toContain('<div id="root"></div>');
  });
});
