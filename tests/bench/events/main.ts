/**
 * `npm run bench:events`: append throughput, commit -> subscriber latency and commit -> Socket.IO
 * client latency (1,000 clients), each against a baseline measured in the same run (these machines
 * are shared and noisy: compare ratios, not absolute figures across runs). Prints a table, then one
 * `BENCH_JSON {...}` line. Uses DATABASE_URL's server if set, else a throwaway embedded PostgreSQL.
 * BENCH_ONLY=append,subscriber,fanout runs a subset.
 */
import { cpus } from 'node:os';
import { measureAppendThroughput, type ThroughputResult } from './appendThroughput';
import { type BenchDatabase, openBenchDatabase } from './benchDatabase';
import { killAllChildren } from './ipc';
import { CLIENTS, type FanoutResult, type FanoutRun, measureLiveFanout } from './liveFanout';
import { count, type Figure, figure, fmt, header, line } from './report';
import { monotonicMs, type Summary } from './stats';
import { measureSubscriberLatency, type SubscriberLatencyResult } from './subscriberLatency';

const HARD_LIMIT_MS = 180_000;
const BATCHED_TARGET = 5000;
const FANOUT_P99_TARGET_MS = 100;
const SECTIONS = ['append', 'subscriber', 'fanout'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);

let database: BenchDatabase | undefined;

async function abort(reason: string): Promise<never> {
  console.error(`bench:events aborted: ${reason}`);
  killAllChildren();
  await database?.close();
  process.exit(1);
}
const hardLimit = setTimeout(
  () => void abort(`still running after ${HARD_LIMIT_MS / 1000} s`),
  HARD_LIMIT_MS,
);
process.once('SIGINT', () => void abort('interrupted'));
process.once('SIGTERM', () => void abort('terminated'));

const figures: Figure[] = [];
function show(f: Figure): void {
  figures.push(f);
  console.log(line(f));
}
const say = (...lines: string[]) => {
  for (const l of lines) console.log(l);
};
const ms = (s: Summary | undefined, key: 'median' | 'p99' | 'max') => fmt(s?.[key] ?? Number.NaN, 'ms');
const pctOfCore = (cpuMs: number, wallSeconds: number) => `${fmt((cpuMs / (wallSeconds * 1000)) * 100)}%`;

function reportThroughput(results: ThroughputResult[]): void {
  say(
    '\n1. Append throughput: each writer appends to its own stream with the version it got back.',
    '   Baseline "raw": the same rows as INSERT ... RETURNING + COMMIT into a copy of the events table',
    '   (same indexes), same pool, writers and batches; no idempotency/version check, lock or NOTIFY.\n',
    header(),
  );
  for (const t of results) {
    const batched = t.batch > 1;
    show(
      figure({
        key: `append.batch${t.batch}.writers${t.writers}`,
        label: `append, ${batched ? `batches of ${t.batch}` : 'single events'}, ${t.writers} writer${t.writers > 1 ? 's' : ''}`,
        unit: 'events/s',
        value: t.store.eventsPerSecond,
        baselineLabel: 'raw',
        baseline: t.raw.eventsPerSecond,
        ...(batched ? { target: { kind: 'at least' as const, value: BATCHED_TARGET } } : {}),
      }),
    );
    say(
      `    ${count(t.store.events)} events; per append call median ${ms(t.store.appendMs, 'median')}, ` +
        `p99 ${ms(t.store.appendMs, 'p99')} (raw ${ms(t.raw.appendMs, 'median')}, ${ms(t.raw.appendMs, 'p99')})`,
    );
  }
}

function reportSubscriber(sub: SubscriberLatencyResult): void {
  say(
    `\n2. Commit -> store.subscribe handler: ${count(sub.events)} single-event appends at ${sub.ratePerSecond}/s,` +
      ' timed from the moment append() resolved.',
    '   The subscriber runs in the appending process and shares its event loop (and its 2 cores).',
    '   Baseline "notify": a bare pg_notify through the same pool -> LISTEN callback, timed the same way.\n',
    header(),
  );
  for (const key of ['median', 'p99', 'max'] as const) {
    show(
      figure({
        key: `subscriber.${key}`,
        label: `commit -> subscriber, ${key}`,
        unit: 'ms',
        value: sub.store.fromCommit[key],
        baselineLabel: 'notify',
        baseline: sub.notify.fromCommit[key],
      }),
    );
  }
  for (const key of ['median', 'p99'] as const) {
    show(
      figure({
        key: `subscriber.fromCall.${key}`,
        label: `append call -> subscriber, ${key}`,
        unit: 'ms',
        value: sub.store.fromCall[key],
        baselineLabel: 'notify call',
        baseline: sub.notify.fromCall[key],
      }),
    );
  }
  say(
    `    append() itself median ${ms(sub.store.callMs, 'median')}, p99 ${ms(sub.store.callMs, 'p99')}; ` +
      `missing ${count(sub.store.missing)} (notify ${count(sub.notify.missing)}).`,
    '    A bare NOTIFY reaches its listener about when its own reply does (from-commit median ~0), so the',
    "    from-commit ratio is mostly the subscriber's read round trip; the from-call ratio is steadier.",
  );
}

