import { isAccepted, type ProductEvent, type RecordedEvent } from '@oj/events';
import type { Insertable, Selectable, Transaction } from 'kysely';
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
 * One batch's contest submissions (one transaction): those created in it wait here and are written once
 * (`writeCreated`, before any contest or user event and at the batch's end); those it judges are read
 * once (`prepareSubmissions`). A submission created in the batch has no AC info row unless the batch
 * accepted it, so its other verdicts change nothing and cost no statement.
 */
export interface HelperBatch {
  created: Map<number, Submission>;
  /** Submissions read from the table (null: not a contest submission the helpers copied). */
  read: Map<number, Submission | null>;
  /** Created in this batch and since accepted (an AC info row may exist). */
  accepted: Set<number>;
  /** The contests and users read in this batch (until a contest or user event). */
  contests: Map<number, ContestCopy | undefined>;
  roots: Map<string, boolean>;
  /**
   * By contest: the problems whose first blood is due for a refresh, the rows the batch changed, and
   * those it took off the list (and did not put back). `flushAcInfo` refreshes and pushes them once.
   */
  pending: Map<number, { problems: Set<number>; changed: Set<number>; removed: Set<number> }>;
  /**
   * AC info rows the batch made, not written yet (a later verdict in the batch changes them here):
   * written with one insert by `flushAcInfo`, before first blood reads them.
   */
  acNew: Map<number, AcInfo>;
  /** Whether a stored AC info row is accepted (null: no row), read with the batch's submissions. */
  acStored: Map<number, boolean | null>;
  /** Users registered in the batch, not written yet (the first one wins, as the insert's do-nothing). */
  users: Map<string, Insertable<ContestHelpersTables['contest_helper_users']>>;
}
type AcInfo = Insertable<ContestHelpersTables['contest_ac_infos']>;
type ContestCopy = Selectable<ContestHelpersTables['contest_helper_contests']>;

export const newHelperBatch = (): HelperBatch => ({
  created: new Map(),
  read: new Map(),
  accepted: new Set(),
  contests: new Map(),
  roots: new Map(),
  pending: new Map(),
  acNew: new Map(),
  acStored: new Map(),
  users: new Map(),
});

/** Writes the users the batch registered (one statement per 1,000): before any read of the users. */
export async function writeUsers(db: Db, batch: HelperBatch): Promise<void> {
  if (batch.users.size === 0) return;
  const rows = [...batch.users.values()];
  batch.users.clear();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('contest_helper_users')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  }
}

/** Writes the AC info rows the batch made (one statement per 1,000). */
async function writeAcNew(db: Db, batch: HelperBatch): Promise<void> {
  if (batch.acNew.size === 0) return;
  const rows = [...batch.acNew.values()];
  batch.acNew.clear();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('contest_ac_infos')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/**
 * Refreshes the first blood of the problems the batch's verdicts touched, then pushes one change per
 * contest: the changed and moved rows as listed now, and the rows taken off. A client merging it ends
 * where merging one change per verdict would have left it (a row's last state wins either way); the
 * marks are a function of the accepted rows, so refreshing once per batch gives the same rows.
 */
export async function flushAcInfo(db: Db, batch: HelperBatch, publish: Publish): Promise<void> {
  await writeUsers(db, batch);
  await writeAcNew(db, batch);
  // Written rows change by statement from now on (a contest event may change or delete them).
  batch.acStored.clear();
  for (const [cid, pending] of batch.pending) {
    const ids = new Set(pending.changed);
    for (const id of await refreshFirstBlood(db, cid, [...pending.problems], batch)) ids.add(id);
    if (ids.size === 0 && pending.removed.size === 0) continue;
    const change: AcInfoChange = {
      kind: 'rows',
      rows: await viewsOf(db, [...ids]),
      removed: [...pending.removed],
    };
    publish(contestAcInfoTopic(cid), change);
  }
  batch.pending.clear();
}

async function contestOf(
  db: Db,
  batch: HelperBatch | undefined,
  cid: number,
): Promise<ContestCopy | undefined> {
  if (batch?.contests.has(cid)) return batch.contests.get(cid);
  const contest = await db
    .selectFrom('contest_helper_contests')
    .selectAll()
    .where('cid', '=', cid)
    .executeTakeFirst();
  batch?.contests.set(cid, contest);
  return contest;
}

const submitIdOf = (event: Event) => Number(event.streamId.slice('submission-'.length));

/** Reads the submissions the batch judges and did not create, in one statement per 1,000. */
export async function prepareSubmissions(
  db: Db,
  batch: HelperBatch,
  events: readonly Event[],
): Promise<void> {
  const created = new Set<number>();
  const wanted: number[] = [];
  const uids = new Set<string>();
  for (const event of events) {
    const fresh = contestSubmissionOf(event);
    if (fresh && !batch.roots.has(fresh.uid)) uids.add(fresh.uid);
    if (event.type === 'SubmissionCreated') created.add(event.data.submitId);
    else if (event.streamId.startsWith('submission-') && verdictOf(event)) {
      const submitId = submitIdOf(event);
      if (!created.has(submitId) && !batch.read.has(submitId)) wanted.push(submitId);
    }
  }
  for (let i = 0; i < wanted.length; i += 1000) {
    const ids = wanted.slice(i, i + 1000);
    const rows = await db
      .selectFrom('contest_helper_submissions')
      .selectAll()
      .where('submit_id', 'in', ids)
      .execute();
    for (const id of ids) batch.read.set(id, null);
    for (const row of rows) batch.read.set(row.submit_id, row);
    const acInfos = await db
      .selectFrom('contest_ac_infos')
      .select(['id', 'accepted'])
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) batch.acStored.set(id, null);
    for (const row of acInfos) batch.acStored.set(row.id, row.accepted);
    for (const row of rows) if (!batch.roots.has(row.uid)) uids.add(row.uid);
  }
  // Whether the batch's authors are super admins (no balloon for them), read once.
  const unknown = [...uids];
  for (let i = 0; i < unknown.length; i += 1000) {
    const some = unknown.slice(i, i + 1000);
    const users = await db
      .selectFrom('contest_helper_users')
      .select(['uid', 'root'])
      .where('uid', 'in', some)
      .execute();
    for (const uid of some) batch.roots.set(uid, false);
    for (const user of users) batch.roots.set(user.uid, user.root);
  }
}

