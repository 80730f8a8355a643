import { FULL, measureStoreCost, QUICK, startCostProcesses, withScratchDatabase } from '../cost/measureCost';
import { summarize } from '../events/stats';
import type { Figure, Spread } from './figures';
import { type Say, type SectionResult, withDatabase } from './sections';

const spread = (values: number[]): Spread => {
  const s = summarize(values);
  return { min: s.min, median: s.median, max: s.max };
};
/** Issue 25's goal: each figure with the history within 1.2x of the same figure on an empty store. */
const GOAL = 1.2;

/**
 * What a long history costs (`BENCH_ONLY=cost`): append rate, board page read p99 and projector lag
 * p99 with 10,000,000 events already stored, each beside the same figure on an empty store measured
 * in the same run. Each store is a scratch database of its own, dropped at the end. `--quick`: 10,000.
 */
export async function costSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? QUICK : FULL;
  // Both stores on one PostgreSQL server: the empty one first, then a second database with the history.
  const processes = startCostProcesses();
  const { empty, full } = await withDatabase(async (url) => ({
    empty: await measureStoreCost(processes, url, 0, sizes, say),
    full: await withScratchDatabase(url, (history) =>
      measureStoreCost(processes, history, sizes.filler, sizes, say),
    ),
  })).finally(() => processes.stop());
  const stored = `${sizes.filler.toLocaleString('en')} events stored`;
  const within = (ours: Spread, baseline: Spread, better: 'lower' | 'higher') => {
    const ratio = ours.median / baseline.median;
    const met = better === 'lower' ? ratio <= GOAL : ratio >= 1 / GOAL;
    return { text: `within ${GOAL}x`, met };
  };
  const line = (
    measure: string,
    unit: string,
    ours: Spread,
    baseline: Spread,
    better: 'lower' | 'higher',
  ): Figure => ({
    measure,
    unit,
    ours,
    baseline,
    baselineIs: 'empty store',
    better,
    target: within(ours, baseline, better),
  });
  return {
    figures: [
      line(
        `event append with ${stored}, batches of 100, 8 writers`,
        'events/s',
        spread(full.appendRates),
        spread(empty.appendRates),
        'higher',
      ),
      line(`board page read p99 with ${stored}`, 'ms', spread(full.readP99), spread(empty.readP99), 'lower'),
      line(
        `projector lag p99, append -> projected, with ${stored}`,
        'ms',
        spread(full.lagP99),
        spread(empty.lagP99),
        'lower',
      ),
    ],
    loadGeneratorCpu: [
      `history fill: ${full.stored.toLocaleString('en')} events in ${full.fillSeconds.toFixed(0)} s`,
    ],
  };
}
