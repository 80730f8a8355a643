import {
  GroupRole,
  groupRankTopic,
  groupStatusTopic,
  isAccepted,
  isOpenStatus,
  PRACTICE_CID,
  type ProductEvent,
  programTextString,
  type RecordedEvent,
  SubmissionStatus,
} from '@oj/events';
import type { Transaction } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { GroupRanksTables } from './groupRanksTables';

type Db = Transaction<ProjectorTables & GroupRanksTables>;
interface Batch {
  /** Groups whose submissions changed (status room) and whose rank may have (rank room). */
  status: Set<number>;
  rank: Set<number>;
  /** Per batch, until a group or contest event: each contest's group (undefined: not a group contest). */
  contests: Map<number, { gid: number } | undefined>;
  /** Per batch, until a group or contest event: the group submissions read or made (null: none). */
  submissions: Map<number, GroupSubmission | null>;
}
type GroupSubmission = { gid: number; uid: string; pid: number };

const submitIdOf = (event: RecordedEvent<ProductEvent>) => Number(event.streamId.slice('submission-'.length));

/** A problem's score for the OI rank: its judged score, or for an ACM problem 100 when accepted. */
function scoreOf(status: number, score: number | null): number {
  if (score !== null) return score;
  return isAccepted(status) ? 100 : 0;
}

/**
 * Folds the group submissions (those of a group's contests and, outside contests, of a group's
 * problems; never a virtual participant's) and the groups' memberships into each group's status list
 * and rank (spec 03 section 2.8: ACM accepted problems then submissions, OI the sum of the best score per
 * problem). Each verdict refolds one (group, user, problem) and moves the user's sums by the difference,
 * as the site's rank lists do. Pushes are `{ kind: 'reload' }` to `group:<gid>:status` and
 * `group:<gid>:rank`, once per batch and group: each reader reads again what its rights (and a
 * contest's seal) allow.
 */