/** Writes the batch's new contest submissions (contest and user events may read or delete them). */
export async function writeCreated(db: Db, batch: HelperBatch): Promise<void> {
  batch.contests.clear();
  if (batch.created.size === 0) return;
  const rows = [...batch.created.values()];
  batch.created.clear();
  batch.accepted.clear();
  batch.read.clear();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('contest_helper_submissions')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('submit_id').doNothing())
      .execute();
  }
}

/**
 * Contest submissions (copied at SubmissionCreated) and their verdicts: an Accepted verdict during the
 * contest by a contestant adds (or restores) the submission's AC info row; another verdict takes it off
 * the list. A rejudge alone changes nothing: the row waits for the new verdict. Each change refreshes
 * the problem's first blood and pushes the changed rows to `contest:<cid>:ac-info`, once per batch
 * (`flushAcInfo`).
 */
export async function applySubmissionToAcInfo(db: Db, event: Event, batch: HelperBatch): Promise<void> {
  const d = contestSubmissionOf(event);
  if (d) {
    batch.created.set(d.submitId, {
      submit_id: d.submitId,
      cid: d.cid,
      uid: d.uid,
      username: d.username,
      pid: d.pid,
      submit_time: d.submitTime,
    });
    return;
  }
  // A rejudge alone changes nothing here: the row waits for the new verdict.
  const status = event.type === 'SubmissionRejudged' ? undefined : verdictOf(event)?.status;
  if (status === undefined) return;
  const submitId = submitIdOf(event);
  const fresh = batch.created.get(submitId);
  // New in this batch and never accepted: no AC info row exists, so nothing to retract.
  if (fresh && !isAccepted(status) && !batch.accepted.has(submitId)) return;
  // New in this batch and never accepted: no AC info row to look up either.
  const rowless = fresh !== undefined && !batch.accepted.has(submitId);
  if (fresh && isAccepted(status)) batch.accepted.add(submitId);
  const sub = fresh ?? (await submissionOf(db, batch, submitId));
  if (!sub) return;
  const changed = isAccepted(status)
    ? await accept(db, sub, batch, rowless)
    : await retract(db, batch, submitId);
  if (!changed) return;
  // First blood and the push wait for the batch's end (flushAcInfo): once per problem and contest.
  let pending = batch.pending.get(sub.cid);
  if (!pending) {
    pending = { problems: new Set(), changed: new Set(), removed: new Set() };
    batch.pending.set(sub.cid, pending);
  }
  pending.problems.add(sub.pid);
  if (isAccepted(status)) {
    pending.changed.add(submitId);
    pending.removed.delete(submitId);
  } else {
    pending.changed.delete(submitId);
    pending.removed.add(submitId);
  }
}

