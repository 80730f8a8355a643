import {
  ContestType,
  contestRankStream,
  eventId,
  type ProductEvent,
  type RecordedEvent,
  SubmissionStatus,
} from '@oj/events';
import { type Selectable, sql, type Transaction } from 'kysely';
import { defineProjection } from '../../projector/projection';
import type { ProjectorTables } from '../../projector/tables';
import { foldAcmRow } from '../board/acmRow';
import { type BoardRules, type BoardSubmission, REAL_VIEW } from '../board/boardTypes';
import { foldOiRow } from '../board/oiRow';
import { BOARD_FIELDS, boardRulesOf } from '../boardRules';
import { contestSubmissionOf, superAdminOf, verdictOf } from '../contestFacts';
import type { RankChange } from './rankChanges';
import type { RankChangeTables } from './rankChangeTables';
import { ContestStandings, type StandingRow } from './standings';

/** NOTIFY channel: the outbox holds new rank changes (the relay drains it). */
export const RANK_OUTBOX_CHANNEL = 'oj_rank_outbox';

type Db = Transaction<ProjectorTables & RankChangeTables>;
type Event = RecordedEvent<ProductEvent>;
type Row = Selectable<RankChangeTables['contest_rank_submissions']>;

/**
 * The id of one ContestRankChanged: the same contest, submission, causing event and contestant always
 * give the same id, so appending it again (restart, rebuild) is a no-op.
 */
export const rankChangeId = (cid: number, submitId: number, causeId: string, uid: string) =>
  eventId(`contest-rank/${cid}/${submitId}/${causeId}/${uid}`, 0);

/**
 * The decision half of the rank-change reactor: folds its own copy of contests, problems, super
 * admins and contest submissions, and for each verdict (judged, manually judged, cancelled, rejudged)
 * of a contest submission ranks the real board before and after it with the pure board folds and
 * writes the moves to `contest_rank_outbox`, in the batch's transaction. `startRankRelay` appends
 * them to `contest-<cid>-rank`. A rebuild refills the outbox with the same ids; the store ignores them.
 */
export const contestRankChangesProjection = defineProjection<ProductEvent, RankBatch>({
  name: 'contest-rank-changes',
  handles: [
    'ContestCreated',
    'ContestUpdated',
    'ContestDeleted',
    'ContestProblemAdded',
    'ContestProblemUpdated',
    'ContestProblemRemoved',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionRejudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'UserRegistered',
    'UserRoleChanged',
  ],
  tables: [
    'contest_rank_contests',
    'contest_rank_problems',
    'contest_rank_submissions',
    'contest_rank_roots',
    'contest_rank_outbox',
    'contest_rank_rows',
  ],
  beginBatch: newRankBatch,
  async prepareBatch(events, { db: trx, batch }) {
    batch.events = events;
    await loadSubmissions(trx.withTables<RankChangeTables>(), batch, events);
  },
  async apply(event, { db: trx, batch }) {
    const db = trx.withTables<RankChangeTables>();
    if (event.streamId.startsWith('submission-')) {
      // After a contest or role event, the rest of the batch's contestants are read again at once
      // (two statements), not one contestant at a time.
      const after = batch.readAheadAfter;
      if (after !== undefined) {
        batch.readAheadAfter = undefined;
        await loadSubmissions(
          db,
          batch,
          batch.events.filter((e) => e.position > after),
        );
      }
      return applySubmission(db, event, batch);
    }
    // A new account is no super admin unless it says so: nothing to write or rebuild (a rebuild
    // replays thousands of registrations).
    if (event.type === 'UserRegistered' && !superAdminOf(event)?.root) return;
    // Contest and role events read and write the tables: write what the batch holds first. The
    // batch's standings were built under the old rules, problems or super admins: build them again.
    await writeBatch(db, batch);
    batch.standings.clear();
    batch.contestants.clear();
    batch.submissions.clear();
    batch.readAheadAfter = event.position;
    if (event.streamId.startsWith('user-')) return applyRole(db, event);
    return applyContest(db, batch, Number(event.streamId.slice('contest-'.length)), event);
  },
  async afterBatch(events, { db: trx, batch }) {
    const db = trx.withTables<RankChangeTables>();
    await writeBatch(db, batch);
    if (events.some((e) => e.streamId.startsWith('submission-'))) {
      await sql`select pg_notify(${RANK_OUTBOX_CHANNEL}, '')`.execute(db);
    }
  },
});

