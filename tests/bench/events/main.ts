/**
 * `npm run bench:events`: append throughput, commit -> subscriber latency and commit -> Socket.IO
 * client latency (1,000 clients), each against a baseline measured in the same run (these machines
 * are shared and noisy: compare ratios, not absolute figures across runs). Prints a table, then one
 * `BENCH_JSON {...}` line. Uses DATABASE_URL's server if set, else a throwaway embedded PostgreSQL.
 * BENCH_ONLY=append,subscriber,fanout runs a subset.
 */
import { cpus } from 'node:os';
import { measureAppendThroughput } from './appendThroughput';
import { type BenchDatabase, openBenchDatabase } from './benchDatabase';
import { benchProcess } from './benchProcess';
import { measureLiveFanout } from './liveFanout';
import { figures, reportFanout, reportSubscriber, reportThroughput, say } from './printSections';
import { fmt } from './report';
import { monotonicMs } from './stats';
import { measureSubscriberLatency } from './subscriberLatency';

const HARD_LIMIT_MS = 180_000;
const SECTIONS = ['append', 'subscriber', 'fanout'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);

let database: BenchDatabase | undefined;
const bench = benchProcess('bench:events', HARD_LIMIT_MS);
bench.onCleanup(() => database?.close());

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

await bench.run(main);
