import { openBenchDatabase } from '../events/benchDatabase';
import { summarize } from '../events/stats';
import { FULL, measureReplyBadge, QUICK, SPEC_POLL_MS } from '../replyBadge/measureReplyBadge';
import type { Spread } from './figures';
import type { Say, SectionResult } from './sections';

/**
 * Reply -> the quoted user's badge, p99, with 2,000 users connected, beside the spec's 120 s poll of
 * the unread counts. The poll's figure is computed, not waited for: a reply lands at a uniformly random
 * moment of a reader's poll cycle, so its p99 delay is 0.99 x 120 s plus a request (left out, in its
 * favour); measuring it would take hours of 2,000 pollers for nothing a formula does not say.
 */
export async function replyBadgeSection(quick: boolean, say: Say): Promise<SectionResult> {
  const sizes = quick ? QUICK : FULL;
  const database = await openBenchDatabase();
  try {
    const result = await measureReplyBadge(database.url, sizes, say);
    const p99s = summarize(result.repetitions.map((r) => r.p99));
    const ours: Spread = { min: p99s.min, median: p99s.median, max: p99s.max };
    const poll = 0.99 * SPEC_POLL_MS;
    if (result.missing > 0) say(`  ${result.missing} replies never reached their badge within 10 s`);
    return {
      figures: [
        {
          measure: `reply -> quoted user's badge p99, ${sizes.clients.toLocaleString('en')} users connected`,
          unit: 'ms',
          ours,
          baseline: { min: poll, median: poll, max: poll },
          baselineIs: "the spec's 120 s poll (computed)",
          better: 'lower',
        },
      ],
      loadGeneratorCpu: [
        `badge clients (${sizes.clients}): ${(result.clientsCpuMs / 1000).toFixed(1)} s CPU`,
      ],
    };
  } finally {
    await database.close();
  }
}
