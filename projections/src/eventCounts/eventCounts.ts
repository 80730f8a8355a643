import { sql } from 'kysely';
import { defineProjection } from '../projector/projection';

export type EventCountTables = {
  event_type_counts: { type: string; count: number; last_position: number; last_at: Date };
};

/** The topic of the site-wide heartbeat: the newest event position, pushed once per batch. */
export const SYSTEM_TOPIC = 'system';

type Counted = { type: string; count: number; last_position: number; last_at: Date };

/**
 * How many events of each type the store holds, and the site-wide heartbeat. What reads it: the system
 * page's live head (`afterBatch` publishes `{ head }` to the `system` room once per batch); the table
 * itself is read only by the projector's own tests, where each event adding exactly one is the proof
 * that no event is ever applied twice (a kill -9 mid catch-up, a rebuild, a standby taking over). No
 * product page reads `event_type_counts`. A batch counts in memory and writes one upsert per batch.
 */
export const eventCounts = defineProjection<{ type: string; data: unknown }, Map<string, Counted>>({
  name: 'event-counts',
  handles: 'all',
  tables: ['event_type_counts'],
  beginBatch: () => new Map(),
  async apply(event, { batch }) {
    const counted = batch.get(event.type);
    if (counted) {
      counted.count += 1;
      counted.last_position = event.position;
      counted.last_at = event.recordedAt;
    } else {
      batch.set(event.type, {
        type: event.type,
        count: 1,
        last_position: event.position,
        last_at: event.recordedAt,
      });
    }
  },
  async afterBatch(events, { db, batch, publish }) {
    if (batch.size > 0)
      await db
        .withTables<EventCountTables>()
        .insertInto('event_type_counts')
        .values([...batch.values()])
        .onConflict((oc) =>
          oc.column('type').doUpdateSet((eb) => ({
            count: sql<number>`event_type_counts.count + ${eb.ref('excluded.count')}`,
            last_position: eb.ref('excluded.last_position'),
            last_at: eb.ref('excluded.last_at'),
          })),
        )
        .execute();
    publish(SYSTEM_TOPIC, { head: events.at(-1)?.position ?? 0 });
  },
});
