/**
 * Page weight: a first load of /home (empty cache, new browser context) in Debian's headless Chromium
 * against the product's own server (API, live gateway and built web app, with the demo seed).
 *
 * - Bytes: the sum of every response's encoded length as the network saw it (CDP `Network.loadingFinished`
 *   `encodedDataLength`: compressed body plus headers), until the network has been quiet for
 *   `QUIET_MS`; beside the same load with compression refused (`Accept-Encoding: identity`), which is
 *   what every load cost before the build precompressed its files.
 * - Paint: Largest Contentful Paint, Chromium's successor of the deprecated "first meaningful paint"
 *   (the time the largest text or image of the first screen was painted; First Contentful Paint would count
 *   the frame's first word, before the page's own content came). Beside it, in the same browser: a static
 *   HTML page served by the same server whose transfer is as many bytes as the home page's first load
 *   (its heading first, then that many bytes of filler), which is how fast this machine shows that many
 *   bytes without any script.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, productCatalogue } from '@oj/events';
import { allProjections, startProjector } from '@oj/projections';
import { ensureWebBuild, firstScreenRendererFile, seedDemo, startServer } from '@oj/server';
import pino from 'pino';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../support/browser';

export interface PageWeightSizes {
  repetitions: number;
}
export const FULL: PageWeightSizes = { repetitions: 5 };
export const QUICK: PageWeightSizes = { repetitions: 2 };
/** The issue's goals: the home page's first load, and its paint against a static page of that size. */
export const GOAL_BYTES = 300 * 1024;
export const GOAL_PAINT_RATIO = 1.5;
/** The load is over when no request has started or finished for this long. */
const QUIET_MS = 500;
/**
 * A net for a hung load, not a speed check: the smoke in `npm test` runs beside the browser tests, where a
 * home page load once took longer than Playwright's 30 s default (load average 20 on two cores).
 */
const LOAD_TIMEOUT_MS = 120_000;
const STATIC_PAGE = 'bench-static-page.html';

