import { type RawBuilder, sql } from 'kysely';

/** The NOTIFY channel every append signals on; the payload is the last position appended. */
export const EVENTS_CHANNEL = 'oj_events';

/**
 * Session advisory lock that serialises the moment an append takes its transaction id and positions.
 * Holding it across both makes transaction-id order equal position order, which is what lets readers
 * trust `transaction_id < pg_snapshot_xmin(...)` as "every lower position is settled" (see readAllRows).
 * It is released before COMMIT. (Commits still run one at a time: PostgreSQL serialises the commits of
 * transactions that issued NOTIFY, and every append notifies. Group commit is what keeps that cheap.)
 */
export const SEQUENCER_LOCK = 7_482_019_311;

/**
 * Rows whose transaction is older than every transaction still running: nothing can appear below them.
 * Half of the settled rule; readAllRows (read.ts) adds the rows that follow a settled one without a hole.
 */
export const settled: RawBuilder<boolean> = sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
