/**
 * Verdict commit -> client, live (Socket.IO rooms) against the reference's polling, on one product
 * (API server and projector in processes of their own) and the same workload: each repetition, some
 * users submit through the API, this process leases the rounds as the judge, then sends the verdicts
 * at a steady rate and notes when each verdict call returned (its event is committed by then).
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createEventStore, type ProductEvent, productCatalogue } from '@oj/events';
import { z } from 'zod';
import {
  BenchChild,
  cpuMs,
  LOAD_GENERATOR_NICENESS,
  machineCpu,
  type ProcessSample,
  START_TIMEOUT_MS,
  sampleProcess,
} from '../events/ipc';
import { monotonicMs, range, type Summary, summarize, summarySchema } from '../events/stats';
import { postgresCpuMs } from './postgresCpu';
import {
  type BenchUser,
  createProblem,
  type Judged,
  judgeClient,
  registerUsers,
  submitAndJudge,
} from './workload';

export interface Sizes {
  clients: number;
  repetitions: number;
  verdictsPerRepetition: number;
  ratePerSecond: number;
  pollIntervalMs: number;
  /** A polling warm-up costs a whole poll interval and polling barely depends on JIT or caches. */
  pollingWarmUp: boolean;
}
export const FULL: Sizes = {
  clients: 1000,
  repetitions: 5,
  verdictsPerRepetition: 20,
  ratePerSecond: 10,
  pollIntervalMs: 2000,
  pollingWarmUp: true,
};
export const QUICK: Sizes = {
  clients: 20,
  repetitions: 1,
  verdictsPerRepetition: 10,
  ratePerSecond: 10,
  pollIntervalMs: 2000,
  pollingWarmUp: false,
};

const JUDGE_TOKEN = 'verdict-bench-judge-token';
const CONNECT_BATCH = 100;

const collected = z.object({
  all: z.array(z.number()),
  own: z.array(z.number()),
  missingAll: z.number(),
  missingOwn: z.number(),
  disconnects: z.number(),
});
const pollStatsSchema = z.object({
  requests: z.number(),
  failures: z.number(),
  replyMs: summarySchema,
  gapMs: summarySchema,
});

export interface Repetition {
  /** Every client's delay to the verdict on the `status` list (clients x verdicts samples). */
  all: Summary;
  /** The author's delay: live on its `user:<uid>` room, polling on its own poll. */
  own: Summary;
  missingAll: number;
  missingOwn: number;
  verdictCallMs: Summary;
  lateMs: Summary;
}

export interface ProcessUse {
  cpuMs: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

/** One phase of the run: how clients learn of verdicts, and on how many API nodes they are spread. */
export interface PhasePlan {
  mode: 'live' | 'polling';
  /** API server processes (1 or 2): client i talks to node i mod nodes; submits and the judge use node 1. */
  nodes: 1 | 2;
}
/** The verdict line's run: live, then the reference's polling, both on one node. */
export const LIVE_AND_POLLING: readonly PhasePlan[] = [
  { mode: 'live', nodes: 1 },
  { mode: 'polling', nodes: 1 },
];

export interface Phase {
  mode: 'live' | 'polling';
  nodes: number;
  clients: number;
  startSeconds: number;
  repetitions: Repetition[];
  /** All repetitions' samples together. */
  pooled: { all: Summary; own: Summary };
  wallSeconds: number;
  machineBusyPercent: number | undefined;
  /** The machine's 1-minute load average at the end: above the core count, others compete for the CPU. */
  loadAverage: number;
  /** The embedded PostgreSQL's CPU over the phase (undefined for DATABASE_URL's server). */
  postgresCpuMs: number | undefined;
  server: ProcessUse;
  projector: ProcessUse;
  loadGenerator: ProcessUse;
  driver: ProcessUse;
  disconnects: number;
  polls: z.infer<typeof pollStatsSchema> | undefined;
}

export interface VerdictBenchResult {
  sizes: Sizes;
  setupSeconds: number;
  phases: Phase[];
}

/** Each live client is a socket here and one in the server: fail early on a low `ulimit -n`. */
function checkOpenFilesLimit(clients: number): void {
  let limits: string;
  try {
    limits = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return;
  }
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? Number.POSITIVE_INFINITY);
  const needed = clients + 500;
  if (soft < needed) throw new Error(`open files limit ${soft} < ${needed}: run \`ulimit -n 4096\` first`);
}

