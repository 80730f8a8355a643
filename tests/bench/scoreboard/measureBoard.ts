import { createEventStore, productCatalogue } from '@oj/events';
import { awaitProjection, contestsProjection, type ProjectorTables } from '@oj/projections';
import { z } from 'zod';
import { BenchChild, cpuMs, START_TIMEOUT_MS } from '../events/ipc';
import { monotonicMs, paced, range, type Summary, summarize } from '../events/stats';
import type { Spread } from '../suite/figures';
import { Audience, cpuMsEach } from './audience';
import { type BoardNotices, listenForBoard } from './boardNotices';
import { CID, type ContestSize, loadContest, participantUid, submissionRows } from './contestWorkload';

export interface Sizes {
  contest: ContestSize;
  repetitions: number;
  /** Rebuilds of the board from zero (each a full replay of the contest's events). */
  rebuilds: number;
  reads: number;
  viewers: readonly number[];
  verdicts: number;
  ratePerSecond: number;
}
export const FULL: Sizes = {
  contest: { participants: 10_000, problems: 13, submissions: 200_000 },
  repetitions: 5,
  /** A rebuild of 410,000 events takes minutes on 2 cores: one. */
  rebuilds: 1,
  reads: 200,
  viewers: [2000, 5000],
  verdicts: 20,
  ratePerSecond: 10,
};
export const QUICK: Sizes = {
  contest: { participants: 200, problems: 13, submissions: 2000 },
  repetitions: 2,
  rebuilds: 2,
  reads: 20,
  viewers: [20],
  verdicts: 5,
  ratePerSecond: 10,
};

/**
 * `--delivery`: the 5,000-viewer push only, on a contest small enough to load and project in seconds
 * (the push carries one row whatever the contest's size), for iterating on the live path.
 */
