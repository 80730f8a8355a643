import { contestRankStream, eventId, type ProductEvent, type RecordedEvent } from '@oj/events';
import { type Selectable, sql, type Transaction } from 'kysely';
import { defineProjection } from '../../projector/projection';
import type { ProjectorTables } from '../../projector/tables';
import type { BoardSubmission } from '../board/boardTypes';
import { boardRulesOf } from '../boardRules';
import { rankChanges } from './rankChanges';
import type { RankChangeTables } from './rankChangeTables';

/** NOTIFY channel: the outbox holds new rank changes (the relay drains it). */
export const RANK_OUTBOX_CHANNEL = 'oj_rank_outbox';

const ROOT_ROLE = 1000;
const PENDING = 5;
const CANCELLED = -4;

type Db = Transaction<ProjectorTables & RankChangeTables>;
type Event = RecordedEvent<ProductEvent>;
type Row = Selectable<RankChangeTables['contest_rank_submissions']>;
type Verdict = { status: number; score: number | null; time: number | null };

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
export const contestRankChangesProjection = defineProjection<ProductEvent>({
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
  ],
  async apply(event, { db: trx }) {
    const db = trx.withTables<RankChangeTables>();
    if (event.streamId.startsWith('submission-')) return applySubmission(db, event);
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
        .values({ cid, author_uid: event.data.author.uid, fields: JSON.stringify(event.data.fields) })
        .execute();
      return;
    case 'ContestUpdated': {
      const contest = await contestOf(db, cid);
      if (!contest) return;
      const fields = JSON.stringify({ ...contest.fields, ...event.data.changes });
      await db.updateTable('contest_rank_contests').set({ fields }).where('cid', '=', cid).execute();
      return;
    }
    case 'ContestDeleted':
      for (const table of [
        'contest_rank_contests',
        'contest_rank_problems',
        'contest_rank_submissions',
      ] as const)
        await db.deleteFrom(table).where('cid', '=', cid).execute();
      return;
    case 'ContestProblemAdded':
      await db
        .insertInto('contest_rank_problems')
        .values({ cid, pid: event.data.pid, display_id: event.data.displayId })
        .execute();
      return;
    case 'ContestProblemUpdated':
      if (event.data.changes.displayId === undefined) return;
      await db
        .updateTable('contest_rank_problems')
        .set({ display_id: event.data.changes.displayId })
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      return;
    case 'ContestProblemRemoved':
      await db
        .deleteFrom('contest_rank_problems')
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      return;
  }
}

async function applyRole(db: Db, event: Event): Promise<void> {
  const uid = event.streamId.slice('user-'.length);
  if (event.type !== 'UserRegistered' && event.type !== 'UserRoleChanged') return;
  if (event.data.roleCode === ROOT_ROLE) {
    await db
      .insertInto('contest_rank_roots')
      .values({ uid })
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  } else {
    await db.deleteFrom('contest_rank_roots').where('uid', '=', uid).execute();
  }
}

function verdictOf(event: Event): Verdict | undefined {
  switch (event.type) {
    case 'SubmissionJudged':
      return { status: event.data.status, score: event.data.score, time: event.data.time };
    case 'SubmissionManuallyJudged':
      return { status: event.data.status, score: event.data.score, time: null };
    case 'SubmissionJudgeCancelled':
      return { status: CANCELLED, score: null, time: null };
    case 'SubmissionRejudged':
      return { status: PENDING, score: null, time: null };
    default:
      return undefined;
  }
}

async function applySubmission(db: Db, event: Event): Promise<void> {
  if (event.type === 'SubmissionCreated') {
    const d = event.data;
    if (d.cid === 0) return;
    await db
      .insertInto('contest_rank_submissions')
      .values({
        submit_id: d.submitId,
        cid: d.cid,
        uid: d.uid,
        username: d.username,
        pid: d.pid,
        submit_time: new Date(event.metadata.at),
        status: PENDING,
        score: null,
        time: null,
      })
      .onConflict((oc) => oc.column('submit_id').doNothing())
      .execute();
    return;
  }
  const verdict = verdictOf(event);
  if (!verdict) return;
  const submitId = Number(event.streamId.slice('submission-'.length));
  const sub = await db
    .selectFrom('contest_rank_submissions')
    .select('cid')
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (!sub) return;
  const all = await db
    .selectFrom('contest_rank_submissions')
    .selectAll()
    .where('cid', '=', sub.cid)
    .execute();
  await db
    .updateTable('contest_rank_submissions')
    .set(manual(event) ? { status: verdict.status, score: verdict.score } : verdict)
    .where('submit_id', '=', submitId)
    .execute();
  const updated = all.map((r) =>
    r.submit_id !== submitId
      ? r
      : manual(event)
        ? { ...r, status: verdict.status, score: verdict.score }
        : { ...r, ...verdict },
  );
  await recordMoves(db, sub.cid, submitId, event, all, updated);
}

/** A manual verdict keeps the run time the judge measured, as the board's own copy does. */
const manual = (event: Event) => event.type === 'SubmissionManuallyJudged';

async function recordMoves(
  db: Db,
  cid: number,
  submitId: number,
  cause: Event,
  before: readonly Row[],
  after: readonly Row[],
): Promise<void> {
  const contest = await contestOf(db, cid);
  if (!contest) return;
  const problems = await db
    .selectFrom('contest_rank_problems')
    .select(['pid', 'display_id'])
    .where('cid', '=', cid)
    .execute();
  const roots = new Set(
    (await db.selectFrom('contest_rank_roots').select('uid').execute()).map((r) => r.uid),
  );
  const displayIds = new Map(problems.map((p) => [p.pid, p.display_id]));
  const onBoard = (rows: readonly Row[]): BoardSubmission[] =>
    rows.flatMap((r) => {
      const displayId = displayIds.get(r.pid);
      if (displayId === undefined || r.uid === contest.author_uid || roots.has(r.uid)) return [];
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
  const stars = new Set(contest.fields.starAccount);
  const moves = rankChanges(onBoard(before), onBoard(after), boardRulesOf(contest.fields), stars);
  if (moves.length === 0) return;
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