export const groupRanksProjection = defineProjection<ProductEvent, Batch>({
  name: 'group-ranks',
  handles: [
    'GroupCreated',
    'GroupJoined',
    'GroupApplied',
    'GroupMemberRoleChanged',
    'GroupMemberExited',
    'GroupMemberRemoved',
    'GroupDisbanded',
    'ContestCreated',
    'ContestUpdated',
    'ContestEndReached',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'SubmissionRejudged',
  ],
  tables: [
    'group_rank_members',
    'group_rank_contests',
    'group_submissions',
    'group_rank_user_problems',
    'group_rank_users',
  ],
  beginBatch: () => ({ status: new Set(), rank: new Set(), contests: new Map(), submissions: new Map() }),
  // The batch's verdicts on submissions it did not create: their rows in one statement (most are none).
  async prepareBatch(events, { db: trx, batch }) {
    const created = new Set<number>();
    const wanted: number[] = [];
    for (const event of events) {
      if (event.type === 'SubmissionCreated') created.add(event.data.submitId);
      else if (event.streamId.startsWith('submission-') && !created.has(submitIdOf(event)))
        wanted.push(submitIdOf(event));
    }
    const db: Db = trx.withTables<GroupRanksTables>();
    for (let i = 0; i < wanted.length; i += 1000) {
      const ids = wanted.slice(i, i + 1000);
      const rows = await db
        .selectFrom('group_submissions')
        .select(['submit_id', 'gid', 'uid', 'pid'])
        .where('submit_id', 'in', ids)
        .execute();
      for (const id of ids) batch.submissions.set(id, null);
      for (const row of rows) batch.submissions.set(row.submit_id, row);
    }
  },
  async apply(event, { db: trx, batch }) {
    const db: Db = trx.withTables<GroupRanksTables>();
    if (!event.streamId.startsWith('submission-')) {
      batch.contests.clear();
      batch.submissions.clear();
    }
    switch (event.type) {
      case 'GroupCreated': {
        const { id, owner } = event.data;
        await setMember(db, id, owner.uid, owner.username, GroupRole.root);
        batch.rank.add(id);
        return;
      }
      case 'GroupJoined':
      case 'GroupApplied': {
        const { id, uid, username } = event.data;
        await setMember(
          db,
          id,
          uid,
          username,
          event.type === 'GroupJoined' ? GroupRole.member : GroupRole.applying,
        );
        batch.rank.add(id);
        return;
      }
      case 'GroupMemberRoleChanged': {
        const { id, uid, auth, previousOwner } = event.data;
        await db
          .updateTable('group_rank_members')
          .set({ auth })
          .where('gid', '=', id)
          .where('uid', '=', uid)
          .execute();
        if (previousOwner)
          await db
            .updateTable('group_rank_members')
            .set({ auth: GroupRole.admin })
            .where('gid', '=', id)
            .where('uid', '=', previousOwner)
            .execute();
        batch.rank.add(id);
        return;
      }
      case 'GroupMemberExited':
      case 'GroupMemberRemoved':
        await db
          .deleteFrom('group_rank_members')
          .where('gid', '=', event.data.id)
          .where('uid', '=', event.data.uid)
          .execute();
        batch.rank.add(event.data.id);
        return;
      case 'GroupDisbanded':
        await db.deleteFrom('group_rank_members').where('gid', '=', event.data.id).execute();
        batch.rank.add(event.data.id);
        batch.status.add(event.data.id);
        return;
      case 'ContestCreated': {
        const { cid, gid, fields } = event.data;
        if (gid === null) return;
        await db
          .insertInto('group_rank_contests')
          .values({
            cid,
            gid,
            seal_rank: fields.sealRank,
            seal_time: fields.sealRankTime === null ? null : new Date(fields.sealRankTime),
            auto_real_rank: fields.autoRealRank,
          })
          .onConflict((oc) => oc.column('cid').doNothing())
          .execute();
        return;
      }
      case 'ContestUpdated':
      case 'ContestEndReached': {
        const cid = Number(event.streamId.slice('contest-'.length));
        const contest = await db
          .selectFrom('group_rank_contests')
          .selectAll()
          .where('cid', '=', cid)
          .executeTakeFirst();
        if (!contest) return;
        if (event.type === 'ContestEndReached') {
          await db
            .updateTable('group_rank_contests')
            .set({ end_reached: true })
            .where('cid', '=', cid)
            .execute();
        } else {
          const { sealRank, sealRankTime, autoRealRank } = event.data.changes;
          if (sealRank === undefined && sealRankTime === undefined && autoRealRank === undefined) return;
          await db
            .updateTable('group_rank_contests')
            .set({
              ...(sealRank === undefined ? {} : { seal_rank: sealRank }),
              ...(sealRankTime === undefined
                ? {}
                : { seal_time: sealRankTime === null ? null : new Date(sealRankTime) }),
              ...(autoRealRank === undefined ? {} : { auto_real_rank: autoRealRank }),
            })
            .where('cid', '=', cid)
            .execute();
        }
        if (await resealContest(db, cid)) {
          batch.rank.add(contest.gid);
        }
        return;
      }
      case 'SubmissionCreated': {
        const d = event.data;
        if (d.virtual) return;
        // A group problem's submission names its group; a group contest's is the contest's.
        const owner =
          d.gid !== undefined
            ? { gid: d.gid }
            : d.cid === PRACTICE_CID
              ? undefined
              : await groupOfContest(db, batch, d.cid);
        if (!owner) {
          batch.submissions.set(d.submitId, null);
          return;
        }
        const submitTime = new Date(event.metadata.at);
        const sealed = d.cid !== PRACTICE_CID && (await sealedAt(db, d.cid, submitTime));
        await db
          .insertInto('group_submissions')
          .values({
            submit_id: d.submitId,
            gid: owner.gid,
            cid: d.cid,
            pid: d.pid,
            display_pid: d.displayPid,
            uid: d.uid,
            username: d.username,
            language: d.language,
            length: programTextString(d.code).length,
            status: SubmissionStatus.pending,
            score: null,
            time: null,
            memory: null,
            judger: null,
            sealed,
            submit_time: submitTime,
          })
          .onConflict((oc) => oc.column('submit_id').doNothing())
          .execute();
        batch.submissions.delete(d.submitId);
        await db
          .insertInto('group_rank_users')
          .values({ gid: owner.gid, uid: d.uid, total: 1 })
          .onConflict((oc) =>
            oc.columns(['gid', 'uid']).doUpdateSet((eb) => ({ total: eb('group_rank_users.total', '+', 1) })),
          )
          .execute();
        batch.status.add(owner.gid);
        batch.rank.add(owner.gid);
        return;
      }
      default: {
        const verdict = verdictOf(event);
        if (!verdict) return;
        const submitId = submitIdOf(event);
        const known = batch.submissions.get(submitId);
        const row =
          known !== undefined
            ? known
            : await db
                .selectFrom('group_submissions')
                .select(['gid', 'uid', 'pid'])
                .where('submit_id', '=', submitId)
                .executeTakeFirst();
        if (!row) return;
        await db
          .updateTable('group_submissions')
          .set({
            status: verdict.status,
            counted: !isOpenStatus(verdict.status),
            ...(verdict.judged ?? {}),
            ...(verdict.score === undefined ? {} : { score: verdict.score }),
          })
          .where('submit_id', '=', submitId)
          .execute();
        await refoldUserProblem(db, row.gid, row.uid, row.pid);
        batch.status.add(row.gid);
        batch.rank.add(row.gid);
      }
    }
  },
  async afterBatch(_events, { batch, publish }) {
    for (const gid of batch.status) publish(groupStatusTopic(gid), { kind: 'reload' });
    for (const gid of batch.rank) publish(groupRankTopic(gid), { kind: 'reload' });
  },
});

