import { sql } from 'kysely';
import { defineProjection } from '../projector/projection';

export type EventCountTables = {
  event_type_counts: { type: string; count: number; last_position: number; last_at: Date };
};

/** The topic of the site-wide heartbeat: the newest event position, pushed once per batch. */
export const SYSTEM_TOPIC = 'system';

/**
 * How many events of each type the store holds, and the site-wide heartbeat. What reads it: the system
 * page's live head (`afterBatch` publishes `{ head }` to the `system` room once per batch); the table
 * itself is read only by the projector's own tests, where each event adding exactly one is the proof
 * that no event is ever applied twice (a kill -9 mid catch-up, a rebuild, a standby taking over). No
 * product page reads `event_type_counts`.
 */
export const eventCounts = defineProjection({
  name: 'event-counts',
  handles: 'all',
  tables: ['event_type_counts'],
  async apply(event, { db }) {
    await db
      .withTables<EventCountTables>()
      .insertInto('event_type_counts')
      .values({ type: event.type, count: 1, last_position: event.position, last_at: event.recordedAt })
      .onConflict((oc) =>
        oc.column('type').doUpdateSet({
          count: sql<number>`event_type_counts.count + 1`,
          last_position: event.position,
          last_at: event.recordedAt,
        }),
      )
      .execute();
  },
  async afterBatch(events, { publish }) {
    publish(SYSTEM_TOPIC, { head: events.at(-1)?.position ?? 0 });
  },
});
