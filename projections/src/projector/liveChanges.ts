import { type Kysely, sql, type Transaction } from 'kysely';
import type { LiveChange, WhileBehind } from './projection';
import type { ProjectorTables } from './tables';

/** The NOTIFY channel live changes go out on; payload: `{ id, topic, position, payload? }`. */
export const LIVE_CHANNEL = 'oj_live';
// NOTIFY payloads are capped at 8000 bytes; bigger changes are read from live_changes by id.
const INLINE_LIMIT = 7000;

/** The payload a room's readers take as "read again": the board, the lists and the submission rooms know it. */
export const RELOAD = { kind: 'reload' } as const;

/**
 * A behind batch's changes, at most one per topic (`rule` says which), at the topic's last change's
 * position and in the order of those positions; `'each'` topics keep all theirs.
 * @example coalesceChanges([{ topic: 'status', position: 3, payload: a }, { topic: 'status', position: 4, payload: b }], () => 'reload')
 *          // [{ topic: 'status', position: 4, payload: { kind: 'reload' } }]
 */
export function coalesceChanges(
  changes: readonly LiveChange[],
  rule: (topic: string) => WhileBehind,
): LiveChange[] {
  const last = new Map<string, number>();
  const rules = new Map<string, WhileBehind>();
  changes.forEach((change, i) => {
    if (!rules.has(change.topic)) rules.set(change.topic, rule(change.topic));
    last.set(change.topic, i);
  });
  return changes.flatMap((change, i) => {
    const kept = rules.get(change.topic);
    if (kept === 'each') return [change];
    if (last.get(change.topic) !== i) return [];
    return [kept === 'reload' ? { ...change, payload: RELOAD } : change];
  });
}

/**
 * Store and announce a batch's changes inside its transaction: they go out only if it commits.
 * One statement (the projector runs one per batch with changes, about 30 per judged submission): each change
 * takes its id from the table's sequence first, so the notice can carry it without a second round trip.
 * The notices' text is JSON.stringify's, the id spliced in front, and goes out in the changes' order.
 */
export async function recordLiveChanges(
  trx: Transaction<ProjectorTables>,
  changes: LiveChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const topics = changes.map((c) => c.topic);
  const positions = changes.map((c) => c.position);
  const payloads = changes.map((c) => JSON.stringify(c.payload));
  // Without their leading `{`: the id goes in front of each.
  const full = changes.map((c) => JSON.stringify(c).slice(1));
  const bare = changes.map((c) => JSON.stringify({ topic: c.topic, position: c.position }).slice(1));
  // The ids are drawn in the changes' order (the ordered subquery feeds nextval), so catch-up, which
  // reads by position then id, sees a position's changes in the order they were made.
  await sql`
    with change as (
      select nextval(pg_get_serial_sequence('live_changes', 'id')) as id, i, topic, position, payload,
        full_text, bare_text
      from (
        select * from unnest(${topics}::text[], ${positions}::bigint[], ${payloads}::text[], ${full}::text[],
          ${bare}::text[]) with ordinality as c(topic, position, payload, full_text, bare_text, i)
        order by i
      ) ordered
    ), stored as (
      insert into live_changes (id, topic, position, payload) overriding system value
      select id, topic, position, payload::jsonb from change
    )
    select pg_notify(${LIVE_CHANNEL},
      case when octet_length(notice) <= ${INLINE_LIMIT} then notice else '{"id":' || id || ',' || bare_text end)
    from (select id, i, bare_text, '{"id":' || id || ',' || full_text as notice from change) n
    order by i`.execute(trx);
}

/** Changes of one topic after `after`, for a client catching up after a reconnect. */
export function liveChangesSince(db: Kysely<ProjectorTables>, topic: string, after: number, limit = 1000) {
  return db
    .selectFrom('live_changes')
    .select(['id', 'topic', 'position', 'payload'])
    .where('topic', '=', topic)
    .where('position', '>', after)
    .orderBy('position')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function liveHorizon(db: Kysely<ProjectorTables>): Promise<number> {
  const row = await db.selectFrom('live_horizon').select('pruned_through').executeTakeFirst();
  return row?.pruned_through ?? 0;
}

/** Drop changes older than `keepMs`; remember how far, so late clients know to refetch. */
export async function pruneLiveChanges(db: Kysely<ProjectorTables>, keepMs: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cutoff = new Date(Date.now() - keepMs);
    const pruned = await trx
      .deleteFrom('live_changes')
      .where('created_at', '<', cutoff)
      .returning('position')
      .execute();
    const highest = Math.max(0, ...pruned.map((r) => r.position));
    if (highest > 0) {
      await trx
        .updateTable('live_horizon')
        .set((eb) => ({ pruned_through: sql<number>`greatest(${eb.ref('pruned_through')}, ${highest})` }))
        .execute();
    }
  });
}
