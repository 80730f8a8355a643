/**
 * Fills a scratch database's event store with a history of many contests' submissions, generated
 * inside PostgreSQL (INSERT ... SELECT over generate_series, a million rows a statement) so ten million
 * events take minutes rather than hours of appends. The rows are what `store.append` writes: every
 * index of the table maintained as they go in, product event types at their current schema versions,
 * data the product catalogue accepts (checked on a sample afterwards), metadata with a random
 * correlation id and the author as actor. The read models are not filled: the projections' checkpoints
 * are put at the head afterwards (see markProjected), as after a rebuild, which is a line of its own.
 */
import { randomUUID } from 'node:crypto';
import { productCatalogue } from '@oj/events';
import { allProjections } from '@oj/projections';
import pg from 'pg';
import { benchContestFields } from '../scoreboard/contestWorkload';

/** Filler submission ids start here: far above the measured contest's and the delivery benches'. */
const FILLER_SUBMIT_ID = 20_000_000;
/** One filler contest per this many events, as in a busy judge's history. */
const EVENTS_PER_CONTEST = 10_000;
const STATEMENT_ROWS = 1_000_000;
const FILLER_USERS = 50_000;
const SAMPLE_CHECKED = 2000;

export interface Filled {
  events: number;
  contests: number;
  seconds: number;
}

/**
 * Appends `events` filler events (rounded down to whole submissions) after whatever the store holds:
 * `events / 10,000` contests created, then two events per submission (created, judged), spread over
 * the past year, each submission in one of those contests.
 */
