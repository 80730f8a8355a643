import { openBenchDatabase } from '../events/benchDatabase';
import { summarize } from '../events/stats';
import {
  FULL,
  type LanguageResult,
  measureSubmitToVerdict,
  QUICK,
  type Round,
} from '../submitToVerdict/measureSubmitToVerdict';
import type { Figure, Spread } from './figures';
import type { Say, SectionResult } from './sections';

/** The goal: a verdict within 1.2 times the bare compile + runs, plus 50 ms. */
const withinGoal = (ours: number, bare: number) => ours <= 1.2 * bare + 50;

const spreadOf = (rounds: Round[], pick: (r: Round) => number): Spread => {
  const s = summarize(rounds.map(pick));
  return { min: s.min, median: s.median, max: s.max };
};

function figures(result: LanguageResult, sizes: typeof FULL): Figure[] {
  const lines: [string, (r: Round) => number][] = [
    ['median', (r) => r.median],
    ['p99', (r) => r.p99],
  ];
  return lines.map(([which, pick]) => {
    const ours = spreadOf(result.ours, pick);
    const baseline = spreadOf(result.bare, pick);
    return {
      measure: `submit -> verdict ${which}, A+B 10 cases, ${result.label} (${sizes.submissions}/round)`,
      unit: 'ms',
      ours,
      baseline,
      baselineIs: result.label === 'C++' ? 'bare g++ + 10 runs' : 'bare 10 python3 runs',
      better: 'lower',
      target: { text: '1.2x + 50 ms', met: withinGoal(ours.median, baseline.median) },
    };
  });
}

/** A+B submitted through the API of `npm start` until its verdict, in C++ and Python, against bare work. */
export async function submitSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? QUICK : FULL;
  const database = await openBenchDatabase();
  try {
    const results = await measureSubmitToVerdict(database.url, sizes, say);
    return { figures: results.flatMap((result) => figures(result, sizes)), loadGeneratorCpu: [] };
  } finally {
    await database.close();
  }
}
