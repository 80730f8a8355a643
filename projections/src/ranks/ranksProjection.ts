import {
  isAccepted,
  PRACTICE_CID,
  type ProductEvent,
  type RecordedEvent,
  SubmissionStatus,
} from '@oj/events';
import type { Transaction } from 'kysely';
import { copiedSubmissions } from '../projector/copiedSubmissions';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { UsersTables } from '../users/usersTable';
import { type RankListKind, rankStanding, recentAcRank } from './queries';
import type { RanksTables } from './ranksTables';

/** The rank lists' rooms and the home page's 7-day AC rank room (all public, like the lists). */
export const rankListTopic = (kind: RankListKind) => `rank:${kind}`;
export const RECENT_AC_TOPIC = 'rank:recent-ac';
/** The 7-day AC rank's window. */
export const RECENT_AC_WINDOW_MS = 7 * 86_400_000;

/**
 * A row that moved or changed on a rank list: its positions before and after the batch (null: not
 * listed then, i.e. new or banned). A page from `start` to `end` shows something new exactly when
 * `rankChangeTouches(change, start, end)`.
 */
export interface RankListChange {
  uid: string;
  username: string;
  ac: number;
  total: number;
  score: number;
  from: number | null;
  to: number | null;
}
export interface RankListPush {
  changes: RankListChange[];
}

type Db = Transaction<ProjectorTables & RanksTables>;
interface Batch {
  /** Accounts whose rows this batch changed, with their positions before it (null: not listed). */
  before: Map<string, { acm: number | null; oi: number | null }>;
  /** An accepted verdict came or went: the 7-day rank may have changed. */
  recentAc: boolean;
  /** The batch's practice submissions this projection holds or copies (see copiedSubmissions). */
  copied: Set<number>;
}

const PENDING = SubmissionStatus.pending;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Folds practice submissions (never contest or virtual ones) and accounts into the rank lists, the
 * 7-day AC rank's accepted submissions and the daily counts. Each verdict updates one user's row
 * (accepted problems, best score per problem) in place; positions come from the lists' indexes on
 * read. Once per batch it pushes the moved rows, with their positions before and after, to
 * `rank:acm` and `rank:oi`, and the 7-day rank's new top ten to `rank:recent-ac`.
 */
export const rankListsProjection = defineProjection<ProductEvent, Batch>({
  name: 'rank-lists',
  handles: [
    'UserRegistered',
    'UserProfileChanged',
    'UserBanned',
    'UserUnbanned',
    'UserDeleted',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'SubmissionRejudged',
  ],
  tables: ['rank_users', 'rank_submissions', 'rank_user_problems', 'daily_submission_counts'],
  beginBatch: () => ({ before: new Map(), recentAc: false, copied: new Set<number>() }),
  async prepareBatch(events, { db, batch }) {
    batch.copied = await copiedSubmissions(
      db,
      'rank_submissions',
      events,
      (d) => d.cid === PRACTICE_CID && !d.virtual,
    );
  },
  async apply(event, { db: trx, batch }) {
    const db = trx.withTables<RanksTables>();
    // Contest and virtual submissions were never taken in: their verdicts change nothing here.
    if (event.streamId.startsWith('submission-') && event.type !== 'SubmissionCreated') {
      if (!batch.copied.has(Number(event.streamId.slice('submission-'.length)))) return;
    }
    const touch = async (uid: string) => {
      if (batch.before.has(uid)) return;
      const standing = await rankStanding(db, uid);
      batch.before.set(uid, { acm: standing?.acm ?? null, oi: standing?.oi ?? null });
    };
    switch (event.type) {
      case 'UserRegistered':
        await touch(event.data.uid);
        await db
          .insertInto('rank_users')
          .values({ uid: event.data.uid, username: event.data.username })
          .onConflict((oc) => oc.column('uid').doNothing())
          .execute();
        return;
      case 'UserProfileChanged': {
        const nickname = event.data.changes.nickname;
        if (nickname === undefined) return;
        const uid = uidOf(event);
        await touch(uid);
        await db.updateTable('rank_users').set({ nickname }).where('uid', '=', uid).execute();
        return;
      }
      case 'UserBanned':
      case 'UserUnbanned': {
        const uid = uidOf(event);
        await touch(uid);
        await db
          .updateTable('rank_users')
          .set({ banned: event.type === 'UserBanned' })
          .where('uid', '=', uid)
          .execute();
        batch.recentAc = true;
        return;
      }
      case 'UserDeleted': {
        // Off every list for good, its nickname wiped as everywhere; its submissions stay counted in the days.
        const uid = uidOf(event);
        await touch(uid);
        await db
          .updateTable('rank_users')
          .set({ banned: true, nickname: '' })
          .where('uid', '=', uid)
          .execute();
        batch.recentAc = true;
        return;
      }
      case 'SubmissionCreated': {
        const d = event.data;
        if (d.cid !== PRACTICE_CID || d.virtual) return;
        const at = new Date(event.metadata.at);
        await touch(d.uid);
        await db
          .insertInto('rank_submissions')
          .values({
            submit_id: d.submitId,
            uid: d.uid,
            pid: d.pid,
            status: null,
            oi_rank_score: null,
            submit_time: at,
          })
          .onConflict((oc) => oc.column('submit_id').doNothing())
          .execute();
        await db
          .insertInto('rank_users')
          .values({ uid: d.uid, username: d.username, total: 1 })
          .onConflict((oc) =>
            oc.column('uid').doUpdateSet((eb) => ({ total: eb('rank_users.total', '+', 1) })),
          )
          .execute();
        await bumpDay(db, dayOf(at), PENDING, 1);
        return;
      }
      default: {
        const verdict = verdictOf(event);
        if (!verdict) return;
        const submitId = Number(event.streamId.slice('submission-'.length));
        const row = await db
          .selectFrom('rank_submissions')
          .selectAll()
          .where('submit_id', '=', submitId)
          .executeTakeFirst();
        // Contest and virtual submissions were never taken in.
        if (!row || (row.status === verdict.status && row.oi_rank_score === verdict.oiRankScore)) return;
        await touch(row.uid);
        await db
          .updateTable('rank_submissions')
          .set({ status: verdict.status, oi_rank_score: verdict.oiRankScore })
          .where('submit_id', '=', submitId)
          .execute();
        const day = dayOf(row.submit_time);
        await bumpDay(db, day, row.status ?? PENDING, -1);
        await bumpDay(db, day, verdict.status ?? PENDING, 1);
        await refoldUserProblem(db, row.uid, row.pid);
        if ([row.status, verdict.status].some((s) => s !== null && isAccepted(s))) batch.recentAc = true;
      }
    }
  },
  async afterBatch(_events, { db: trx, batch, publish }) {
    if (batch.before.size === 0 && !batch.recentAc) return;
    const db = trx.withTables<RanksTables & UsersTables>();
    const changes: Record<RankListKind, RankListChange[]> = { acm: [], oi: [] };
    for (const [uid, before] of batch.before) {
      const after = await rankStanding(db, uid);
      const row =
        after?.row ??
        (await db.selectFrom('rank_users').selectAll().where('uid', '=', uid).executeTakeFirst());
      if (!row) continue;
      const figures = { uid, username: row.username, ac: row.ac, total: row.total, score: row.score };
      for (const kind of ['acm', 'oi'] as const) {
        const from = before[kind];
        const to = after ? after[kind] : null;
        if (from === null && to === null) continue;
        changes[kind].push({ ...figures, from, to });
      }
    }
    for (const kind of ['acm', 'oi'] as const)
      if (changes[kind].length > 0)
        publish(rankListTopic(kind), { changes: changes[kind] } satisfies RankListPush);
    if (batch.recentAc)
      publish(RECENT_AC_TOPIC, { rows: await recentAcRank(db, new Date(Date.now() - RECENT_AC_WINDOW_MS)) });
  },
});