export async function fillStore(databaseUrl: string, events: number): Promise<Filled> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query('set synchronous_commit = off');
    const indexes = await dropIndexes(client);
    const contests = Math.max(1, Math.floor(events / EVENTS_PER_CONTEST));
    const now = Date.now();
    await insertContests(client, contests, now);
    const submissions = Math.floor((events - contests) / 2);
    const created = productCatalogue.versionOf('SubmissionCreated');
    const judged = productCatalogue.versionOf('SubmissionJudged');
    for (let first = 1; first <= submissions; first += STATEMENT_ROWS / 2) {
      const last = Math.min(submissions, first + STATEMENT_ROWS / 2 - 1);
      await client.query(
        `insert into events (transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata)
         select pg_current_xact_id(), gen_random_uuid(), 'submission-' || ($1::bigint + n), v,
           case v when 1 then 'SubmissionCreated' else 'SubmissionJudged' end,
           case v when 1 then $2::int else $3::int end,
           case v when 1 then jsonb_build_object(
               'submitId', $1::bigint + n, 'pid', 1001 + n % 13, 'displayPid', chr(65 + (n % 13)::int),
               'uid', 'filler-u' || (n % $4), 'username', 'filler' || (n % $4), 'language', 'C++',
               'code', '#include <cstdio>' || chr(10) || 'int main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b + ' || n || ' - ' || n || '); }',
               'cid', 2 + n % $5, 'ip', '10.0.' || (n % 250) || '.' || (n % 199))
             else jsonb_build_object(
               'round', 1, 'leaseId', 'filler-' || n, 'status', (array[0, 0, 0, -1, -1, 1, 3, -2])[1 + n % 8],
               'score', null, 'oiRankScore', null, 'time', n % 1000, 'memory', 1024 + n % 65536,
               'errorMessage', '', 'systemError', null, 'judger', 'judge-' || (n % 4))
           end,
           jsonb_build_object(
             'actorUid', case v when 1 then 'filler-u' || (n % $4) end,
             'ip', case v when 1 then '10.0.' || (n % 250) || '.' || (n % 199) end,
             'correlationId', gen_random_uuid()::text, 'causationId', null,
             'at', to_char(to_timestamp(($6::bigint - ($7::bigint - n) * 3000 + v * 1000) / 1000.0) at time zone 'UTC',
               'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         from generate_series($8::bigint, $9::bigint) as n, (values (1), (2)) as s(v)
         order by n, v`,
        [FILLER_SUBMIT_ID, created, judged, FILLER_USERS, contests, now, submissions, first, last],
      );
    }
    await restoreIndexes(client, indexes);
    // As autovacuum would after such a load: the planner's statistics and the visibility map.
    await client.query('vacuum analyze events');
    await checkSample(client);
    const { rows } = await client.query<{ n: string }>('select count(*)::text as n from events');
    return { events: Number(rows[0]?.n ?? 0), contests, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

interface Indexes {
  constraints: { name: string; definition: string }[];
  indexes: string[];
}

/**
 * Takes the events table's secondary indexes and unique constraints off for the load, remembering
 * their definitions as the migrations made them (read back from the catalogue, so a later migration's
 * index is included): building each once over the loaded rows is many times faster than keeping
 * random-uuid b-trees up to date row by row. The identity primary key stays.
 */
async function dropIndexes(client: pg.Client): Promise<Indexes> {
  const constraints = (
    await client.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'events'::regclass and contype = 'u' order by conname`,
    )
  ).rows;
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i where i.indrelid = 'events'::regclass and not i.indisprimary
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
       order by 1`,
    )
  ).rows;
  for (const c of constraints) await client.query(`alter table events drop constraint ${c.name}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  return { constraints, indexes: indexes.map((i) => i.definition) };
}

async function restoreIndexes(client: pg.Client, saved: Indexes): Promise<void> {
  for (const c of saved.constraints)
    await client.query(`alter table events add constraint ${c.name} ${c.definition}`);
  for (const definition of saved.indexes) await client.query(definition);
}

/** The filler contests' streams: created as the bench contest is, with their own ids. */
async function insertContests(client: pg.Client, contests: number, now: number): Promise<void> {
  const rows = Array.from({ length: contests }, (_, i) => {
    const cid = 2 + i;
    return productCatalogue.validate({
      type: 'ContestCreated',
      data: {
        cid,
        fields: { ...benchContestFields(now), title: `Filler contest ${cid}` },
        visible: true,
        gid: null,
        author: { uid: 'bench-author', username: 'bench-author' },
      },
    });
  });
  await client.query(
    `insert into events (transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata)
     select pg_current_xact_id(), e.id, 'contest-' || (e.ord + 1), 1, 'ContestCreated', $2::int, e.data,
       jsonb_build_object('actorUid', 'bench-author', 'ip', null, 'correlationId', e.id::text,
         'causationId', null, 'at', $3::text)
     from unnest($1::uuid[], $4::jsonb[]) with ordinality as e(id, data, ord)
     order by e.ord`,
    [
      rows.map(() => randomUUID()),
      productCatalogue.versionOf('ContestCreated'),
      new Date(now - 365 * 86_400_000).toISOString(),
      rows.map((r) => JSON.stringify(r.data)),
    ],
  );
}

/** Every sampled stored event must pass the product catalogue, as an appended one did. */
async function checkSample(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ type: string; schema_version: number; data: unknown }>(
    `select type, schema_version, data from events tablesample system (1) limit ${SAMPLE_CHECKED}`,
  );
  for (const row of rows) {
    if (row.schema_version !== productCatalogue.versionOf(row.type))
      throw new Error(`filler ${row.type} stored at schema version ${row.schema_version}`);
    productCatalogue.validate({ type: row.type, data: row.data });
  }
}

/** Puts every product projection's checkpoint at the store's head: the filler counts as projected. */
export async function markProjected(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ head: string | null }>(
      'select max(global_position)::text as head from events',
    );
    const head = Number(rows[0]?.head ?? 0);
    await client.query(
      `insert into projection_checkpoints (name, position) select unnest($1::text[]), $2
       on conflict (name) do update set position = excluded.position`,
      [allProjections.map((p) => p.name), head],
    );
    return head;
  } finally {
    await client.end();
  }
}