async function applyContest(db: Db, batch: RankBatch, cid: number, event: Event): Promise<void> {
  switch (event.type) {
    case 'ContestCreated':
      batch.invalidated.delete(cid);
      await db
        .insertInto('contest_rank_contests')
        .values({
          cid,
          author_uid: event.data.author.uid,
          fields: JSON.stringify(event.data.fields),
          standings_ready: true,
        })
        .execute();
      return;
    case 'ContestUpdated': {
      const contest = await contestOf(db, cid);
      if (!contest) return;
      const fields = JSON.stringify({ ...contest.fields, ...event.data.changes });
      await db.updateTable('contest_rank_contests').set({ fields }).where('cid', '=', cid).execute();
      if (BOARD_FIELDS.some((key) => key in event.data.changes)) await invalidateRows(db, batch, cid);
      return;
    }
    case 'ContestDeleted':
      batch.invalidated.delete(cid);
      for (const table of [
        'contest_rank_contests',
        'contest_rank_problems',
        'contest_rank_submissions',
        'contest_rank_rows',
      ] as const)
        await db.deleteFrom(table).where('cid', '=', cid).execute();
      return;
    case 'ContestProblemAdded':
      await db
        .insertInto('contest_rank_problems')
        .values({ cid, pid: event.data.pid, display_id: event.data.displayId })
        .execute();
      await invalidateRows(db, batch, cid);
      return;
    case 'ContestProblemUpdated':
      if (event.data.changes.displayId === undefined) return;
      await db
        .updateTable('contest_rank_problems')
        .set({ display_id: event.data.changes.displayId })
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      await invalidateRows(db, batch, cid);
      return;
    case 'ContestProblemRemoved':
      await db
        .deleteFrom('contest_rank_problems')
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      await invalidateRows(db, batch, cid);
      return;
  }
}

/**
 * The contest's rows no longer fold under its rules or problems: refold them all on next use. Once per
 * batch until then: a new contest's thirteen problems, added one after the other, invalidate it once.
 */
async function invalidateRows(db: Db, batch: RankBatch, cid: number): Promise<void> {
  if (batch.invalidated.has(cid)) return;
  batch.invalidated.add(cid);
  await db.deleteFrom('contest_rank_rows').where('cid', '=', cid).execute();
  await db
    .updateTable('contest_rank_contests')
    .set({ standings_ready: false })
    .where('cid', '=', cid)
    .execute();
}

async function applyRole(db: Db, event: Event): Promise<void> {
  const fact = superAdminOf(event);
  if (!fact) return;
  const { uid } = fact;
  if (fact.root) {
    await db
      .insertInto('contest_rank_roots')
      .values({ uid })
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  } else {
    await db.deleteFrom('contest_rank_roots').where('uid', '=', uid).execute();
  }
}

/**
 * A batch's state (one transaction): the standings per contest, the contest submissions it read or
 * made (by id, and by contestant), and what it has still to write. Each event is ranked in memory in
 * order; the rows, submissions and outbox entries are written once per batch (`writeBatch`).
 */
interface RankBatch {
  standings: StandingsCache;
  /** Contest submissions by id, as they stand after the events applied so far. */
  submissions: Map<number, Row>;
  /** Each contestant's submissions, by `cid:uid`, loaded once per batch. */
  contestants: Map<string, Map<number, Row>>;
  /** Submission ids whose row is new or changed. */
  dirty: Set<number>;
  /** Refolded rows by `cid:uid` (undefined: delete the row). */
  rows: Map<string, { cid: number; uid: string; row: StandingRow | undefined }>;
  /** Outbox entries as JSON objects (stream_id, event_id, causation_id, at, data), in order. */
  outbox: string[];
  /** The batch's events (`prepareBatch`), to read ahead again after a contest or role event. */
  events: readonly Event[];
  /** A contest or role event at this position dropped what the batch had read: read the rest ahead. */
  readAheadAfter: number | undefined;
  /** Contests whose rows this batch deleted and marked for a refold, not refolded since. */
  invalidated: Set<number>;
}

