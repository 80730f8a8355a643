import { isAccepted, type ProductEvent, type RecordedEvent } from '@oj/events';
import type { Transaction } from 'kysely';
import type { ProjectorTables } from '../../projector/tables';
import { contestSubmissionOf, verdictOf } from '../contestFacts';
import type { ContestHelpersTables } from './contestHelpersTables';
import { firstBloodIds } from './firstBlood';
import { type AcInfoChange, type AcInfoView, contestAcInfoTopic } from './helperViews';
import { acInfoRows } from './queries';

export type Db = Transaction<ProjectorTables & ContestHelpersTables>;
export type Publish = (topic: string, payload: unknown) => void;
type Event = RecordedEvent<ProductEvent>;

/**
 * Contest submissions (copied at SubmissionCreated) and their verdicts: an Accepted verdict during the
 * contest by a contestant adds (or restores) the submission's AC info row; another verdict takes it off
 * the list. A rejudge alone changes nothing: the row waits for the new verdict. Each change refreshes
 * the problem's first blood and pushes the changed rows to `contest:<cid>:ac-info` once.
 */
export async function applySubmissionToAcInfo(db: Db, event: Event, publish: Publish): Promise<void> {
  const d = contestSubmissionOf(event);
  if (d) {
    await db
      .insertInto('contest_helper_submissions')
      .values({
        submit_id: d.submitId,
        cid: d.cid,
        uid: d.uid,
        username: d.username,
        pid: d.pid,
        submit_time: d.submitTime,
      })
      .onConflict((oc) => oc.column('submit_id').doNothing())
      .execute();
    return;
  }
  // A rejudge alone changes nothing here: the row waits for the new verdict.
  const status = event.type === 'SubmissionRejudged' ? undefined : verdictOf(event)?.status;
  if (status === undefined) return;
  const submitId = Number(event.streamId.slice('submission-'.length));
  const sub = await db
    .selectFrom('contest_helper_submissions')
    .selectAll()
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (!sub) return;
  const changed = isAccepted(status) ? await accept(db, sub) : await retract(db, submitId);
  if (!changed) return;
  const moved = await refreshFirstBlood(db, sub.cid, sub.pid);
  const ids = isAccepted(status) ? [...new Set([submitId, ...moved])] : moved;
  const change: AcInfoChange = {
    kind: 'rows',
    rows: await viewsOf(db, ids),
    removed: isAccepted(status) ? [] : [submitId],
  };
  publish(contestAcInfoTopic(sub.cid), change);
}

type Submission = {
  submit_id: number;
  cid: number;
  uid: string;
  username: string;
  pid: number;
  submit_time: Date;
};

/** Adds or restores the row; false when nothing changed (already accepted, or no balloon is due). */
async function accept(db: Db, sub: Submission): Promise<boolean> {
  const existing = await db
    .selectFrom('contest_ac_infos')
    .select('accepted')
    .where('id', '=', sub.submit_id)
    .executeTakeFirst();
  if (existing) {
    if (existing.accepted) return false;
    await db
      .updateTable('contest_ac_infos')
      .set({ accepted: true })
      .where('id', '=', sub.submit_id)
      .execute();
    return true;
  }
  if (!(await dueBalloon(db, sub))) return false;
  await db
    .insertInto('contest_ac_infos')
    .values({
      id: sub.submit_id,
      cid: sub.cid,
      uid: sub.uid,
      username: sub.username,
      pid: sub.pid,
      submit_time: sub.submit_time,
      accepted: true,
      first_blood: false,
      checked: false,
    })
    .execute();
  return true;
}

/** During the contest, by a contestant: not the author, not a super admin (they are never on the board). */
async function dueBalloon(db: Db, sub: Submission): Promise<boolean> {
  const contest = await db
    .selectFrom('contest_helper_contests')
    .selectAll()
    .where('cid', '=', sub.cid)
    .executeTakeFirst();
  if (!contest || contest.author_uid === sub.uid) return false;
  if (sub.submit_time < contest.start_time || sub.submit_time >= contest.end_time) return false;
  const user = await db
    .selectFrom('contest_helper_users')
    .select('root')
    .where('uid', '=', sub.uid)
    .executeTakeFirst();
  return !user?.root;
}

async function retract(db: Db, submitId: number): Promise<boolean> {
  const result = await db
    .updateTable('contest_ac_infos')
    .set({ accepted: false, first_blood: false })
    .where('id', '=', submitId)
    .where('accepted', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Recomputes first blood for one problem of a contest from its accepted rows (the board's rule, see
 * `firstBloodIds`) and returns the ids whose mark changed.
 */
export async function refreshFirstBlood(db: Db, cid: number, pid: number): Promise<number[]> {
  const contest = await db
    .selectFrom('contest_helper_contests')
    .selectAll()
    .where('cid', '=', cid)
    .executeTakeFirst();
  if (!contest) return [];
  const rows = await db
    .selectFrom('contest_ac_infos')
    .leftJoin('contest_helper_users', 'contest_helper_users.uid', 'contest_ac_infos.uid')
    .select([
      'contest_ac_infos.id',
      'contest_ac_infos.uid',
      'contest_ac_infos.username',
      'contest_ac_infos.submit_time',
      'contest_ac_infos.accepted',
      'contest_ac_infos.first_blood',
      'contest_helper_users.root',
    ])
    .where('contest_ac_infos.cid', '=', cid)
    .where('contest_ac_infos.pid', '=', pid)
    .execute();
  const contestants = rows.filter((r) => r.accepted && !r.root && r.uid !== contest.author_uid);
  const first = firstBloodIds(
    contestants.map((r) => ({
      id: r.id,
      uid: r.uid,
      username: r.username,
      submitTime: r.submit_time.getTime(),
    })),
    {
      startTime: contest.start_time.getTime(),
      endTime: contest.end_time.getTime(),
      timeUnit: contest.time_unit === 'minute' ? 'minute' : 'second',
      starUsernames: new Set(contest.star_usernames),
    },
  );
  const moved = rows.filter((r) => r.first_blood !== first.has(r.id)).map((r) => r.id);
  for (const id of moved) {
    await db
      .updateTable('contest_ac_infos')
      .set({ first_blood: first.has(id) })
      .where('id', '=', id)
      .execute();
  }
  return moved;
}

/** The listed (accepted) rows among `ids`, as the REST list shows them. */
export async function viewsOf(db: Db, ids: readonly number[]): Promise<AcInfoView[]> {
  return (await acInfoRows(db, { ids })).rows;
}

/** An admin ticked a row off (or back on). */
export async function applyChecked(
  db: Db,
  cid: number,
  data: { id: number; checked: boolean },
  publish: Publish,
): Promise<void> {
  const result = await db
    .updateTable('contest_ac_infos')
    .set({ checked: data.checked })
    .where('id', '=', data.id)
    .where('cid', '=', cid)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return;
  const change: AcInfoChange = { kind: 'rows', rows: await viewsOf(db, [data.id]), removed: [] };
  publish(contestAcInfoTopic(cid), change);
}
