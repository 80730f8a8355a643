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
import { type BenchDatabase, openBenchDatabase } from '../events/benchDatabase';
import { benchProcess } from '../events/benchProcess';
import { monotonicMs } from '../events/stats';
import { type BoardResult, DELIVERY, FULL, measureBoard, QUICK } from './measureBoard';
import { boardFigures, printFigures } from './report';

const quick = process.argv.includes('--quick');
const deliveryOnly = process.argv.includes('--delivery');
const sizes = quick ? QUICK : deliveryOnly ? DELIVERY : FULL;
const HARD_LIMIT_MS = quick ? 120_000 : 1_500_000;

let database: BenchDatabase | undefined;
const bench = benchProcess('bench:scoreboard', HARD_LIMIT_MS);
bench.onCleanup(() => database?.close());

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

await bench.run(main);