function newRankBatch(): RankBatch {
  return {
    standings: new Map(),
    submissions: new Map(),
    contestants: new Map(),
    dirty: new Set(),
    rows: new Map(),
    outbox: [],
    events: [],
    readAheadAfter: undefined,
    invalidated: new Set(),
  };
}

const contestantKey = (cid: number, uid: string) => `${cid}\u0000${uid}`;
const submitIdOf = (event: Event) => Number(event.streamId.slice('submission-'.length));

/** Reads the batch's submissions and their contestants' other submissions: two statements per batch. */
async function loadSubmissions(db: Db, batch: RankBatch, events: readonly Event[]): Promise<void> {
  const judged = new Set<number>();
  const contestants = new Map<string, { cid: number; uid: string }>();
  for (const event of events) {
    const created = contestSubmissionOf(event);
    if (created) contestants.set(contestantKey(created.cid, created.uid), created);
    else if (event.streamId.startsWith('submission-') && verdictOf(event)) judged.add(submitIdOf(event));
  }
  const ids = [...judged].filter((id) => !batch.submissions.has(id));
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await db
      .selectFrom('contest_rank_submissions')
      .select(['cid', 'uid'])
      .where('submit_id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const sub of found) contestants.set(contestantKey(sub.cid, sub.uid), sub);
  }
  const wanted = [...contestants].filter(([key]) => !batch.contestants.has(key)).map(([, c]) => c);
  for (let i = 0; i < wanted.length; i += 1000) {
    const chunk = wanted.slice(i, i + 1000);
    const rows = await db
      .selectFrom('contest_rank_submissions')
      .selectAll()
      .where((eb) => eb.or(chunk.map((c) => eb.and([eb('cid', '=', c.cid), eb('uid', '=', c.uid)]))))
      .execute();
    for (const c of chunk) batch.contestants.set(contestantKey(c.cid, c.uid), new Map());
    for (const row of rows) addSubmission(batch, row);
  }
}

function addSubmission(batch: RankBatch, row: Row): void {
  batch.submissions.set(row.submit_id, row);
  const key = contestantKey(row.cid, row.uid);
  const own = batch.contestants.get(key);
  if (own) own.set(row.submit_id, row);
  else batch.contestants.set(key, new Map([[row.submit_id, row]]));
}

/** One contestant's submissions: from the batch when it read them, else from the table (once). */
async function ownSubmissions(db: Db, batch: RankBatch, cid: number, uid: string): Promise<Row[]> {
  const key = contestantKey(cid, uid);
  let own = batch.contestants.get(key);
  if (!own) {
    own = new Map();
    batch.contestants.set(key, own);
    const rows = await db
      .selectFrom('contest_rank_submissions')
      .selectAll()
      .where('cid', '=', cid)
      .where('uid', '=', uid)
      .execute();
    for (const row of rows) addSubmission(batch, row);
  }
  return [...own.values()].sort((a, b) => a.submit_id - b.submit_id);
}

async function submissionOf(db: Db, batch: RankBatch, submitId: number): Promise<Row | undefined> {
  const known = batch.submissions.get(submitId);
  if (known) return known;
  const row = await db
    .selectFrom('contest_rank_submissions')
    .selectAll()
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (row) await ownSubmissions(db, batch, row.cid, row.uid);
  return batch.submissions.get(submitId);
}

