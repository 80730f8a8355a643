import { summarize } from '../events/stats';
import {
  FULL,
  GOAL_BYTES,
  GOAL_PAINT_RATIO,
  measurePageWeight,
  type PageLoad,
  QUICK,
} from '../pageweight/measurePageWeight';
import type { Spread } from './figures';
import { type Say, type SectionResult, withDatabase } from './sections';

const spread = (loads: PageLoad[], pick: (load: PageLoad) => number): Spread => {
  const s = summarize(loads.map(pick));
  return { min: s.min, median: s.median, max: s.max };
};
const kB = (load: PageLoad) => load.bytes / 1024;

/**
 * The home page's first load in headless Chromium: bytes transferred (goal 300 kB) beside the same load
 * uncompressed, and its Largest Contentful Paint beside a static page of as many bytes (goal 1.5x).
 */
export async function pageWeightSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? QUICK : FULL;
  const result = await withDatabase((url) => measurePageWeight(url, sizes, say));
  const bytes = spread(result.home, kB);
  const paint = spread(result.home, (load) => load.lcpMs);
  const staticPaint = spread(result.staticPage, (load) => load.lcpMs);
  return {
    figures: [
      {
        measure: 'home page first load, bytes transferred',
        unit: 'kB',
        ours: bytes,
        baseline: spread(result.homeIdentity, kB),
        baselineIs: 'same load uncompressed',
        better: 'lower',
        target: { text: '<= 300 kB', met: bytes.median * 1024 <= GOAL_BYTES },
      },
      {
        measure: 'home page first load, largest contentful paint',
        unit: 'ms',
        ours: paint,
        baseline: staticPaint,
        baselineIs: 'static page, same bytes',
        better: 'lower',
        target: {
          text: `<= ${GOAL_PAINT_RATIO}x static`,
          met: paint.median <= GOAL_PAINT_RATIO * staticPaint.median,
        },
      },
    ],
    loadGeneratorCpu: [],
  };
}
