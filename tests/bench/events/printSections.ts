/** The human-readable part of the output: one table section per bench, with detail lines under each figure. */
import type { ThroughputResult } from './appendThroughput';
import { CLIENTS, type FanoutResult, type FanoutRun, type ProcessUse } from './liveFanout';
import { count, type Figure, figure, fmt, header, line } from './report';
import type { Summary } from './stats';
import type { SubscriberLatencyResult } from './subscriberLatency';

export const BATCHED_TARGET = 5000;
export const FANOUT_P99_TARGET_MS = 100;

/** Every figure printed so far, for the JSON summary. */
export const figures: Figure[] = [];
function show(f: Figure): void {
  figures.push(f);
  console.log(line(f));
}
export const say = (...lines: string[]) => {
  for (const l of lines) console.log(l);
};
const ms = (s: Summary | undefined, key: 'median' | 'p99' | 'max') => fmt(s?.[key] ?? Number.NaN, 'ms');
const pctOfCore = (cpuMs: number, wallSeconds: number) => `${fmt((cpuMs / (wallSeconds * 1000)) * 100)}%`;

export function reportThroughput(results: ThroughputResult[]): void {
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

export function reportSubscriber(sub: SubscriberLatencyResult): void {
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
  const use = (label: string, p: ProcessUse, perDelivery = false) =>
    `${label} ${fmt(p.cpuMs, 'ms')} = ${pctOfCore(p.cpuMs, run.wallSeconds)} of a core` +
    (perDelivery ? `, ${fmt((p.cpuMs * 1000) / Math.max(1, d.deliveries))} us/delivery` : '') +
    ` (${fmt(p.loopDelayP99)}/${fmt(p.loopDelayMax)} ms)`;
  const name = run.path === 'io-emit' ? 'io.emit' : `store, projector ${run.projector ?? '?'}`;
  say(
    `    ${name}: deliveries ${count(d.deliveries)}/${count(d.expected)} (missing ${count(d.missing)},` +
      ` out of order ${count(d.outOfOrder)}, disconnects ${count(d.disconnects)})`,
    `      CPU over ${fmt(run.wallSeconds)} s (event-loop delay p99/max): ${use('server', run.server, true)}` +
      `${run.projectorProcess ? `; ${use('projector', run.projectorProcess)}` : ''}` +
      `; ${use('load generator', run.loadGenerator)}; ${use('driver', run.driver)}` +
      (run.machineBusyPercent === undefined
        ? ''
        : `; whole machine ${fmt(run.machineBusyPercent)}% busy${run.machineBusyPercent > 90 ? ' (SATURATED)' : ''}`),
  );
  const { appendMs, projected, batchSizes, announced, emitted, emitMs } = run.stages;
  const pair = (s: Summary | undefined) => `${ms(s, 'median')}, ${ms(s, 'p99')}`;
  say(
    '      from sentAt (median, p99): ' +
      (appendMs ? `append() returned ${pair(appendMs)}; ` : '') +
      (projected
        ? `projector applied ${pair(projected)} (batches of ${count(batchSizes?.median ?? 0)}); `
        : '') +
      (announced ? `live NOTIFY heard ${pair(announced)}; ` : '') +
      `server began broadcast ${pair(emitted)} (each broadcast took ${pair(emitMs)})`,
    `      median latency by second sent: ${d.medianBySecond.map((m) => fmt(m)).join(', ')} ms`,
  );
}

export function reportFanout(fanout: FanoutResult): boolean {
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
