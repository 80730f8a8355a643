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
export const contestRankChangesProjection = defineProjection<ProductEvent, StandingsCache>({
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
  beginBatch: () => new Map(),
  async apply(event, { db: trx, batch: cache }) {
    const db = trx.withTables<RankChangeTables>();
    if (event.streamId.startsWith('submission-')) return applySubmission(db, event, cache);
    // The batch's standings were built under the old rules, problems or super admins: build them again.
    cache.clear();
    if (event.streamId.startsWith('user-')) return applyRole(db, event);
    return applyContest(db, Number(event.streamId.slice('contest-'.length)), event);
  },
  async afterBatch(events, { db }) {
    if (events.some((e) => e.streamId.startsWith('submission-'))) {
      await sql`select pg_notify(${RANK_OUTBOX_CHANNEL}, '')`.execute(db);
    }
  },
});

async function applyContest(db: Db, cid: number, event: Event): Promise<void> {
  switch (event.type) {
    case 'ContestCreated':
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
      if (BOARD_FIELDS.some((key) => key in event.data.changes)) await invalidateRows(db, cid);
      return;
    }
    case 'ContestDeleted':
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
      await invalidateRows(db, cid);
      return;
    case 'ContestProblemUpdated':
      if (event.data.changes.displayId === undefined) return;
      await db
        .updateTable('contest_rank_problems')
        .set({ display_id: event.data.changes.displayId })
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      await invalidateRows(db, cid);
      return;
    case 'ContestProblemRemoved':
      await db
        .deleteFrom('contest_rank_problems')
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      await invalidateRows(db, cid);
      return;
  }
}

/** The contest's rows no longer fold under its rules or problems: refold them all on next use. */
async function invalidateRows(db: Db, cid: number): Promise<void> {
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

async function applySubmission(db: Db, event: Event, cache: StandingsCache): Promise<void> {
  const d = contestSubmissionOf(event);
  if (d) {
    await db
      .insertInto('contest_rank_submissions')
      .values({
        submit_id: d.submitId,
        cid: d.cid,
        uid: d.uid,
        username: d.username,
        pid: d.pid,
        submit_time: d.submitTime,
        status: SubmissionStatus.pending,
        score: null,
        time: null,
      })
      .onConflict((oc) => oc.column('submit_id').doNothing())
      .execute();
    // A pending try never passes anyone, but a newcomer's row must be on the board for later verdicts.
    await refreshStanding(db, cache, d.cid, d.uid);
    return;
  }
  const fact = verdictOf(event);
  if (!fact) return;
  // This copy forgets a cancelled run's score and time (the folds skip a cancelled try either way).
  const verdict = event.type === 'SubmissionJudgeCancelled' ? { ...fact, score: null, time: null } : fact;
  const submitId = Number(event.streamId.slice('submission-'.length));
  const sub = await db
    .updateTable('contest_rank_submissions')
    .set(verdict)
    .where('submit_id', '=', submitId)
    .returning(['cid', 'uid'])
    .executeTakeFirst();
  if (!sub) return;
  const moves = await refreshStanding(db, cache, sub.cid, sub.uid);
  if (moves.length > 0) await recordMoves(db, sub.cid, submitId, event, moves);
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

async function standingsOf(db: Db, cache: StandingsCache, cid: number): Promise<ContestState | undefined> {
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
  if (!contest.standings_ready) await refoldRows(db, cid, partial);
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
  cache: StandingsCache,
  cid: number,
  uid: string,
): Promise<RankChange[]> {
  const state = await standingsOf(db, cache, cid);
  if (!state) return [];
  const own = await db
    .selectFrom('contest_rank_submissions')
    .selectAll()
    .where('cid', '=', cid)
    .where('uid', '=', uid)
    .execute();
  const row = foldRow(state, own);
  await storeRow(db, cid, uid, row);
  const username = own[0]?.username ?? '';
  return state.counted(uid, username) ? state.standings.update(uid, row) : [];
}

async function recordMoves(
  db: Db,
  cid: number,
  submitId: number,
  cause: Event,
  moves: readonly RankChange[],
): Promise<void> {
  await db
    .insertInto('contest_rank_outbox')
    .values(
      moves.map((move) => ({
        stream_id: contestRankStream(cid),
        event_id: rankChangeId(cid, submitId, cause.id, move.uid),
        causation_id: cause.id,
        at: new Date(cause.metadata.at),
        data: JSON.stringify({ ...move, submitId }),
      })),
    )
    .execute();
}

async function contestOf(db: Db, cid: number) {
  return db.selectFrom('contest_rank_contests').selectAll().where('cid', '=', cid).executeTakeFirst();
}