function describeRun(run: FanoutRun): void {
  const d = run.delivery;
  const cpu = (label: string, used: number) =>
    `${label} ${fmt(used, 'ms')} (${pctOfCore(used, run.wallSeconds)} of a core)`;
  const name = run.path === 'io-emit' ? 'io.emit' : `store, projector ${run.projector ?? '?'}`;
  say(
    `    ${name}: deliveries ${count(d.deliveries)}/${count(d.expected)} (missing ${count(d.missing)},` +
      ` out of order ${count(d.outOfOrder)}, disconnects ${count(d.disconnects)}); CPU over ${fmt(run.wallSeconds)} s:` +
      ` ${cpu('server', run.serverCpuMs)}, ${fmt((run.serverCpuMs * 1000) / Math.max(1, d.deliveries))} us/delivery` +
      `${run.projectorCpuMs === undefined ? '' : `; ${cpu('projector', run.projectorCpuMs)}`}` +
      `; ${cpu('load generator', run.loadGeneratorCpuMs)}`,
  );
  if (run.stages) {
    const { appendMs, projected, announced, batchSizes } = run.stages;
    say(
      `      from sentAt (median, p99): append() returned ${ms(appendMs, 'median')}, ${ms(appendMs, 'p99')};` +
        ` projector applied ${ms(projected, 'median')}, ${ms(projected, 'p99')};` +
        ` live NOTIFY heard ${ms(announced, 'median')}, ${ms(announced, 'p99')};` +
        ` projector batches of ${count(batchSizes.median)} (max ${count(batchSizes.max)}) events`,
    );
  }
  say(`      median latency by second sent: ${d.medianBySecond.map((m) => fmt(m)).join(', ')} ms`);
}

function reportFanout(fanout: FanoutResult): boolean {
  say(
    `\n3. Commit -> Socket.IO client: ${count(fanout.clients)} websocket clients in one room, in a separate` +
      ` load-generator process (connected and joined in ${fmt(fanout.connectSeconds)} s).`,
    '   Path: append (this process) -> projector -> live_changes + NOTIFY -> relay -> Socket.IO. The projector',
    '   runs first inside the server process, then in a process of its own (as `npm start` runs it).',
    '   Latency = arrival - sentAt, sentAt taken just before append() (so it includes the append).',
    '   Baseline "io.emit": the server process emits the same message to the room itself',
    '   (io.local.to(room).emit, as the relay does), no database, same rate.\n',
    header(),
  );
  const steadyRate = Math.min(...fanout.runs.map((r) => r.ratePerSecond));
  for (const emit of fanout.runs.filter((r) => r.path === 'io-emit')) {
    const rate = emit.ratePerSecond;
    for (const store of fanout.runs.filter((r) => r.path === 'store' && r.ratePerSecond === rate)) {
      const apart = store.projector === 'own process';
      for (const key of ['median', 'p99', 'max'] as const) {
        const targeted = key === 'p99' && rate === steadyRate;
        show(
          figure({
            key: `fanout.rate${rate}.${apart ? 'projectorApart' : 'projectorInServer'}.${key}`,
            label: `${count(CLIENTS)} clients @${rate}/s, projector ${apart ? 'apart' : 'in server'}, ${key}`,
            unit: 'ms',
            value: store.delivery.latency[key],
            baselineLabel: 'io.emit',
            baseline: emit.delivery.latency[key],
            ...(targeted ? { target: { kind: 'under' as const, value: FANOUT_P99_TARGET_MS } } : {}),
          }),
        );
      }
      describeRun(store);
    }
    describeRun(emit);
  }
  const complete = fanout.runs.every(
    (r) => r.delivery.missing === 0 && r.delivery.deliveries >= r.delivery.expected,
  );
  if (!complete) say('\n  MISSING DELIVERIES: some clients did not receive every change (see above).');
  return complete;
}

async function main(): Promise<void> {
  const started = monotonicMs();
  database = await openBenchDatabase();
  const { server, url } = database;
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?' };
  say(
    `bench:events  Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}); PostgreSQL ${server.version} ` +
      `(${server.kind}, fsync=${server.fsync}, synchronous_commit=${server.synchronousCommit})`,
  );
  if (server.fsync === 'off' || server.synchronousCommit === 'off') {
    say('  note: commits do not wait for the disk here, so they are cheaper than in production.');
  }
  const throughput = wanted('append') ? await measureAppendThroughput(url) : undefined;
  if (throughput) reportThroughput(throughput);
  const subscriber = wanted('subscriber') ? await measureSubscriberLatency(url) : undefined;
  if (subscriber) reportSubscriber(subscriber);
  const fanout = wanted('fanout') ? await measureLiveFanout(url) : undefined;
  const allDelivered = fanout ? reportFanout(fanout) : undefined;

  const verdicts = figures.filter((f) => f.verdict);
  const missed = verdicts.filter((f) => f.verdict === 'MISS').map((f) => f.key);
  say(
    `\ntargets: ${verdicts.length - missed.length}/${verdicts.length} met${missed.length ? ` (missed: ${missed.join(', ')})` : ''}` +
      `; all deliveries: ${allDelivered === undefined ? 'n/a' : allDelivered ? 'yes' : 'NO'}` +
      `; took ${fmt((monotonicMs() - started) / 1000)} s`,
    `BENCH_JSON ${JSON.stringify({
      bench: 'events',
      machine,
      postgres: server,
      figures,
      allDelivered,
      details: { throughput, subscriber, fanout },
    })}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  killAllChildren();
  await database?.close();
  clearTimeout(hardLimit);
}