const use = (from: ProcessSample, to: ProcessSample): ProcessUse => ({
  cpuMs: cpuMs(from, to),
  loopDelayP99: to.loopDelayP99,
  loopDelayMax: to.loopDelayMax,
});

export async function measureVerdicts(
  databaseUrl: string,
  sizes: Sizes,
  progress: (line: string) => void,
  plan: readonly PhasePlan[] = LIVE_AND_POLLING,
): Promise<VerdictBenchResult> {
  checkOpenFilesLimit(sizes.clients);
  const started = monotonicMs();
  const store = createEventStore<ProductEvent>({
    connectionString: databaseUrl,
    catalogue: productCatalogue,
    poolSize: 4,
  });
  // The server's uploaded files (the problem's test data): removed at the end, or on exit if aborted.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'oj-bench-files-'));
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  process.once('exit', removeFiles);
  const processFile = new URL('./productProcess.ts', import.meta.url);
  const clientsFile = new URL('./clientsProcess.ts', import.meta.url);
  const projector = new BenchChild('projector', processFile);
  const server = new BenchChild('server', processFile);
  // A second API node when a phase spreads its clients over two: the same database and files, its own
  // process and port; each node relays the changes it hears from PostgreSQL to its own sockets.
  const second = plan.some((p) => p.nodes === 2) ? new BenchChild('server 2', processFile) : undefined;
  const generators: BenchChild[] = [];
  const startServer = (child: BenchChild) =>
    child.request(
      'startServer',
      { databaseUrl, judgeToken: JUDGE_TOKEN, filesDir },
      z.object({ url: z.string() }),
      START_TIMEOUT_MS,
    );
  try {
    const [, { url }, secondNode] = await Promise.all([
      projector.request('startProjector', { databaseUrl }, z.unknown(), START_TIMEOUT_MS),
      startServer(server),
      second ? startServer(second) : undefined,
    ]);
    const nodeUrls = secondNode ? [url, secondNode.url] : [url];
    progress(`  server and projector up in ${((monotonicMs() - started) / 1000).toFixed(1)} s`);
    const { uids, rootUid } = await registerUsers(store, sizes.clients);
    const { tokens } = await server.request(
      'issueTokens',
      { uids: [...uids, rootUid] },
      z.object({ tokens: z.array(z.string()) }),
      60_000,
    );
    const users: BenchUser[] = uids.map((uid, i) => ({ uid, token: tokens[i] ?? '' }));
    const pid = await createProblem(url, tokens.at(-1) ?? '');
    const judge = judgeClient(url, JUDGE_TOKEN);
    const setupSeconds = (monotonicMs() - started) / 1000;
    progress(`  set up ${sizes.clients} users and a problem in ${setupSeconds.toFixed(1)} s`);

    let nextOwner = 0;
    async function phase({ mode, nodes }: PhasePlan): Promise<Phase> {
      const generator = new BenchChild(
        mode === 'live' ? 'live clients' : 'pollers',
        clientsFile,
        {},
        LOAD_GENERATOR_NICENESS,
      );
      generators.push(generator);
      const urls = nodeUrls.slice(0, nodes);
      const connected = await generator.request(
        'start',
        { urls, mode, users, batch: CONNECT_BATCH, intervalMs: sizes.pollIntervalMs },
        z.object({ clients: z.number(), seconds: z.number() }),
        90_000,
      );
      const label = nodes === 1 ? mode : `${mode} on ${nodes} nodes`;
      progress(`  ${label}: ${connected.clients} clients started in ${connected.seconds.toFixed(1)} s`);
      const repetition = async () => {
        const owners = range(sizes.verdictsPerRepetition).map(() => nextOwner++ % sizes.clients);
        const judged: Judged = await submitAndJudge({
          url,
          pid,
          users,
          owners,
          judge,
          ratePerSecond: sizes.ratePerSecond,
          async beforeVerdicts(submissions) {
            await generator.request('watch', { submissions }, z.unknown(), 10_000);
            // Let the submissions' and leases' fan-out pass: only the verdicts are in flight when timed.
            await generator.request('quiet', { quietMs: 300, timeoutMs: 10_000 }, z.unknown(), 15_000);
          },
        });
        const timeoutMs = mode === 'live' ? 10_000 : 4 * sizes.pollIntervalMs + 10_000;
        const got = await generator.request(
          'collect',
          { commits: judged.commits, timeoutMs },
          collected,
          timeoutMs + 10_000,
        );
        return { got, judged };
      };
      // Warm-up (JIT, connections, caches): measured the same way, then dropped.
      if (mode === 'live' || sizes.pollingWarmUp) await repetition();
      if (mode === 'polling') await generator.request('pollStats', {}, pollStatsSchema, 10_000);
      const sample = () =>
        Promise.all([server.sample(), projector.sample(), generator.sample(), sampleProcess()]);
      const machineBefore = machineCpu();
      const postgresBefore = postgresCpuMs();
      const before = await sample();
      const phaseStarted = monotonicMs();
      const repetitions: Repetition[] = [];
      const pooledAll: number[] = [];
      const pooledOwn: number[] = [];
      let disconnects = 0;
      for (let r = 0; r < sizes.repetitions; r++) {
        const { got, judged } = await repetition();
        for (const x of got.all) pooledAll.push(x);
        for (const x of got.own) pooledOwn.push(x);
        disconnects = got.disconnects;
        const rep: Repetition = {
          all: summarize(got.all),
          own: summarize(got.own),
          missingAll: got.missingAll,
          missingOwn: got.missingOwn,
          verdictCallMs: summarize(judged.verdictCallMs),
          lateMs: summarize(judged.lateMs),
        };
        repetitions.push(rep);
        progress(
          `  ${label} #${r + 1}: all median ${rep.all.median.toFixed(1)} ms, p99 ${rep.all.p99.toFixed(1)} ms;` +
            ` own median ${rep.own.median.toFixed(1)} ms, p99 ${rep.own.p99.toFixed(1)} ms` +
            (rep.missingAll + rep.missingOwn > 0 ? `; MISSING ${rep.missingAll}/${rep.missingOwn}` : ''),
        );
      }
      const wallSeconds = (monotonicMs() - phaseStarted) / 1000;
      const after = await sample();
      const machineAfter = machineCpu();
      const postgresAfter = postgresCpuMs();
      const polls =
        mode === 'polling' ? await generator.request('pollStats', {}, pollStatsSchema, 10_000) : undefined;
      await generator.stop();
      return {
        mode,
        nodes,
        clients: connected.clients,
        startSeconds: connected.seconds,
        repetitions,
        pooled: { all: summarize(pooledAll), own: summarize(pooledOwn) },
        wallSeconds,
        machineBusyPercent:
          machineBefore && machineAfter
            ? (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total)
            : undefined,
        loadAverage: loadavg()[0] ?? Number.NaN,
        postgresCpuMs:
          postgresBefore !== undefined && postgresAfter !== undefined
            ? postgresAfter - postgresBefore
            : undefined,
        server: use(before[0], after[0]),
        projector: use(before[1], after[1]),
        loadGenerator: use(before[2], after[2]),
        driver: use(before[3], after[3]),
        disconnects,
        polls,
      };
    }

    const phases: Phase[] = [];
    for (const p of plan) phases.push(await phase(p));
    return { sizes, setupSeconds, phases };
  } finally {
    for (const generator of generators) await generator.stop();
    await server.stop();
    await second?.stop();
    await projector.stop();
    await store.close();
    await rm(filesDir, { recursive: true, force: true });
    process.removeListener('exit', removeFiles);
  }
}
