import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

declare module 'vitest' {
  interface TaskMeta {
    /** What the test's support code found out after the test failed; the failure summary prints it. */
    diagnosis?: string;
  }
}

/**
 * What a failed browser test leaves behind for the failure summary: whether the browser still opens a page,
 * whether the test server still serves the web app, the requests each open page still waits on, and the
 * browser's processes. CI keeps only a run's tail: one red run showed six `page.goto` timeouts in one file
 * and a test stuck for 180 s in another, and nothing said whether Chromium or the server had stopped.
 */
export interface BrowserWatch {
  diagnose(serverUrl: string): Promise<string>;
}

const PROBE_MS = 10_000;
const KEPT_ERRORS = 5;
const REQUESTS_PER_PAGE = 5;

const run = promisify(execFile);

type Timed<T> =
  | { outcome: 'done'; value: T; ms: number }
  | { outcome: 'late' | 'failed'; ms: number; error?: string };

/** `work`'s outcome: done (with its value), failed, or late (still running after `ms`); how long it took. */
async function timed<T>(work: Promise<T>, ms: number): Promise<Timed<T>> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Timed<T>>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'late', ms: took() }), ms);
  });
  try {
    return await Promise.race([
      work.then((value): Timed<T> => ({ outcome: 'done', value, ms: took() })),
      late,
    ]);
  } catch (error) {
    return { outcome: 'failed', ms: took(), error: String(error).split('\n')[0] };
  } finally {
    clearTimeout(timer);
  }
}

/** The page a request belongs to, if any (a service worker's requests have no frame). */
function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

/**
 * Follows every context `browser` opens (`newPage` opens one too): the requests not yet answered, crashed
 * pages, and the pages' last uncaught errors.
 */
export function watchBrowser(browser: Browser): BrowserWatch {
  const pending = new Map<Request, number>();
  const problems: string[] = [];
  const note = (line: string) => {
    problems.push(line);
    if (problems.length > KEPT_ERRORS) problems.shift();
  };
  const follow = (context: BrowserContext) => {
    context.on('request', (request) => pending.set(request, Date.now()));
    context.on('requestfinished', (request) => pending.delete(request));
    context.on('requestfailed', (request) => pending.delete(request));
    context.on('page', (page) => {
      page.on('crash', () => note(`page crashed: ${page.url()}`));
      page.on('pageerror', (error) => note(`page error on ${page.url()}: ${error.message.split('\n')[0]}`));
    });
    context.on('close', () => {
      for (const request of pending.keys())
        if (pageOf(request)?.context() === context) pending.delete(request);
    });
  };
  // Playwright has no "context opened" event: wrap the one call that opens them (`newPage` goes through it).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    follow(context);
    return context;
  };

  const waitingRequests = (): string[] => {
    const byPage = new Map<string, string[]>();
    for (const [request, since] of pending) {
      const page = pageOf(request)?.url() ?? '(no page)';
      const list = byPage.get(page) ?? [];
      list.push(
        `${request.method()} ${new URL(request.url()).pathname} (${Math.round((Date.now() - since) / 1000)} s)`,
      );
      byPage.set(page, list);
    }
    return [...byPage].map(([page, list]) => {
      const more = list.length > REQUESTS_PER_PAGE ? `, … ${list.length - REQUESTS_PER_PAGE} more` : '';
      return `waiting: ${page} on ${list.slice(0, REQUESTS_PER_PAGE).join(', ')}${more}`;
    });
  };

  return {
    async diagnose(serverUrl) {
      const opened = await timed(
        browser.newContext().then(async (context) => {
          try {
            const page = await context.newPage();
            await page.goto(`${serverUrl}/`, { waitUntil: 'load', timeout: PROBE_MS });
          } finally {
            await context.close().catch(() => undefined);
          }
        }),
        PROBE_MS * 2,
      );
      const served = await timed(
        fetch(`${serverUrl}/`, { signal: AbortSignal.timeout(PROBE_MS) }).then((reply) => reply.status),
        PROBE_MS,
      );
      const lines = [
        opened.outcome === 'done'
          ? `browser: a new page loaded ${serverUrl}/ in ${opened.ms} ms`
          : `browser: no new page loaded (${opened.outcome} after ${opened.ms} ms${opened.error ? `: ${opened.error}` : ''})`,
        served.outcome === 'done'
          ? `server: GET / answered ${served.value} in ${served.ms} ms`
          : `server: GET / not answered (${served.outcome} after ${served.ms} ms${served.error ? `: ${served.error}` : ''})`,
        `connected: ${browser.isConnected()}; load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
        ...waitingRequests(),
        ...problems,
        ...(await browserProcesses()),
      ];
      return lines.join('\n');
    },
  };
}

/** This worker's Chromium processes (its children and theirs): kind, state, CPU time, memory. */
async function browserProcesses(): Promise<string[]> {
  const listed = await run('ps', ['-eo', 'pid=,ppid=,stat=,time=,rss=,args='], { maxBuffer: 16 << 20 }).catch(
    () => ({ stdout: '' }),
  );
  const rows = listed.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(\d+)\s+(.*)$/.exec(line))
    .flatMap((match) => (match ? [match.slice(1) as [string, string, string, string, string, string]] : []));
  const ours = new Set([String(process.pid)]);
  // A child may be listed before its parent: repeat until no process is added.
  for (let added = true; added; ) {
    added = false;
    for (const [pid, ppid] of rows)
      if (ours.has(ppid) && !ours.has(pid)) {
        ours.add(pid);
        added = true;
      }
  }
  return rows
    .filter(([pid, , , , , args]) => pid !== String(process.pid) && ours.has(pid) && /chrom/.test(args))
    .map(([pid, , stat, time, rss, args]) => {
      const kind = /--type=(\S+)/.exec(args)?.[1] ?? 'browser';
      return `process ${pid} ${kind} ${stat} cpu ${time} rss ${Math.round(Number(rss) / 1024)} MB`;
    });
}
