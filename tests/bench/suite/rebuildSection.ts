import { createEventStore, productCatalogue } from '@oj/events';
import { allProjections, type ProjectorTables, resetProjection, startProjector } from '@oj/projections';
import type { Kysely } from 'kysely';
import { openBenchDatabase } from '../events/benchDatabase';
import { monotonicMs, summarize } from '../events/stats';
import { loadContest } from '../scoreboard/contestWorkload';
import type { Say, SectionResult } from './sections';

// Five full rebuilds of every read model must fit the bench's time: a modest contest's log.
const FULL = { participants: 100, problems: 13, submissions: 1500 };
const QUICK = { participants: 50, problems: 13, submissions: 500 };

/**
 * Every read model of the product replayed from position 0 (all projections, as `npm run rebuild`
 * does one by one), against only reading and decoding the same events in the same pages.
 */
export async function rebuildSection(quick: boolean, say: Say): Promise<SectionResult> {
  const database = await openBenchDatabase();
  const store = createEventStore({
    connectionString: database.url,
    catalogue: productCatalogue,
    poolSize: 8,
  });
  try {
    const events = await loadContest(database.url, quick ? QUICK : FULL, Date.now());
    const repetitions = quick ? 2 : 5;
    const rebuilds: number[] = [];
    const decodes: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      decodes.push(events / (await decodeOnly(store)));
      rebuilds.push(events / (await rebuildAll(store, database.url)));
    }
    const spread = (values: number[]) => {
      const s = summarize(values);
      return { min: s.min, median: s.median, max: s.max };
    };
    say(
      `  rebuild of ${allProjections.length} read models: ${Math.round(summarize(rebuilds).median)} events/s`,
    );
    return {
      figures: [
        {
          measure: `projection rebuild, all ${allProjections.length} read models, ${events.toLocaleString('en')} events`,
          unit: 'events/s',
          ours: spread(rebuilds),
          baseline: spread(decodes),
          baselineIs: 'read + decode only',
          better: 'higher',
        },
      ],
      loadGeneratorCpu: [],
    };
  } finally {
    await store.close();
    await database.close();
  }
}

async function decodeOnly(store: ReturnType<typeof createEventStore>): Promise<number> {
  const started = monotonicMs();
  let after = 0;
  for (;;) {
    const page = await store.readAll({ after: after as never, limit: 1000 });
    const last = page.at(-1);
    if (!last) break;
    after = last.position;
  }
  return (monotonicMs() - started) / 1000;
}

/** Seconds from an empty read model to every projection caught up with the head. */
async function rebuildAll(store: ReturnType<typeof createEventStore>, url: string): Promise<number> {
  const db = store.db.withTables<ProjectorTables>() as Kysely<ProjectorTables>;
  for (const projection of allProjections) await resetProjection(db, projection);
  const started = monotonicMs();
  const projector = startProjector(allProjections, { store, connectionString: url, batchSize: 1000 });
  try {
    await projector.caughtUp;
    return (monotonicMs() - started) / 1000;
  } finally {
    await projector.stop();
  }
}
