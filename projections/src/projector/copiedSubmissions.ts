import type { ProductEvent, RecordedEvent } from '@oj/events';
import { sql, type Transaction } from 'kysely';
import type { ProjectorTables } from './tables';

type Created = Extract<ProductEvent, { type: 'SubmissionCreated' }>['data'];

/**
 * For projections that copy some submissions (practice ones, say) into a table of their own, keyed by
 * `submit_id`: which submissions of a batch's events that table holds or the batch copies, found with
 * one statement per batch. A verdict on any other submission changes nothing in the projection, so it
 * can return before its per-event statement (a rebuild of a contest's log meets thousands of them).
 */
export async function copiedSubmissions(
  db: Transaction<ProjectorTables>,
  table: string,
  events: readonly RecordedEvent<ProductEvent>[],
  copies: (created: Created) => boolean,
): Promise<Set<number>> {
  const copied = new Set<number>();
  const asked = new Set<number>();
  for (const event of events) {
    if (event.type === 'SubmissionCreated') {
      if (copies(event.data)) copied.add(event.data.submitId);
    } else if (event.streamId.startsWith('submission-')) {
      const submitId = Number(event.streamId.slice('submission-'.length));
      if (!copied.has(submitId)) asked.add(submitId);
    }
  }
  if (asked.size === 0) return copied;
  const { rows } = await sql<{ submit_id: number }>`select submit_id from ${sql.table(table)}
    where submit_id = any(${[...asked]}::int[])`.execute(db);
  for (const row of rows) copied.add(row.submit_id);
  return copied;
}