async function setMember(db: Db, gid: number, uid: string, username: string, auth: number): Promise<void> {
  await db
    .insertInto('group_rank_members')
    .values({ gid, uid, username, auth })
    .onConflict((oc) => oc.columns(['gid', 'uid']).doUpdateSet({ username, auth }))
    .execute();
}

/** What a verdict event leaves on the row: its status, the judged figures, the score (undefined: kept). */
function verdictOf(event: RecordedEvent<ProductEvent>): {
  status: number;
  score?: number | null;
  judged?: { time: number; memory: number; judger: string };
} | null {
  switch (event.type) {
    case 'SubmissionJudged':
      return {
        status: event.data.status,
        score: event.data.score,
        judged: { time: event.data.time, memory: event.data.memory, judger: event.data.judger },
      };
    case 'SubmissionManuallyJudged':
      return { status: event.data.status, score: event.data.score };
    case 'SubmissionJudgeCancelled':
      return { status: SubmissionStatus.cancelled, score: null };
    case 'SubmissionRejudged':
      return { status: SubmissionStatus.pending, score: null };
    default:
      return null;
  }
}

/** Recounts one user's problem in one group from its counted submissions and moves the user's sums. */
async function refoldUserProblem(db: Db, gid: number, uid: string, pid: number): Promise<void> {
  const rows = await db
    .selectFrom('group_submissions')
    .select(['status', 'score'])
    .where('gid', '=', gid)
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .where('counted', '=', true)
    .where('sealed', '=', false)
    .execute();
  const accepted = rows.filter((r) => isAccepted(r.status)).length;
  const best = rows.reduce((max, r) => Math.max(max, scoreOf(r.status, r.score)), 0);
  const was = await db
    .selectFrom('group_rank_user_problems')
    .select(['accepted', 'best_score'])
    .where('gid', '=', gid)
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .executeTakeFirst();
  await db
    .insertInto('group_rank_user_problems')
    .values({ gid, uid, pid, accepted, best_score: best })
    .onConflict((oc) => oc.columns(['gid', 'uid', 'pid']).doUpdateSet({ accepted, best_score: best }))
    .execute();
  const acBy = (accepted > 0 ? 1 : 0) - ((was?.accepted ?? 0) > 0 ? 1 : 0);
  const scoreBy = best - (was?.best_score ?? 0);
  if (acBy === 0 && scoreBy === 0) return;
  await db
    .updateTable('group_rank_users')
    .set((eb) => ({ ac: eb('ac', '+', acBy), score: eb('score', '+', scoreBy) }))
    .where('gid', '=', gid)
    .where('uid', '=', uid)
    .execute();
}

/** Whether a submission made at `at` in contest `cid` falls in its sealed board now (spec 02 section 4). */
async function groupOfContest(db: Db, batch: Batch, cid: number): Promise<{ gid: number } | undefined> {
  if (batch.contests.has(cid)) return batch.contests.get(cid);
  const row = await db
    .selectFrom('group_rank_contests')
    .select('gid')
    .where('cid', '=', cid)
    .executeTakeFirst();
  batch.contests.set(cid, row);
  return row;
}

async function sealedAt(db: Db, cid: number, at: Date): Promise<boolean> {
  const contest = await db
    .selectFrom('group_rank_contests')
    .selectAll()
    .where('cid', '=', cid)
    .executeTakeFirst();
  if (!contest?.seal_rank || contest.seal_time === null) return false;
  if (contest.auto_real_rank && contest.end_reached) return false;
  return at.getTime() >= contest.seal_time.getTime();
}

/**
 * The contest's seal changed (its settings, or its end reached): marks its submissions sealed or not again
 * and refolds each (group, user, problem) whose rows moved. True when any did.
 */
async function resealContest(db: Db, cid: number): Promise<boolean> {
  const rows = await db
    .selectFrom('group_submissions')
    .select(['submit_id', 'gid', 'uid', 'pid', 'sealed', 'submit_time'])
    .where('cid', '=', cid)
    .execute();
  const moved = new Map<string, { gid: number; uid: string; pid: number }>();
  for (const row of rows) {
    const sealed = await sealedAt(db, cid, row.submit_time);
    if (sealed === row.sealed) continue;
    await db
      .updateTable('group_submissions')
      .set({ sealed })
      .where('submit_id', '=', row.submit_id)
      .execute();
    moved.set(`${row.gid}/${row.uid}/${row.pid}`, row);
  }
  for (const { gid, uid, pid } of moved.values()) await refoldUserProblem(db, gid, uid, pid);
  return moved.size > 0;
}
