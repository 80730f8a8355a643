import type { EventStoreTables } from '@oj/events';
import { type Kysely, sql } from 'kysely';
import type { ProjectorTables } from './tables';

export interface ProjectionLag {
  name: string;
  position: number;
  /** Positions between the checkpoint and the head (positions are dense but for rolled-back appends). */
  lagEvents: number;
  /** How long the oldest unprocessed event has waited; 0 when caught up. */
  lagMs: number;
}

/** Lag of every projection that has a checkpoint, measured from the database, whichever process runs it. */
export async function projectionLag(
  db: Kysely<ProjectorTables & EventStoreTables>,
  names: readonly string[],
): Promise<ProjectionLag[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<{ name: string; position: number; head: number; waiting_since: Date | null }>`
    select c.name, c.position, h.head,
      (select recorded_at from events where global_position > c.position order by global_position limit 1)
        as waiting_since
    from projection_checkpoints c,
      (select coalesce(max(global_position), 0)::bigint as head from events) h
    where c.name = any(${[...names]}::text[])
    order by c.name`.execute(db);
  const now = Date.now();
  const known = new Map(rows.map((r) => [r.name, r]));
  return names.map((name) => {
    const r = known.get(name);
    if (!r) return { name, position: 0, lagEvents: 0, lagMs: 0 };
    return {
      name,
      position: Number(r.position),
      lagEvents: Math.max(0, Number(r.head) - Number(r.position)),
      lagMs: r.waiting_since ? Math.max(0, now - r.waiting_since.getTime()) : 0,
    };
  });
}
