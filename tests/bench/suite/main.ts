/**
 * `npm run bench [-- --quick]`: every benchmark of the product, one table. Each line is our figure
 * beside a baseline measured in the same run on the same machine (these machines are shared and
 * noisy: read the ratio, not the absolute figure), as a median over at least 5 repetitions with min
 * and max. Load generators run in processes of their own; their CPU is printed under the table.
 * `--quick` runs tiny sizes (2 repetitions) so `npm test` keeps every benchmark working.
 * BENCH_ONLY=append,rebuild,messages,replies,judge,submit,verdicts,board,scrollboard,ranks,import,pageweight,cost runs a subset. Prints `BENCH_JSON {...}` last.
 */
import { cpus, loadavg } from 'node:os';
import { benchProcess } from '../events/benchProcess';
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
/**
 * A net for a hung bench, not a speed check. The smoke shares two cores with the browser tests: on a VM
 * whose page faults cost 13 us it ran past 600 s (scrollboard 236 s, board 198 s, two sections at a time).
 */
const HARD_LIMIT_MS = quick ? 1_800_000 : 3_600_000;
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

const bench = benchProcess('bench', HARD_LIMIT_MS);

async function main(): Promise<void> {
  const started = monotonicMs();
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', node: process.version };
  console.log(
    `npm run bench${quick ? ' -- --quick' : ''}: ${machine.cpus} CPU cores (${machine.cpuModel}), Node ${machine.node}`,
  );
  const chosen = Object.entries(SECTIONS).filter(([name]) => !only || only.includes(name));
  // The smoke run's figures are not read (tiny sizes); it proves every section still runs, so two go at
  // once to halve its share of CI. A full run measures one section at a time on a quiet machine.
  const results = await runSections(chosen, quick ? 2 : 1);
  const figures: Figure[] = results.flatMap((result) => result.figures);
  const loadGenerators: string[] = results.flatMap((result) => result.loadGeneratorCpu);
  console.log(`\n${figureTable(figures)}`);
  console.log(
    `\n${machine.cpus} CPU cores; load average at the end ${loadavg()[0]?.toFixed(1)}; ` +
      `load generators (own processes): ${loadGenerators.join('; ') || 'none'}; ` +
      `took ${((monotonicMs() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`BENCH_JSON ${JSON.stringify({ bench: 'suite', quick, machine, figures, loadGenerators })}`);
}

type Section = (quick: boolean, say: (line: string) => void) => Promise<SectionResult>;

/** Runs the sections, `concurrency` at a time, and gives their results in the sections' order. */
async function runSections(chosen: [string, Section][], concurrency: number): Promise<SectionResult[]> {
  const results: SectionResult[] = new Array(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const index = next++;
      const [name, run] = chosen[index] as [string, Section];
      // Lines of sections that run together are told apart by their section's name.
      const say = concurrency > 1 ? (line: string) => console.log(`[${name}] ${line}`) : console.log;
      console.log(`\n[${name}]`);
      const started = monotonicMs();
      results[index] = await run(quick, say);
      // Each section's wall time, so the smoke run's share of CI is visible per section.
      console.log(`[${name}] took ${((monotonicMs() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

await bench.run(main);
