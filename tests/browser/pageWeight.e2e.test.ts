import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROLE } from '@oj/server';
import { describe, expect, inject, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { signedInPage } from '../support/browserSession';
import { problemFields } from '../support/fixtures';

// Issue 25, page weight: the built web app served compressed and cached by the product's server, and
// the pages split out of the first load still working when they are opened.

const product = useBrowserProduct();

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that hands back the bytes as sent (fetch would decompress them and drop the evidence). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const FIRST_SCREEN_TAGS =
  /<link rel="preload" as="image"[^>]*\/>|<script type="application\/json" id="first-screen">.*?<\/script>/gs;

/** The built index.html's entry script, e.g. `/assets/index-AbC123.js`. */
async function entryScript(): Promise<string> {
  const html = await readFile(path.join(inject('webDist'), 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('the built index.html has no entry script');
  return src;
}

describe('the built web app over HTTP', () => {
  it('sends a hashed asset as brotli, as gzip, or as it is, by Accept-Encoding, cached for a year', async () => {
    const asset = await entryScript();
    const original = await readFile(path.join(inject('webDist'), asset));
    const url = `${product.t.url}${asset}`;

    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    for (const identity of [undefined, 'identity', 'deflate']) {
      const plain = await rawGet(url, identity);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it('revalidates index.html on every load, for a client route too, and answers a missing asset 404', async () => {
    const html = await readFile(path.join(inject('webDist'), 'index.html'));
    for (const route of ['/', '/home', '/problem/1']) {
      const reply = await rawGet(`${product.t.url}${route}`, 'br');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const body = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.body) : reply.body;
      // The home page's index.html carries its first screen in the head (server/src/web/firstScreen.ts);
      // without those tags it is the built file, like every other route's. /home also has its first screen
      // rendered into it (firstScreenHtml.e2e.test.ts).
      const page = body.toString();
      expect(page.includes('<script type="application/json" id="first-screen">')).toBe(
        route !== '/problem/1',
      );
      if (route === '/home') expect(page).toContain('<html lang="zh-CN" data-first-screen="zh-CN">');
      else expect(page.replace(FIRST_SCREEN_TAGS, '')).toBe(html.toString());
    }
    // After a deploy an old page asks for chunks that are gone: a 404 its router reports, not the page.
    const missing = await rawGet(`${product.t.url}/assets/gone-0123abcd.js`, 'br');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });
});

/** The chunks the home page must not fetch: the editor, KaTeX, the charts, the back office. */
const HEAVY =
  /\/assets\/(CodeEditor|mathMarkdown|KaTeX_|barChart|installCanvasRenderer|AdminRoot|MarkdownEditor)[-.]/;

describe('the first load stylesheet', () => {
  it('leaves out the Radix breakpoints no page uses and the Display P3 colour copies (web/radixCssTrim.ts)', async () => {
    const html = await readFile(path.join(inject('webDist'), 'index.html'), 'utf8');
    const href = /<link rel="stylesheet" crossorigin href="([^"]+\.css)"/.exec(html)?.[1];
    if (!href) throw new Error('the built index.html links no stylesheet');
    const css = await readFile(path.join(inject('webDist'), href), 'utf8');
    // The breakpoints the pages use are still there, so the trim did not take everything.
    expect(css).toContain('.sm\\:rt-r-');
    expect(css).toContain('.md\\:rt-r-');
    expect(css).not.toContain('.lg\\:rt-r-');
    expect(css).not.toContain('.xl\\:rt-r-');
    expect(css).not.toContain('display-p3');
    expect(css).toMatch(/--red-9:\s*#/);
  });
});

describe('the split pages in the browser', () => {
  it('leaves the editor, KaTeX, charts and back office out of the home page, and loads each where it is used', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const created = await admin.client.post(
      '/api/admin/problem',
      problemFields('PWMATH', {
        title: 'Sum of squares',
        description: 'Print $\\sum_{i=1}^{n} i^2$ for the given $n$.',
      }),
    );
    expect(created.body.status).toBe(200);
    const { page, context } = await signedInPage(product.browser, admin, { width: 1280 });
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));

    await page.goto(`${product.t.url}/home`);
    await page.getByTestId('home-last-week').locator('svg[role="img"]').waitFor();
    await page.getByTestId('home-seven-day-rank').waitFor();
    expect(fetched.filter((file) => HEAVY.test(file))).toEqual([]);

    // A problem page (its own chunk): the editor loads, and KaTeX with the statement's maths.
    await page.goto(`${product.t.url}/problem/PWMATH`);
    await page.getByLabel('Code editor').waitFor();
    await page.locator('.markdown-body .katex').first().waitFor();
    await expect.poll(() => fetched.some((file) => /\/assets\/CodeEditor-/.test(file))).toBe(true);
    await expect.poll(() => fetched.some((file) => /\/assets\/mathMarkdown-/.test(file))).toBe(true);
    await saveScreenshot(page, 'page-weight-problem-1280.png');

    // The back office: its whole frame is a chunk of its own.
    await page.goto(`${product.t.url}/admin/dashboard`);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await expect.poll(() => fetched.some((file) => /\/assets\/AdminRoot-/.test(file))).toBe(true);
    await saveScreenshot(page, 'page-weight-admin-1280.png');
    await context.close();
  });
});