async function applySubmission(db: Db, event: Event, batch: RankBatch): Promise<void> {
  const d = contestSubmissionOf(event);
  if (d) {
    // The standings first: a refold after a rules change reads the table, which the new try is not in yet.
    const state = await standingsOf(db, batch, d.cid);
    await ownSubmissions(db, batch, d.cid, d.uid);
    // A replayed creation keeps the stored row (as the insert's "on conflict do nothing" did).
    if (!batch.submissions.has(d.submitId)) {
      addSubmission(batch, {
        submit_id: d.submitId,
        cid: d.cid,
        uid: d.uid,
        username: d.username,
        pid: d.pid,
        submit_time: d.submitTime,
        status: SubmissionStatus.pending,
        score: null,
        time: null,
      });
      batch.dirty.add(d.submitId);
    }
    // A pending try never passes anyone, but a newcomer's row must be on the board for later verdicts.
    if (state) await refreshStanding(db, batch, state, d.cid, d.uid);
    return;
  }
  const fact = verdictOf(event);
  if (!fact) return;
  // This copy forgets a cancelled run's score and time (the folds skip a cancelled try either way).
  const verdict = event.type === 'SubmissionJudgeCancelled' ? { ...fact, score: null, time: null } : fact;
  const submitId = submitIdOf(event);
  const sub = await submissionOf(db, batch, submitId);
  if (!sub) return;
  Object.assign(sub, verdict);
  batch.dirty.add(submitId);
  const state = await standingsOf(db, batch, sub.cid);
  if (!state) return;
  const moves = await refreshStanding(db, batch, state, sub.cid, sub.uid);
  if (moves.length > 0) recordMoves(batch, sub.cid, submitId, event, moves);
}

/**
 * The batch's writes, one statement per table, each from one JSON document (a parameter per value cost
 * the projector more than the database: 5,800 outbox rows were 29,000 parameters to build and send);
 * then the batch holds nothing to write.
 */
async function writeBatch(db: Db, batch: RankBatch): Promise<void> {
  const subs = [...batch.dirty].flatMap((id) => batch.submissions.get(id) ?? []);
  batch.dirty.clear();
  // `json`, not `jsonb`, for scalar columns only: cheaper to read (see writeCreated in the board's fold).
  if (subs.length > 0)
    await sql`
      insert into contest_rank_submissions (submit_id, cid, uid, username, pid, submit_time, status, score, time)
      select * from json_to_recordset(${JSON.stringify(subs)}::json)
        as s(submit_id int, cid int, uid text, username text, pid int, submit_time timestamptz, status int,
             score int, time int)
      on conflict (submit_id) do update set
        status = excluded.status, score = excluded.score, time = excluded.time`.execute(db);
  const rows = [...batch.rows.values()];
  batch.rows.clear();
  const stored = rows.flatMap((r) => (r.row ? [{ cid: r.cid, uid: r.uid, row: r.row }] : []));
  if (stored.length > 0)
    await sql`
      insert into contest_rank_rows (cid, uid, row)
      select * from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb) as r(cid int, uid text, row jsonb)
      on conflict (cid, uid) do update set row = excluded.row`.execute(db);
  for (const gone of rows.filter((r) => !r.row)) {
    await db
      .deleteFrom('contest_rank_rows')
      .where('cid', '=', gone.cid)
      .where('uid', '=', gone.uid)
      .execute();
  }
  const outbox = batch.outbox.splice(0);
  if (outbox.length > 0)
    // In the document's order: the relay appends by `seq`.
    await sql`
      insert into contest_rank_outbox (stream_id, event_id, causation_id, at, data)
      select o.stream_id, o.event_id, o.causation_id, o.at, o.data
      from rows from (jsonb_to_recordset(${`[${outbox.join(',')}]`}::jsonb)
        as (stream_id text, event_id uuid, causation_id uuid, at timestamptz, data jsonb))
        with ordinality as o(stream_id, event_id, causation_id, at, data, i)
      order by o.i`.execute(db);
}

/** One contest's standings as built in this batch, with what decides who is counted. */
interface ContestState {
  standings: ContestStandings;
  rules: BoardRules;
  displayIds: Map<number, string>;
  counted: (uid: string, username: string) => boolean;
}
/** Per batch (its transaction): each contest's standings, loaded once. */
type StandingsCache = Map<number, ContestState>;