export const DELIVERY: Sizes = {
  contest: { participants: 2000, problems: 13, submissions: 10_000 },
  repetitions: 5,
  rebuilds: 1,
  reads: 20,
  viewers: [5000],
  verdicts: 20,
  ratePerSecond: 10,
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const spread = (values: number[]): Spread => {
  const s = summarize(values);
  return { min: s.min, median: s.median, max: s.max };
};

export interface Delivery {
  viewers: number;
  ours: { p99: Spread; median: Spread; missing: number };
  /**
   * Where our time goes: append -> the board change's NOTIFY heard by a listener of our own (the
   * projector's part, before the relay and Socket.IO); the rest of `ours` is the fan-out and the viewers.
   */
  projected: { p99: Spread; median: Spread };
  raw: { p99: Spread; median: Spread; missing: number };
  /** How many processes the viewers are spread over (the same for both sides). */
  viewerProcesses: number;
  /** CPU of the viewers' processes over our repetitions (the load generator), summed. */
  viewersCpuMs: number;
  /** The same per process. */
  viewersCpuMsEach: number[];
  /** The same over the raw baseline's repetitions (plain `ws` sockets decode less per message). */
  rawViewersCpuMs: number;
  rawViewersCpuMsEach: number[];
  /** The server process's CPU over the raw baseline's repetitions (the raw `ws` server runs in it). */
  rawServerCpuMs: number;
  serverCpuMs: number;
  /** The API server's event-loop delay over our repetitions (ms): how long ready work waited for its thread. */
  serverLoopDelay: { p99: number; max: number };
  /** CPU of the projector's own process over our repetitions (0 when it runs in the server's). */
  projectorCpuMs: number;
  projectorInServer: boolean;
}

export interface BoardResult {
  sizes: Sizes;
  loaded: { events: number; seconds: number };
  projection: {
    /** Each rebuild's and each decode-only pass's events per second. */
    rates: Spread;
    decodeRuns: number[];
    decodeRates: Spread;
  };
  reads: {
    ours: { median: Spread; p99: Spread };
    recompute: { median: Spread; p99: Spread };
    http: { median: Spread; p99: Spread };
  };
  deliveries: Delivery[];
}

const urlSchema = z.object({ url: z.string() });
const secondsSchema = z.object({ seconds: z.number() });

type Say = (line: string) => void;

/**
 * The scoreboard bench: load a contest's events, project its board from zero (against only decoding
 * the log), read board pages (against recomputing from every submission), and deliver verdicts to
 * thousands of watching viewers (against a raw `ws` broadcast of the same bytes).
 */
export async function measureBoard(databaseUrl: string, sizes: Sizes, say: Say): Promise<BoardResult> {
  const now = Date.now();
  const loadStarted = monotonicMs();
  const events = await loadContest(databaseUrl, sizes.contest, now);
  const loaded = { events, seconds: (monotonicMs() - loadStarted) / 1000 };
  say(`  loaded ${events.toLocaleString('en')} events in ${loaded.seconds.toFixed(1)} s`);
  const entry = new URL('./boardServerProcess.ts', import.meta.url);
  const server = new BenchChild('board server', entry);
  // The projector in a process of its own, as `npm start` runs it: in the API server's process its
  // batches waited behind the fan-out of the changes before (BENCH_PROJECTOR_IN_SERVER=1: the old layout).
  const inServer = process.env.BENCH_PROJECTOR_IN_SERVER === '1';
  const projector = inServer ? server : new BenchChild('board projector', entry);
  const processes = { server, projector, projectorInServer: inServer };
  try {
    const { url } = await server.request('startServer', { databaseUrl }, urlSchema, START_TIMEOUT_MS);
    const projection = await measureProjection(projector, databaseUrl, events, sizes, say);
    const reads = await measureReads(server, url, sizes, say);
    const deliveries: Delivery[] = [];
    for (const viewers of sizes.viewers)
      deliveries.push(await measureDelivery(processes, url, databaseUrl, viewers, sizes, say));
    return { sizes, loaded, projection, reads, deliveries };
  } finally {
    await server.stop();
    if (!inServer) await projector.stop();
  }
}

/** The API server's process and the projector's (the same child when BENCH_PROJECTOR_IN_SERVER=1). */
interface ProductProcesses {
  server: BenchChild;
  projector: BenchChild;
  projectorInServer: boolean;
}

async function measureProjection(
  projector: BenchChild,
  databaseUrl: string,
  events: number,
  sizes: Sizes,
  say: Say,
) {
  const decodeRuns: number[] = [];
  const rebuilds: number[] = [];
  for (const _ of range(Math.max(sizes.repetitions, sizes.rebuilds))) {
    decodeRuns.push((await projector.request('decodeOnly', { databaseUrl }, secondsSchema, 600_000)).seconds);
  }
  for (const _ of range(sizes.rebuilds)) {
    rebuilds.push((await projector.request('project', { databaseUrl }, secondsSchema, 1_200_000)).seconds);
  }
  const rates = spread(rebuilds.map((s) => events / s));
  const decodeRates = spread(decodeRuns.map((s) => events / s));
  say(
    `  board projection from zero: ${Math.round(rates.median)} events/s (${sizes.rebuilds} rebuilds); ` +
      `decoding alone ${Math.round(decodeRates.median)} events/s`,
  );
  return { rates, decodeRuns, decodeRates };
}

const pagesSchema = z.object({ ours: z.array(z.number()), recompute: z.array(z.number()) });

async function measureReads(server: BenchChild, url: string, sizes: Sizes, say: Say) {
  const pages = Math.max(1, Math.floor(sizes.contest.participants / 30));
  const ours: Summary[] = [];
  const recompute: Summary[] = [];
  const http: Summary[] = [];
  for (const _ of range(sizes.repetitions)) {
    const run = await server.request(
      'readPages',
      { reads: sizes.reads, pages, limit: 30 },
      pagesSchema,
      600_000,
    );
    ours.push(summarize(run.ours));
    recompute.push(summarize(run.recompute));
    http.push(summarize(await httpReads(url, sizes.reads, pages)));
  }
  const of = (list: Summary[]) => ({
    median: spread(list.map((s) => s.median)),
    p99: spread(list.map((s) => s.p99)),
  });
  const result = { ours: of(ours), recompute: of(recompute), http: of(http) };
  say(
    `  board page: ours p99 ${result.ours.p99.median.toFixed(2)} ms (HTTP ${result.http.p99.median.toFixed(2)} ms), ` +
      `recompute p99 ${result.recompute.p99.median.toFixed(1)} ms`,
  );
  return result;
}

/** Page reads through the real HTTP endpoint (the anonymous outside board), one after another. */
async function httpReads(url: string, reads: number, pages: number): Promise<number[]> {
  const samples: number[] = [];
  for (const i of range(reads)) {
    const started = monotonicMs();
    const response = await fetch(`${url}/api/get-contest-outside-scoreboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cid: CID, currentPage: (i % pages) + 1, limit: 30 }),
    });
    const body = (await response.json()) as { data?: { records?: unknown[] } };
    if (!response.ok || !body.data?.records?.length) throw new Error(`board read failed: ${response.status}`);
    samples.push(monotonicMs() - started);
  }
  return samples;
}

async function measureDelivery(
  processes: ProductProcesses,
  url: string,
  databaseUrl: string,
  viewers: number,
  sizes: Sizes,
  say: Say,
): Promise<Delivery> {
  // Both audiences stay connected and the two sides' repetitions alternate: on a shared machine the load
  // moves within minutes, and all of ours before all of the raw baseline compared two different loads.
  const oursSide = await openOurs(processes, url, databaseUrl, viewers, sizes);
  let ours: ReturnType<typeof oursSide.result>;
  let raw: ReturnType<Awaited<ReturnType<typeof openRaw>>['result']>;
  try {
    const rawSide = await openRaw(processes.server, viewers, sizes);
    try {
      for (const repetition of range(sizes.repetitions)) {
        await oursSide.repetition(repetition);
        await rawSide.repetition(repetition);
      }
      raw = rawSide.result();
    } finally {
      await rawSide.close();
    }
    ours = oursSide.result();
  } finally {
    await oursSide.close();
  }
  const delivery = {
    viewers,
    ours: ours.figures,
    projected: ours.projected,
    raw: { p99: raw.p99, median: raw.median, missing: raw.missing },
    viewerProcesses: ours.processes,
    viewersCpuMs: sum(ours.viewersCpuMsEach),
    viewersCpuMsEach: ours.viewersCpuMsEach,
    rawViewersCpuMs: sum(raw.viewersCpuMsEach),
    rawViewersCpuMsEach: raw.viewersCpuMsEach,
    rawServerCpuMs: raw.serverCpuMs,
    serverCpuMs: ours.serverCpuMs,
    serverLoopDelay: ours.serverLoopDelay,
    projectorCpuMs: ours.projectorCpuMs,
    projectorInServer: processes.projectorInServer,
  };
  const perMessageUs = (ms: number) =>
    ((ms * 1000) / (viewers * sizes.verdicts * sizes.repetitions)).toFixed(1);
  const each = (list: number[]) => list.map((ms) => ms.toFixed(0)).join(' / ');
  say(
    `  ${viewers} viewers' CPU per message received: ours ${perMessageUs(delivery.viewersCpuMs)} us, raw ${perMessageUs(delivery.rawViewersCpuMs)} us; ` +
      `per viewer process (${ours.processes}): ours ${each(ours.viewersCpuMsEach)} ms, raw ${each(raw.viewersCpuMsEach)} ms; ` +
      `server ${ours.serverCpuMs.toFixed(0)} ms (raw ${raw.serverCpuMs.toFixed(0)} ms; event-loop delay p99 ${ours.serverLoopDelay.p99.toFixed(1)} ms, max ${ours.serverLoopDelay.max.toFixed(1)} ms); ` +
      `projector ${processes.projectorInServer ? 'in the server process' : `${ours.projectorCpuMs.toFixed(0)} ms, own process`}; ` +
      `viewers disconnected: ours ${ours.disconnects}, raw ${raw.disconnects}`,
  );
  say(
    `  ${viewers} viewers: ours p99 ${ours.figures.p99.median.toFixed(1)} ms (missing ${ours.figures.missing}), ` +
      `raw ws p99 ${raw.p99.median.toFixed(1)} ms (missing ${raw.missing}); ` +
      `of ours, append -> projected NOTIFY p99 ${ours.projected.p99.median.toFixed(1)} ms; ` +
      `pending rows delivered before the verdicts: ${ours.pendingPushes} pushes`,
  );
  return delivery;
}

let nextSubmitId = 10_000_000;
let nextTeam = 0;

/**
 * Our side of the push, its viewers connected: each repetition, pending submissions for distinct teams,
 * then their verdicts at a steady rate.
 */
async function openOurs(
  { server, projector, projectorInServer }: ProductProcesses,
  url: string,
  databaseUrl: string,
  viewers: number,
  sizes: Sizes,
) {
  const audience = new Audience('viewers', viewers);
  const store = createEventStore({ connectionString: databaseUrl, catalogue: productCatalogue, poolSize: 2 });
  const notices = await listenForBoard(databaseUrl);
  const close = async () => {
    await audience.stop();
    await notices.close();
    await store.close();
  };
  try {
    await audience.connect('connect', url, `contest:${CID}:board`);
  } catch (error) {
    await close();
    throw error;
  }
  const p99: number[] = [];
  const medians: number[] = [];
  const projectedP99: number[] = [];
  const projectedMedians: number[] = [];
  let missing = 0;
  let pendingPushes = 0;
  const used = {
    viewersCpuMsEach: range(audience.processes).map(() => 0),
    serverCpuMs: 0,
    projectorCpuMs: 0,
  };
  const serverLoopDelay = { p99: 0, max: 0 };
  const sampleAll = async () => ({
    viewers: await audience.sample(),
    server: await server.sample(),
    projector: projectorInServer ? undefined : await projector.sample(),
  });
  const profilePath = process.env.BENCH_PROFILE_SERVER;
  return {
    close,
    async repetition(repetition: number) {
      const { submissions, pushes } = await pendingSubmissions(store, audience, sizes);
      pendingPushes += pushes;
      const profiled = profilePath !== undefined && repetition === 0;
      if (profiled) await server.request('profileStart', {}, z.unknown(), 10_000);
      // CPU and the server's event-loop delay over the verdicts alone (the sample resets the histogram).
      const before = await sampleAll();
      const run = await verdictRun(store, notices, audience, submissions, sizes);
      const after = await sampleAll();
      if (profiled) await server.request('profileStop', { path: profilePath }, z.unknown(), 30_000);
      cpuMsEach(before.viewers, after.viewers).forEach((ms, i) => {
        used.viewersCpuMsEach[i] = (used.viewersCpuMsEach[i] ?? 0) + ms;
      });
      used.serverCpuMs += cpuMs(before.server, after.server);
      if (before.projector && after.projector)
        used.projectorCpuMs += cpuMs(before.projector, after.projector);
      serverLoopDelay.p99 = Math.max(serverLoopDelay.p99, after.server.loopDelayP99);
      serverLoopDelay.max = Math.max(serverLoopDelay.max, after.server.loopDelayMax);
      p99.push(run.p99);
      medians.push(run.median);
      projectedP99.push(run.projected.p99);
      projectedMedians.push(run.projected.median);
      missing += run.missing;
    },
    result() {
      return {
        figures: { p99: spread(p99), median: spread(medians), missing },
        projected: { p99: spread(projectedP99), median: spread(projectedMedians) },
        processes: audience.processes,
        disconnects: audience.disconnects,
        ...used,
        serverLoopDelay,
        pendingPushes,
      };
    },
  };
}

type Store = ReturnType<typeof createEventStore>;
type Submissions = { team: number; rows: ReturnType<typeof submissionRows> }[];

/**
 * A repetition's pending submissions for distinct teams, projected and delivered to every viewer before
 * any verdict: each is a board row change too (its try shows), a burst of pushes to every viewer. A fixed
 * 1.5 s pause used to stand for this wait; on a loaded machine the verdicts then queued behind that burst,
 * a load the raw baseline never carries.
 */
async function pendingSubmissions(
  store: Store,
  audience: Audience,
  sizes: Sizes,
): Promise<{ submissions: Submissions; pushes: number }> {
  const teams = range(sizes.verdicts).map(() => nextTeam++ % sizes.contest.participants);
  const submissions = teams.map((team) => ({
    team,
    rows: submissionRows(nextSubmitId++, team, team % 13, 0, Date.now()),
  }));
  let last = 0;
  for (const { rows } of submissions) {
    const [created] = rows;
    if (!created) continue;
    const { positions } = await store.append(created.stream, [{ type: created.type, data: created.data }], {
      expectedVersion: 'no_stream',
    });
    last = Number(positions.at(-1));
  }
  await awaitProjection(store.db.withTables<ProjectorTables>(), contestsProjection.name, last, 120_000);
  // Every viewer has every pending row (or nothing came for 3 s: a submission that changed no row).
  const delivered = await audience.collect(
    submissions.map((s) => participantUid(s.team)),
    30_000,
  );
  await audience.forget();
  return { submissions, pushes: delivered.reduce((n, r) => n + r.times.length, 0) };
}

/** The repetition's verdicts at a steady rate, each timed from its append to every viewer's arrival. */
async function verdictRun(
  store: Store,
  notices: BoardNotices,
  audience: Audience,
  submissions: Submissions,
  sizes: Sizes,
) {
  const sentAt = new Map<string, number>();
  const projected: Promise<number>[] = [];
  await paced(submissions.length, sizes.ratePerSecond, async (i) => {
    const judged = submissions[i]?.rows[1];
    const team = submissions[i]?.team ?? 0;
    if (!judged) return;
    const sent = monotonicMs();
    sentAt.set(participantUid(team), sent);
    const { positions } = await store.append(judged.stream, [{ type: judged.type, data: judged.data }], {
      expectedVersion: 1,
    });
    projected.push(notices.seen(Number(positions.at(-1))).then((at) => at - sent));
  });
  // Every change's NOTIFY first: under load the projector may lag seconds, and the viewers' quiet rule
  // would otherwise count a change not yet projected as missed.
  const p = summarize(await Promise.all(projected));
  const keys = [...sentAt.keys()];
  const result = await audience.collect(keys, 30_000);
  const latencies = result.flatMap((r) => r.times.map((t) => t - (sentAt.get(r.key) ?? t)));
  const s = summarize(latencies);
  return {
    p99: s.p99,
    median: s.median,
    projected: { p99: p.p99, median: p.median },
    missing: result.reduce((n, r) => n + r.missing, 0),
  };
}

/** A real public-board row change, as our viewers receive it: the raw baseline sends the same bytes. */
const SAMPLE_CHANGE = JSON.stringify({
  room: `contest:${CID}:board`,
  topic: `contest:${CID}:board`,
  position: 123_456,
  payload: {
    kind: 'row',
    type: 0,
    row: {
      uid: participantUid(42),
      username: 'team000042',
      ac: 7,
      totalTime: 61_234_000,
      total: 19,
      submissionInfo: Object.fromEntries(
        'ABCDEFGHIJKLM'.split('').map((id, i) => [
          id,
          {
            isAC: i % 2 === 0,
            isFirstAC: false,
            isAfterContest: false,
            ACTime: i * 600_000,
            errorNum: i % 3,
            tryNum: 0,
          },
        ]),
      ),
    },
  },
});

/** The baseline, its raw sockets connected: each repetition, the same bytes sent to every socket, paced alike. */
async function openRaw(server: BenchChild, viewers: number, sizes: Sizes) {
  const audience = new Audience('raw viewers', viewers);
  const close = async () => {
    await audience.stop();
    await server.request('stopRawWs', {}, z.unknown(), 10_000).catch(() => undefined);
  };
  try {
    const { url } = await server.request('startRawWs', {}, urlSchema, 10_000);
    await audience.connect('connectRaw', url, '');
  } catch (error) {
    await close();
    throw error;
  }
  const p99: number[] = [];
  const medians: number[] = [];
  let missing = 0;
  const viewersCpuMsEach = range(audience.processes).map(() => 0);
  let serverCpuMs = 0;
  return {
    close,
    async repetition(repetition: number) {
      const run = `raw-${viewers}-${repetition}`;
      const count = sizes.verdicts;
      const before = await audience.sample();
      const serverBefore = await server.sample();
      await server.request(
        'rawBroadcast',
        { run, count, ratePerSecond: sizes.ratePerSecond, bytes: SAMPLE_CHANGE },
        z.unknown(),
        120_000,
      );
      const keys = range(count).map((seq) => `${run}:${seq}`);
      const result = await audience.collect(keys, 30_000);
      cpuMsEach(before, await audience.sample()).forEach((ms, i) => {
        viewersCpuMsEach[i] = (viewersCpuMsEach[i] ?? 0) + ms;
      });
      serverCpuMs += cpuMs(serverBefore, await server.sample());
      const latencies = result.flatMap((r) => r.times.map((t) => t - (r.sentAt ?? t)));
      const s = summarize(latencies);
      p99.push(s.p99);
      medians.push(s.median);
      missing += result.reduce((n, r) => n + r.missing, 0);
    },
    result() {
      return {
        p99: spread(p99),
        median: spread(medians),
        missing,
        viewersCpuMsEach,
        serverCpuMs,
        disconnects: audience.disconnects,
      };
    },
  };
}
