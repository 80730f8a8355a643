import type { EventsTable, ProductEvent, RecordedEvent } from '@oj/events';
import { globalPosition, streamVersion } from '@oj/events';
import { type Selectable, sql } from 'kysely';
import type { Services } from '../../app/services';
import type { ProblemFacts } from './feedTypes';

type Row = Selectable<EventsTable>;
type Event = RecordedEvent<ProductEvent>;

/** Only rows no running transaction can still precede (the store's gap-safe rule, see readAllRows). */
const settled = sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * Everything the feed of contest `cid` is folded from, read from the event store itself (never a read
 * model): the contest's stream, the streams of its submissions, and the facts of its problems.
 */
export async function readFeedSource(services: Services, cid: number) {
  const { db } = services;
  await settledUpToNow(services);
  const submissionStreams = db
    .selectFrom('events')
    .select('stream_id')
    .where('type', '=', 'SubmissionCreated')
    .where(sql<boolean>`(data->>'cid')::int = ${cid}`);
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where((eb) => eb.or([eb('stream_id', '=', `contest-${cid}`), eb('stream_id', 'in', submissionStreams)]))
    .where(settled)
    .orderBy('global_position')
    .execute();
  const events = rows.map((row) => recorded(services, row));
  return { events, problems: await problemFacts(services, events) };
}

/** How long a read waits for transactions that were running when it came in (then reads what is settled). */
const SETTLE_WAIT_MS = 10_000;

/**
 * Waits until every event committed before the request is settled. A projector batch that took its
 * transaction id before the latest appends holds them back from a gap-safe read until it commits; a
 * one-shot read of the feed must not miss them (a stream would only get them a moment later).
 */
async function settledUpToNow(services: Services): Promise<void> {
  const row = await services.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('global_position').as('last'))
    .executeTakeFirst();
  const last = Number(row?.last ?? 0);
  const deadline = Date.now() + SETTLE_WAIT_MS;
  while ((await services.store.head()) < last && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function recorded(services: Services, row: Row): Event {
  const { type, data } = services.store.catalogue.upcast(row.type, row.schema_version, row.data);
  // Stored rows were validated against the product catalogue on append, as the store's own reads assume.
  return {
    type,
    data,
    id: row.event_id,
    streamId: row.stream_id,
    streamVersion: streamVersion(row.stream_version),
    position: globalPosition(row.global_position),
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  } as Event;
}

/** problemId, time limit and number of test cases of every problem the contest ever had. */
async function problemFacts(
  services: Services,
  events: readonly Event[],
): Promise<Map<number, ProblemFacts>> {
  const pids = new Set(events.flatMap((e) => (e.type === 'ContestProblemAdded' ? [e.data.pid] : [])));
  const facts = new Map<number, ProblemFacts>();
  if (pids.size === 0) return facts;
  const rows = await services.db
    .selectFrom('events')
    .selectAll()
    .where(
      'stream_id',
      'in',
      [...pids].map((pid) => `problem-${pid}`),
    )
    .orderBy('global_position')
    .execute();
  for (const event of rows.map((row) => recorded(services, row))) {
    const pid = Number(event.streamId.slice('problem-'.length));
    const current = facts.get(pid);
    if (event.type === 'ProblemCreated') {
      const { problemId, timeLimit } = event.data.fields;
      facts.set(pid, { problemId, timeLimit, testDataCount: event.data.testCases.length });
    } else if (current && event.type === 'ProblemUpdated') {
      const { problemId, timeLimit } = event.data.changes;
      facts.set(pid, {
        ...current,
        problemId: problemId ?? current.problemId,
        timeLimit: timeLimit ?? current.timeLimit,
      });
    } else if (current && event.type === 'ProblemTestCasesReplaced') {
      facts.set(pid, { ...current, testDataCount: event.data.testCases.length });
    }
  }
  return facts;
}
