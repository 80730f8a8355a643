/**
 * The scroll board's frame rate while it reveals a big contest, in Debian's headless Chromium at
 * 1920x1080: the product (API server and projector, in this process, idle while the browser measures)
 * imports a sealed contest from a CLICS feed; the page runs in automatic mode at its fastest speed and
 * every animation frame is timed. Baseline, in the same run and page: the frames of the board standing
 * still, which is as fast as this browser on this machine draws at all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, productCatalogue } from '@oj/events';
import { allProjections, startProjector } from '@oj/projections';
import { ensureWebBuild, seedDemo, startServer } from '@oj/server';
import pino from 'pino';
import type { CDPSession, Page } from 'playwright-core';
import { ApiClient } from '../../support/apiClient';
import { launchBrowser } from '../../support/browser';
import { summarize } from '../events/stats';
import { type ResolverContestSize, resolverContestFeed } from './resolverContest';

export interface ScrollBoardSizes extends ResolverContestSize {
  repetitions: number;
  /** How long each repetition watches the board standing still, then revealing. */
  seconds: number;
}
export const FULL: ScrollBoardSizes = { teams: 300, problems: 13, repetitions: 5, seconds: 8 };
export const QUICK: ScrollBoardSizes = { teams: 30, problems: 5, repetitions: 2, seconds: 1.5 };

/** One repetition's frames: how many per second, and the slowest (p99 and worst) frame times. */
export interface FrameFigures {
  fps: number;
  p99Ms: number;
  maxMs: number;
}
export interface ScrollBoardResult {
  steps: number;
  importSeconds: number;
  still: FrameFigures[];
  revealing: FrameFigures[];
  rendererBusyMs: number;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ROOT_PASSWORD = 'bench-root-1';

export async function measureScrollBoard(
  databaseUrl: string,
  sizes: ScrollBoardSizes,
  say: (line: string) => void,
): Promise<ScrollBoardResult> {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'oj-scroll-bench-'));
  const store = createEventStore({ connectionString: databaseUrl, catalogue: productCatalogue });
  const projector = startProjector(allProjections, { store, connectionString: databaseUrl });
  const webDist = ensureWebBuild(path.join(root, 'web'), pino({ level: 'silent' }));
  const server = await startServer({
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    log: pino({ level: 'silent' }),
    filesDir,
    webDist,
  });
  const browser = await launchBrowser();
  try {
    await projector.caughtUp;
    await seedDemo(server.services, ROOT_PASSWORD);
    const root = new ApiClient(server.url);
    const login = await root.post('/api/login', { username: 'root', password: ROOT_PASSWORD });
    if (login.body.status !== 200) throw new Error(`login: ${login.body.msg}`);
    const started = performance.now();
    const cid = await importContest(root, resolverContestFeed(sizes, Date.now()));
    const importSeconds = (performance.now() - started) / 1000;
    say(`  imported ${sizes.teams} teams x ${sizes.problems} problems in ${importSeconds.toFixed(1)} s`);

    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    const storage = { language: 'en-US', token: root.token, userInfo: JSON.stringify(login.body.data) };
    await page.addInitScript(
      `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`,
    );
    await page.goto(`${server.url}/scrollBoard?cid=${cid}&removeStar=false`);
    await page.getByTestId('scroll-row').first().waitFor({ timeout: 60_000 });
    const steps = Number(
      /of (\d+)/.exec((await page.getByTestId('scroll-progress').textContent()) ?? '')?.[1],
    );
    say(`  ${steps} reveal steps on the board`);
    const still: FrameFigures[] = [];
    const revealing: FrameFigures[] = [];
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const cpuBefore = await rendererBusyMs(session);
    for (let r = 0; r < sizes.repetitions; r++) {
      still.push(await frames(page, sizes.seconds));
      await page.getByRole('radio', { name: 'Fast' }).click();
      revealing.push(await frames(page, sizes.seconds));
      await page.getByRole('radio', { name: 'Stop' }).click();
      const s = still.at(-1);
      const v = revealing.at(-1);
      say(
        `  #${r + 1}: still ${s?.fps.toFixed(1)} fps; revealing ${v?.fps.toFixed(1)} fps, ` +
          `p99 frame ${v?.p99Ms.toFixed(1)} ms, worst ${v?.maxMs.toFixed(1)} ms`,
      );
    }
    const rendererBusy = (await rendererBusyMs(session)) - cpuBefore;
    await session.detach();
    await context.close();
    return { steps, importSeconds, still, revealing, rendererBusyMs: rendererBusy };
  } finally {
    await browser.close();
    await server.close();
    await projector.stop();
    await store.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

/** Times every animation frame for `seconds`, in the page itself. */
async function frames(page: Page, seconds: number): Promise<FrameFigures> {
  const intervals = (await page.evaluate(`new Promise((resolve) => {
    const times = [];
    const end = performance.now() + ${seconds * 1000};
    const tick = (t) => {
      times.push(t);
      if (t < end) requestAnimationFrame(tick);
      else resolve(times.slice(1).map((x, i) => x - times[i]));
    };
    requestAnimationFrame(tick);
  })`)) as number[];
  const total = intervals.reduce((a, b) => a + b, 0);
  const s = summarize(intervals);
  return { fps: (intervals.length * 1000) / total, p99Ms: s.p99, maxMs: s.max };
}

/**
 * How long the page's renderer main thread has been busy since `Performance.enable` on this session
 * (Chromium's TaskDuration metric).
 */
async function rendererBusyMs(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  const seconds = metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  return seconds * 1000;
}

/** Uploads the feed as root; the new contest's cid. */
async function importContest(root: ApiClient, feed: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([feed], { type: 'application/x-ndjson' }), 'event-feed.ndjson');
  const reply = await root.post('/api/admin/contest/import-event-feed', form);
  if (reply.body.status !== 200) throw new Error(`import: ${reply.body.status} ${reply.body.msg}`);
  return (reply.body.data as { cid: number }).cid;
}