/** One first load: what it moved, and when its largest content was painted. */
export interface PageLoad {
  bytes: number;
  requests: number;
  /** Encoded bytes per resource type (Document, Script, Stylesheet, Fetch, ...). */
  byType: Record<string, number>;
  /** The heaviest responses, heaviest first: where to look next (8, or PAGEWEIGHT_LIST=n of them). */
  largest: { url: string; bytes: number }[];
  lcpMs: number;
  /** The element LCP picked (tag.firstClass), and First Contentful Paint beside it. */
  lcpElement: string;
  fcpMs: number;
  /** For an image LCP: when the image had loaded (the paint may come later, when the page renders it). */
  lcpLoadMs: number;
  /** When each script, style sheet and image had arrived (ms from navigation): what the paint waited on. */
  arrivals: { name: string; ms: number }[];
}
export interface PageWeightResult {
  home: PageLoad[];
  homeIdentity: PageLoad[];
  staticPage: PageLoad[];
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

export async function measurePageWeight(
  databaseUrl: string,
  sizes: PageWeightSizes,
  say: (line: string) => void,
): Promise<PageWeightResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'oj-pageweight-'));
  // A copy of the build, so the static page is served from the same folder by the same server without
  // writing into web/dist.
  const webDist = path.join(work, 'dist');
  const built = ensureWebBuild(path.join(root, 'web'), pino({ level: 'silent' }));
  await cp(built, webDist, { recursive: true });
  const store = createEventStore({ connectionString: databaseUrl, catalogue: productCatalogue });
  const projector = startProjector(allProjections, { store, connectionString: databaseUrl });
  const server = await startServer({
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    log: pino({ level: 'silent' }),
    filesDir: path.join(work, 'files'),
    webDist,
    // Rendering /home where it was built: the server entry imports React from the repository's node_modules.
    firstScreenRenderer: firstScreenRendererFile(built),
  });
  const browser = await launchBrowser();
  try {
    await projector.caughtUp;
    await seedDemo(server.services, 'bench-root-1');
    const homeUrl = `${server.url}/home`;
    // One load first, unmeasured: the server's and the browser's first-time costs (JIT, pools).
    await firstLoad(browser, homeUrl, 'home-last-week');
    const result: PageWeightResult = { home: [], homeIdentity: [], staticPage: [] };
    for (let r = 0; r < sizes.repetitions; r++) {
      const home = await firstLoad(browser, homeUrl, 'home-last-week');
      const identity = await firstLoad(browser, homeUrl, 'home-last-week', { 'Accept-Encoding': 'identity' });
      // The static page moves as many bytes as this repetition's home page (less its own headers' share).
      await writeFile(path.join(webDist, STATIC_PAGE), staticPage(home.bytes - 300));
      const still = await firstLoad(browser, `${server.url}/${STATIC_PAGE}`, 'static-heading');
      if (r === 0) {
        const heaviest = home.largest.map((l) => `${new URL(l.url).pathname} ${kb(l.bytes)}`);
        say(`  heaviest: ${heaviest.join(', ')}`);
        say(`  arrived (ms): ${home.arrivals.map((a) => `${a.name} ${a.ms}`).join(', ')}`);
      }
      result.home.push(home);
      result.homeIdentity.push(identity);
      result.staticPage.push(still);
      const types = Object.entries(home.byType)
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${kb(bytes)}`)
        .join(', ');
      say(
        `  #${r + 1}: home ${kb(home.bytes)} in ${home.requests} requests (${types}), FCP ${home.fcpMs.toFixed(0)} ms, LCP ${home.lcpMs.toFixed(0)} ms (${home.lcpElement}${home.lcpLoadMs ? `, loaded at ${home.lcpLoadMs.toFixed(0)} ms` : ''}); ` +
          `uncompressed ${kb(identity.bytes)}; static page ${kb(still.bytes)}, LCP ${still.lcpMs.toFixed(0)} ms`,
      );
    }
    return result;
  } finally {
    await browser.close();
    await server.close();
    await projector.stop();
    await store.close();
    await rm(work, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A plain page: a heading and a paragraph on top (its largest content), then `bytes` in all of filler. */
function staticPage(bytes: number): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Static</title></head><body>' +
    '<h1 data-testid="static-heading">Online Judge</h1><p>A static page as heavy as the home page.</p><!--';
  const tail = '--></body></html>';
  // Random base64 barely compresses, and this file has no .br/.gz beside it: it is sent as it is.
  const filler = randomBytes(Math.max(0, bytes - head.length - tail.length))
    .toString('base64')
    .slice(0, Math.max(0, bytes - head.length - tail.length));
  return head + filler + tail;
}

/** A load in a fresh context (empty cache): bytes, requests and LCP once the network is quiet. */
async function firstLoad(
  browser: Browser,
  url: string,
  readyTestId: string,
  headers?: Record<string, string>,
): Promise<PageLoad> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(`
      window.__lcp = 0;
      window.__lcpLoad = 0;
      window.__lcpElement = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcp = entry.startTime;
          window.__lcpLoad = entry.loadTime;
          const element = entry.element;
          window.__lcpElement = element ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '') : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    `);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // PAGEWEIGHT_TRACE=<folder>: a Chromium performance trace of each load, to see what the paint waited on.
    const traceFolder = process.env.PAGEWEIGHT_TRACE;
    // PAGEWEIGHT_PROFILE=<folder>: the page's JavaScript CPU profile (.cpuprofile) until the network is quiet.
    const profileFolder = process.env.PAGEWEIGHT_PROFILE;
    if (profileFolder) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (traceFolder)
      await browser.startTracing(page, {
        path: path.join(traceFolder, `${readyTestId}-${Date.now()}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
          'v8.execute',
          'toplevel',
        ],
      });
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const sizes: { url: string; bytes: number }[] = [];
    const byType: Record<string, number> = {};
    let bytes = 0;
    let requests = 0;
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      types.set(event.requestId, event.type ?? 'Other');
      urls.set(event.requestId, event.request.url);
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      bytes += event.encodedDataLength;
      sizes.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
      requests++;
      lastActivity = performance.now();
    });
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    await page.getByTestId(readyTestId).waitFor({ timeout: LOAD_TIMEOUT_MS });
    const deadline = performance.now() + LOAD_TIMEOUT_MS;
    while (performance.now() - lastActivity < QUIET_MS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Chromium can hand over an entry whose time is still 0 (seen under load): a 0 would count as a met
    // goal, so wait for the real time (or fail the bench).
    await page.waitForFunction('window.__lcp > 0', null, { timeout: LOAD_TIMEOUT_MS });
    const lcpMs = (await page.evaluate('window.__lcp')) as number;
    const lcpElement = (await page.evaluate('window.__lcpElement')) as string;
    const lcpLoadMs = (await page.evaluate('window.__lcpLoad')) as number;
    const fcpMs = (await page.evaluate(
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0",
    )) as number;
    const arrivals = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => ['script', 'link', 'img', 'css'].includes(e.initiatorType))
      .map((e) => ({ name: new URL(e.name).pathname.split('/').pop().slice(0, 12), ms: Math.round(e.responseEnd) }))`)) as {
      name: string;
      ms: number;
    }[];
    if (profileFolder) {
      const { profile } = await cdp.send('Profiler.stop');
      await writeFile(
        path.join(profileFolder, `${readyTestId}-${Date.now()}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    await cdp.detach();
    if (traceFolder) await browser.stopTracing();
    const largest = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, Number(process.env.PAGEWEIGHT_LIST ?? 8));
    return { bytes, requests, byType, largest, lcpMs, lcpElement, fcpMs, lcpLoadMs, arrivals };
  } finally {
    await context.close();
  }
}