const uidOf = (event: RecordedEvent<ProductEvent>) => event.streamId.slice('user-'.length);

/** The counted verdict and rank score a verdict event leaves (null status: a round open again). */
function verdictOf(
  event: RecordedEvent<ProductEvent>,
): { status: number | null; oiRankScore: number | null } | null {
  switch (event.type) {
    case 'SubmissionJudged':
      return { status: event.data.status, oiRankScore: event.data.oiRankScore };
    // A manual judgement gives a score, not a rank score (that needs the problem's difficulty): none counts.
    case 'SubmissionManuallyJudged':
      return { status: event.data.status, oiRankScore: null };
    case 'SubmissionJudgeCancelled':
      return { status: SubmissionStatus.cancelled, oiRankScore: null };
    case 'SubmissionRejudged':
      return { status: null, oiRankScore: null };
    default:
      return null;
  }
}

/** Recounts one user's problem from its submissions and moves the user's sums by the difference. */
async function refoldUserProblem(db: Db, uid: string, pid: number): Promise<void> {
  const now = await db
    .selectFrom('rank_submissions')
    .select((eb) => [
      eb.fn.count<string>('submit_id').filterWhere('status', '=', 0).as('accepted'),
      eb.fn.max('oi_rank_score').as('best'),
    ])
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .executeTakeFirstOrThrow();
  const accepted = Number(now.accepted);
  const best = now.best ?? 0;
  const was = await db
    .selectFrom('rank_user_problems')
    .select(['accepted', 'best_score'])
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .executeTakeFirst();
  await db
    .insertInto('rank_user_problems')
    .values({ uid, pid, accepted, best_score: best })
    .onConflict((oc) => oc.columns(['uid', 'pid']).doUpdateSet({ accepted, best_score: best }))
    .execute();
  const acBy = (accepted > 0 ? 1 : 0) - ((was?.accepted ?? 0) > 0 ? 1 : 0);
  const scoreBy = best - (was?.best_score ?? 0);
  if (acBy === 0 && scoreBy === 0) return;
  await db
    .updateTable('rank_users')
    .set((eb) => ({ ac: eb('ac', '+', acBy), score: eb('score', '+', scoreBy) }))
    .where('uid', '=', uid)
    .execute();
}

async function bumpDay(db: Db, day: string, status: number, by: number): Promise<void> {
  await db
    .insertInto('daily_submission_counts')
    .values({ day, status, count: by })
    .onConflict((oc) =>
      oc
        .columns(['day', 'status'])
        .doUpdateSet((eb) => ({ count: eb('daily_submission_counts.count', '+', by) })),
    )
    .execute();
}