async function standingsOf(db: Db, batch: RankBatch, cid: number): Promise<ContestState | undefined> {
  const cache = batch.standings;
  const cached = cache.get(cid);
  if (cached) return cached;
  const contest = await contestOf(db, cid);
  if (!contest) return undefined;
  const problems = await db
    .selectFrom('contest_rank_problems')
    .select(['pid', 'display_id'])
    .where('cid', '=', cid)
    .execute();
  const roots = new Set(
    (await db.selectFrom('contest_rank_roots').select('uid').execute()).map((r) => r.uid),
  );
  const stars = new Set(contest.fields.starAccount);
  const partial = {
    rules: boardRulesOf(contest.fields),
    displayIds: new Map(problems.map((p) => [p.pid, p.display_id])),
    counted: (uid: string, username: string) =>
      uid !== contest.author_uid && !roots.has(uid) && !stars.has(username),
  };
  if (!contest.standings_ready) {
    await refoldRows(db, cid, partial);
    batch.invalidated.delete(cid);
  }
  const rows = await db.selectFrom('contest_rank_rows').select('row').where('cid', '=', cid).execute();
  const counted = rows.map((r) => r.row).filter((row) => partial.counted(row.uid, row.username));
  const state = { ...partial, standings: new ContestStandings(contest.fields.type, counted) };
  cache.set(cid, state);
  return state;
}

/** Every contestant's row from the contest's submissions (after a change of its rules or problems). */
async function refoldRows(db: Db, cid: number, state: Omit<ContestState, 'standings'>): Promise<void> {
  const subs = await db.selectFrom('contest_rank_submissions').selectAll().where('cid', '=', cid).execute();
  const byUid = new Map<string, Row[]>();
  for (const sub of subs) byUid.set(sub.uid, [...(byUid.get(sub.uid) ?? []), sub]);
  for (const [uid, own] of byUid) await storeRow(db, cid, uid, foldRow(state, own));
  await db
    .updateTable('contest_rank_contests')
    .set({ standings_ready: true })
    .where('cid', '=', cid)
    .execute();
}

/** One contestant's real row from their own submissions; undefined when none is on a contest problem. */
function foldRow(state: Omit<ContestState, 'standings'>, own: readonly Row[]): StandingRow | undefined {
  const subs: BoardSubmission[] = own.flatMap((r) => {
    const displayId = state.displayIds.get(r.pid);
    if (displayId === undefined) return [];
    return [
      {
        submitId: r.submit_id,
        uid: r.uid,
        username: r.username,
        displayId,
        submitTime: r.submit_time.getTime(),
        status: r.status,
        score: r.score,
        time: r.time,
      },
    ];
  });
  if (subs.length === 0) return undefined;
  return state.rules.type === ContestType.oi
    ? foldOiRow(subs, state.rules, REAL_VIEW)
    : foldAcmRow(subs, state.rules, REAL_VIEW);
}

async function storeRow(db: Db, cid: number, uid: string, row: StandingRow | undefined): Promise<void> {
  if (!row) {
    await db.deleteFrom('contest_rank_rows').where('cid', '=', cid).where('uid', '=', uid).execute();
    return;
  }
  const json = JSON.stringify(row);
  await db
    .insertInto('contest_rank_rows')
    .values({ cid, uid, row: json })
    .onConflict((oc) => oc.columns(['cid', 'uid']).doUpdateSet({ row: json }))
    .execute();
}

/** Refolds one contestant's row from their own submissions and answers who moved on the real board. */
async function refreshStanding(
  db: Db,
  batch: RankBatch,
  state: ContestState,
  cid: number,
  uid: string,
): Promise<RankChange[]> {
  const own = await ownSubmissions(db, batch, cid, uid);
  const row = foldRow(state, own);
  batch.rows.set(contestantKey(cid, uid), { cid, uid, row });
  const username = own[0]?.username ?? '';
  return state.counted(uid, username) ? state.standings.update(uid, row) : [];
}

function recordMoves(
  batch: RankBatch,
  cid: number,
  submitId: number,
  cause: Event,
  moves: readonly RankChange[],
): void {
  const at = new Date(cause.metadata.at).toISOString();
  for (const move of moves)
    batch.outbox.push(
      JSON.stringify({
        stream_id: contestRankStream(cid),
        event_id: rankChangeId(cid, submitId, cause.id, move.uid),
        causation_id: cause.id,
        at,
        data: { ...move, submitId },
      }),
    );
}

async function contestOf(db: Db, cid: number) {
  return db.selectFrom('contest_rank_contests').selectAll().where('cid', '=', cid).executeTakeFirst();
}
