import type { Figure } from '../suite/figures';
import type { BoardResult } from './measureBoard';

export { printFigures } from '../suite/figures';

/** The scoreboard bench's lines of the table (issue targets: read p99 < 20 ms, delivery p99 < 250 ms). */
export function boardFigures(result: BoardResult): Figure[] {
  const { projection, reads } = result;
  const figures: Figure[] = [
    {
      measure: `board projection from zero (${result.sizes.rebuilds} rebuilds)`,
      unit: 'events/s',
      ours: projection.rates,
      baseline: projection.decodeRates,
      baselineIs: 'reading + decoding the log only',
      better: 'higher',
    },
    {
      measure: 'board page read p99 (in server)',
      unit: 'ms',
      ours: reads.ours.p99,
      baseline: reads.recompute.p99,
      baselineIs: 'recompute from all submissions',
      better: 'lower',
      target: { text: 'p99 < 20 ms', met: reads.ours.p99.median < 20 },
    },
    {
      measure: 'board page read median (in server)',
      unit: 'ms',
      ours: reads.ours.median,
      baseline: reads.recompute.median,
      baselineIs: 'recompute from all submissions',
      better: 'lower',
    },
    {
      measure: 'board page read p99 over HTTP',
      unit: 'ms',
      ours: reads.http.p99,
      baseline: reads.recompute.p99,
      baselineIs: 'recompute (in server, no HTTP)',
      better: 'lower',
      target: { text: 'p99 < 20 ms', met: reads.http.p99.median < 20 },
    },
  ];
  for (const d of result.deliveries) {
    figures.push({
      measure: `verdict -> ${d.viewers.toLocaleString('en')} board viewers p99`,
      unit: 'ms',
      ours: d.ours.p99,
      baseline: d.raw.p99,
      baselineIs: 'raw ws broadcast, same bytes',
      better: 'lower',
      ...(d.viewers === 2000 ? { target: { text: 'p99 < 250 ms', met: d.ours.p99.median < 250 } } : {}),
    });
  }
  return figures;
}
