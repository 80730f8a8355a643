/**
 * `npm run bench:verdicts [-- --quick]`: how long after a verdict's commit 1,000 signed-in clients see
 * it live (the `status` room and their own `user:<uid>` room), next to the reference's 2 s polling of
 * POST /api/check-submissions-status by as many clients, in the same run. Prints a table, then one
 * `BENCH_JSON {...}` line. Uses DATABASE_URL's server if set, else a throwaway embedded PostgreSQL.
 * `--quick`: 20 clients, one repetition (for `npm test`).
 */
import { cpus } from 'node:os';
import { type BenchDatabase, openBenchDatabase } from '../events/benchDatabase';
import { benchProcess } from '../events/benchProcess';
import { fmt } from '../events/report';
import { monotonicMs } from '../events/stats';
import { FULL, measureVerdicts, QUICK } from './measureVerdicts';
import { printTable } from './printTable';

const quick = process.argv.includes('--quick');
const HARD_LIMIT_MS = quick ? 60_000 : 175_000;

let database: BenchDatabase | undefined;
const bench = benchProcess('bench:verdicts', HARD_LIMIT_MS);
bench.onCleanup(() => database?.close());

async function main(): Promise<boolean> {
  const started = monotonicMs();
  database = await openBenchDatabase();
  const { server, url } = database;
  const databaseSeconds = (monotonicMs() - started) / 1000;
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?' };
  console.log(
    `bench:verdicts${quick ? ' --quick' : ''}  Node ${machine.node}, ${machine.cpus} CPU cores (${machine.cpuModel}); ` +
      `PostgreSQL ${server.version} (${server.kind}, fsync=${server.fsync}, synchronous_commit=${server.synchronousCommit}; ready in ${fmt(databaseSeconds)} s)`,
  );
  const sizes = quick ? QUICK : FULL;
  const result = await measureVerdicts(url, sizes, (line) => console.log(line));
  const figures = printTable(result);
  const missing = result.phases.reduce(
    (n, p) => n + p.repetitions.reduce((m, r) => m + r.missingAll + r.missingOwn, 0),
    0,
  );
  const verdicts = figures.filter((f) => f.verdict);
  const met = verdicts.filter((f) => f.verdict === 'PASS').length;
  console.log(
    `\ntargets: ${met}/${verdicts.length} met; all verdicts seen by every client: ${missing === 0 ? 'yes' : `NO (${missing} missing)`}` +
      `; ${machine.cpus} cores; took ${fmt((monotonicMs() - started) / 1000)} s`,
    `\nBENCH_JSON ${JSON.stringify({ bench: 'verdicts', quick, machine, postgres: server, figures, details: result })}`,
  );
  return missing === 0;
}

await bench.run(main);