async function submissionOf(db: Db, batch: HelperBatch, submitId: number): Promise<Submission | undefined> {
  const read = batch.read.get(submitId);
  if (read !== undefined) return read ?? undefined;
  const row = await db
    .selectFrom('contest_helper_submissions')
    .selectAll()
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  batch.read.set(submitId, row ?? null);
  return row;
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
async function accept(db: Db, sub: Submission, batch: HelperBatch, rowless: boolean): Promise<boolean> {
  const buffered = batch.acNew.get(sub.submit_id);
  if (buffered) {
    if (buffered.accepted) return false;
    buffered.accepted = true;
    return true;
  }
  const existing = rowless ? undefined : await storedAcInfo(db, batch, sub.submit_id);
  if (existing) {
    if (existing.accepted) return false;
    await db
      .updateTable('contest_ac_infos')
      .set({ accepted: true })
      .where('id', '=', sub.submit_id)
      .execute();
    batch.acStored.set(sub.submit_id, true);
    return true;
  }
  if (!(await dueBalloon(db, sub, batch))) return false;
  batch.acNew.set(sub.submit_id, {
    id: sub.submit_id,
    cid: sub.cid,
    uid: sub.uid,
    username: sub.username,
    pid: sub.pid,
    submit_time: sub.submit_time,
    accepted: true,
    first_blood: false,
    checked: false,
  });
  return true;
}

/** A stored row's accepted mark (undefined: no row), from the batch's read when it made one. */
async function storedAcInfo(
  db: Db,
  batch: HelperBatch,
  id: number,
): Promise<{ accepted: boolean } | undefined> {
  const known = batch.acStored.get(id);
  if (known !== undefined) return known === null ? undefined : { accepted: known };
  return db.selectFrom('contest_ac_infos').select('accepted').where('id', '=', id).executeTakeFirst();
}

/** During the contest, by a contestant: not the author, not a super admin (they are never on the board). */
async function dueBalloon(db: Db, sub: Submission, batch: HelperBatch): Promise<boolean> {
  const contest = await contestOf(db, batch, sub.cid);
  if (!contest || contest.author_uid === sub.uid) return false;
  if (sub.submit_time < contest.start_time || sub.submit_time >= contest.end_time) return false;
  // A registration buffered in the batch is newer than what the table (or a read of it) said.
  let root = batch.users.get(sub.uid)?.root ?? batch.roots.get(sub.uid);
  if (root === undefined) {
    const user = await db
      .selectFrom('contest_helper_users')
      .select('root')
      .where('uid', '=', sub.uid)
      .executeTakeFirst();
    root = user?.root ?? false;
    batch.roots.set(sub.uid, root);
  }
  return !root;
}

async function retract(db: Db, batch: HelperBatch, submitId: number): Promise<boolean> {
  const buffered = batch.acNew.get(submitId);
  if (buffered) {
    if (!buffered.accepted) return false;
    Object.assign(buffered, { accepted: false, first_blood: false });
    return true;
  }
  const known = batch.acStored.get(submitId);
  if (known === null || known === false) return false;
  if (known === true) batch.acStored.set(submitId, false);
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
export async function refreshFirstBlood(
  db: Db,
  cid: number,
  pids: readonly number[],
  batch?: HelperBatch,
): Promise<number[]> {
  const contest = await contestOf(db, batch, cid);
  if (!contest || pids.length === 0) return [];
  const all = await db
    .selectFrom('contest_ac_infos')
    .leftJoin('contest_helper_users', 'contest_helper_users.uid', 'contest_ac_infos.uid')
    .select([
      'contest_ac_infos.id',
      'contest_ac_infos.uid',
      'contest_ac_infos.username',
      'contest_ac_infos.submit_time',
      'contest_ac_infos.accepted',
      'contest_ac_infos.first_blood',
      'contest_ac_infos.pid',
      'contest_helper_users.root',
    ])
    .where('contest_ac_infos.cid', '=', cid)
    .where('contest_ac_infos.pid', 'in', pids)
    .execute();
  const moved: number[] = [];
  const first = new Set<number>();
  for (const pid of pids) {
    const rows = all.filter((r) => r.pid === pid);
    const marked = firstBloodOf(contest, rows);
    for (const r of rows) {
      if (marked.has(r.id)) first.add(r.id);
      if (r.first_blood !== marked.has(r.id)) moved.push(r.id);
    }
  }
  // Two statements at most (marked, unmarked), whatever the rows moved.
  for (const mark of [true, false]) {
    const ids = moved.filter((id) => first.has(id) === mark);
    if (ids.length > 0)
      await db.updateTable('contest_ac_infos').set({ first_blood: mark }).where('id', 'in', ids).execute();
  }
  return moved;
}

/** One problem's first blood among its AC info rows (the board's rule, `firstBloodIds`). */
function firstBloodOf(
  contest: ContestCopy,
  rows: readonly {
    id: number;
    uid: string;
    username: string;
    submit_time: Date;
    accepted: boolean;
    root: boolean | null;
  }[],
): Set<number> {
  const contestants = rows.filter((r) => r.accepted && !r.root && r.uid !== contest.author_uid);
  return firstBloodIds(
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
