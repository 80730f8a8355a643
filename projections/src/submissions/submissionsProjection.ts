import {
  isAccepted,
  PRACTICE_CID,
  type ProductEvent,
  type ProgramText,
  programTextBytes,
  programTextString,
  type RecordedEvent,
  SubmissionStatus,
} from '@oj/events';
import type { Insertable, Transaction } from 'kysely';
import { contestByCid } from '../contests/catalogue/queries';
import type { ContestsTables } from '../contests/contestsTables';
import { frozenSummary, sealedVerdictsAt } from '../contests/sealedVerdicts';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { QueryDb } from '../readModel/queryDb';
import { submissionsByIds } from './queries';
import type { SubmissionRow, SubmissionsTables } from './submissionsTable';

/** The public submission list's room (non-contest submissions only). */
export const STATUS_TOPIC = 'status';
export const submissionTopic = (submitId: number) => `submission:${submitId}`;
export const userTopic = (uid: string) => `user:${uid}`;
/** A contest's submission list: as its participants see it, or (`admin`) as its admins do. */
export const contestSubmissionsTopic = (cid: number, audience?: 'admin') =>
  audience ? `contest:${cid}:submissions:admin` : `contest:${cid}:submissions`;
/** Not a room: the server's judge queue listens for it to wake waiting runners. */
export const JUDGE_QUEUE_TOPIC = 'judge-queue';

type Db = Transaction<ProjectorTables & SubmissionsTables>;
type Publish = (topic: string, payload: unknown) => void;
type CaseValues = Insertable<SubmissionsTables['submission_cases']>;
type ContestOfRow = Awaited<ReturnType<typeof contestByCid>>;

/**
 * One batch's state (one transaction: nothing else writes these tables meanwhile). The batch's rows are
 * read once (`prepareBatch`), changed in memory event by event (each event still publishes the row as it
 * stands after it), and written at the batch's end with one statement per table (`afterBatch`).
 */
interface SubmissionsBatch {
  /** Every submission row the batch reads or writes, as it stands after the events applied so far. */
  rows: Map<number, SubmissionRow>;
  /** Ids asked of the table and not there. */
  absent: Set<number>;
  /** Ids whose row changed: upserted at the batch's end. */
  dirty: Set<number>;
  /** Judged cases to upsert, by `submitId:seq`. */
  cases: Map<string, CaseValues>;
  /** Rejudged submissions: their stored cases are deleted before the batch's cases are written. */
  casesCleared: Set<number>;
  /** Deltas of the statistics, by key; a key stays even when its delta sums to 0 (the row exists then). */
  problemStats: Map<string, { pid: number; status: number; count: number }>;
  userStats: Map<
    string,
    { uid: string; pid: number; submitted: number; accepted: number; first_ac_time: Date | null }
  >;
  downloads: Map<string, { uid: string; day: string; count: number }>;
  /** The contests the batch's contest submissions are published under (only what is pushed). */
  contests: Map<number, ContestOfRow>;
}

const newBatch = (): SubmissionsBatch => ({
  rows: new Map(),
  absent: new Set(),
  dirty: new Set(),
  cases: new Map(),
  casesCleared: new Set(),
  problemStats: new Map(),
  userStats: new Map(),
  downloads: new Map(),
  contests: new Map(),
});

const submitIdOf = (event: RecordedEvent<ProductEvent>) => Number(event.streamId.slice('submission-'.length));

/**
 * Submissions, their judged cases, the judge queue (open rounds with their lease), and the statistics
 * that follow the final verdicts: per problem and status, and per user and problem. A rejudge takes
 * the old verdict out of the statistics and the new one puts its own in, so the counts always match
 * the submissions' current statuses. A batch folds in memory and writes once per table (see
 * SubmissionsBatch): a rebuild used to spend seven statements on a verdict.
 */
export const submissionsProjection = defineProjection<ProductEvent, SubmissionsBatch>({
  name: 'submissions',
  handles: [
    'SubmissionCreated',
    'JudgeLeaseTaken',
    'JudgeLeaseRenewed',
    'SubmissionJudgeProgressed',
    'SubmissionCaseJudged',
    'SubmissionJudged',
    'SubmissionRejudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'SubmissionShareChanged',
    'SubmissionWrongCaseDownloaded',
  ],
  tables: [
    'submissions',
    'submission_cases',
    'problem_statistics',
    'user_problem_status',
    'wrong_case_downloads',
  ],
  beginBatch: newBatch,
  // Catching up, a room gets one reload per batch instead of about four changes per event (the rows'
  // lists, the author's room, the submission's own room: each web reader of them reads again on a
  // reload); the judge queue's wake-up only needs its last (the queue reads the table).
  whileBehind: (topic) => (topic === JUDGE_QUEUE_TOPIC ? 'last' : 'reload'),
  async prepareBatch(events, { db: trx, batch }) {
    const created = new Set<number>();
    const wanted = new Set<number>();
    for (const event of events) {
      if (event.type === 'SubmissionCreated') created.add(event.data.submitId);
      else if (event.type !== 'SubmissionWrongCaseDownloaded') {
        const submitId = submitIdOf(event);
        if (!created.has(submitId)) wanted.add(submitId);
      }
    }
    await loadRows(trx.withTables<SubmissionsTables>(), batch, [...wanted]);
  },
  async apply(event, { db: trx, publish, batch }) {
    const db = trx.withTables<SubmissionsTables>();
    const submitId = submitIdOf(event);
    let row: SubmissionRow | undefined;
    if (event.type === 'SubmissionCreated') {
      row = created(batch, event);
    } else {
      row = await rowOf(db, batch, submitId);
      const changed = applyChange(batch, submitId, row, event);
      // A renewed lease changes the row without a change anyone is shown.
      if (row && event.type !== 'SubmissionWrongCaseDownloaded') batch.dirty.add(submitId);
      if (!changed || !row) return;
    }
    if (row.virtual_cid !== null) announceVirtual(row, event, publish);
    else if (row.cid === PRACTICE_CID) announce(row, event, publish);
    else
      await announceInContest(
        trx.withTables<SubmissionsTables & ContestsTables>(),
        batch,
        row,
        event,
        publish,
      );
  },
  async afterBatch(_events, { db: trx, batch }) {
    await writeBatch(trx.withTables<SubmissionsTables>(), batch);
  },
});

async function loadRows(db: Db, batch: SubmissionsBatch, submitIds: number[]): Promise<void> {
  const unknown = submitIds.filter((id) => !batch.rows.has(id) && !batch.absent.has(id));
  for (let i = 0; i < unknown.length; i += 1000) {
    const ids = unknown.slice(i, i + 1000);
    for (const row of await submissionsByIds(db, ids)) batch.rows.set(row.submit_id, row);
    for (const id of ids) if (!batch.rows.has(id)) batch.absent.add(id);
  }
}

async function rowOf(db: Db, batch: SubmissionsBatch, submitId: number): Promise<SubmissionRow | undefined> {
  await loadRows(db, batch, [submitId]);
  return batch.rows.get(submitId);
}

function created(
  batch: SubmissionsBatch,
  event: Extract<RecordedEvent<ProductEvent>, { type: 'SubmissionCreated' }>,
): SubmissionRow {
  const d = event.data;
  const row: SubmissionRow = {
    submit_id: d.submitId,
    pid: d.pid,
    display_pid: d.displayPid,
    cid: d.cid,
    virtual_cid: d.virtual?.cid ?? null,
    gid: d.gid ?? null,
    uid: d.uid,
    username: d.username,
    language: d.language,
    code: bytesOf(d.code),
    length: programTextString(d.code).length,
    ip: d.ip,
    status: SubmissionStatus.pending,
    score: null,
    oi_rank_score: null,
    time: null,
    memory: null,
    // The table's defaults, as a read after the insert would give them.
    error_message: Buffer.alloc(0),
    system_error: null,
    judger: '',
    is_manual: false,
    share: false,
    round: 1,
    lease_id: null,
    lease_expires_at: null,
    counted_status: null,
    submit_time: new Date(event.metadata.at),
    judged_at: null,
  };
  batch.rows.set(d.submitId, row);
  batch.absent.delete(d.submitId);
  batch.dirty.add(d.submitId);
  // Practice only: a virtual participant's submissions count in no statistics (nor in the rank lists).
  if (d.cid === PRACTICE_CID && !d.virtual)
    bumpUser(batch, d.uid, d.pid, { submitted: 1, accepted: 0 }, null);
  return row;
}

/**
 * Applies one event to the batch's row (and cases, statistics, downloads); false when it changed
 * nothing a reader would see. Events on a submission the table does not hold change no row.
 */
function applyChange(
  batch: SubmissionsBatch,
  submitId: number,
  row: SubmissionRow | undefined,
  event: RecordedEvent<ProductEvent>,
): boolean {
  const at = new Date(event.metadata.at);
  const set = (values: Partial<SubmissionRow>) => {
    if (row) Object.assign(row, values);
  };
  switch (event.type) {
    case 'JudgeLeaseTaken':
    case 'JudgeLeaseRenewed':
      set({ lease_id: event.data.leaseId, lease_expires_at: event.data.expiresAt as unknown as string });
      return event.type === 'JudgeLeaseTaken';
    case 'SubmissionJudgeProgressed':
      set({ status: event.data.status });
      return true;
    case 'SubmissionCaseJudged': {
      const c = event.data.case;
      const key = `${submitId}:${c.seq}`;
      const earlier = batch.cases.get(key);
      batch.cases.set(key, {
        submit_id: submitId,
        round: event.data.round,
        seq: c.seq,
        // A stored case keeps its names and group on conflict (the upsert below): so does a buffered one.
        input_name: earlier?.input_name ?? c.inputName,
        output_name: earlier?.output_name ?? c.outputName,
        group_num: earlier?.group_num ?? c.groupNum,
        status: c.status,
        time: c.time,
        memory: c.memory,
        score: c.score,
        user_output: bytesOf(c.userOutput),
        message: bytesOf(c.message),
      });
      return true;
    }
    case 'SubmissionJudged': {
      const d = event.data;
      set({
        status: d.status,
        score: d.score,
        oi_rank_score: d.oiRankScore,
        time: d.time,
        memory: d.memory,
        error_message: bytesOf(d.errorMessage),
        system_error: d.systemError === null ? null : bytesOf(d.systemError),
        judger: d.judger,
        is_manual: false,
        lease_id: null,
        lease_expires_at: null,
        judged_at: at,
      });
      recount(batch, row, d.status, at);
      return true;
    }
    case 'SubmissionManuallyJudged':
      set({
        status: event.data.status,
        score: event.data.score,
        is_manual: true,
        lease_id: null,
        judged_at: at,
      });
      recount(batch, row, event.data.status, at);
      return true;
    case 'SubmissionJudgeCancelled':
      set({ status: SubmissionStatus.cancelled, lease_id: null, lease_expires_at: null, judged_at: at });
      recount(batch, row, SubmissionStatus.cancelled, at);
      return true;
    case 'SubmissionRejudged':
      set({
        status: SubmissionStatus.pending,
        round: event.data.round,
        score: null,
        oi_rank_score: null,
        time: null,
        memory: null,
        error_message: Buffer.alloc(0),
        system_error: null,
        is_manual: false,
        lease_id: null,
        lease_expires_at: null,
        judged_at: null,
      });
      for (const key of batch.cases.keys()) if (key.startsWith(`${submitId}:`)) batch.cases.delete(key);
      batch.casesCleared.add(submitId);
      recount(batch, row, null, at);
      return true;
    case 'SubmissionShareChanged':
      set({ share: event.data.share });
      return true;
    case 'SubmissionWrongCaseDownloaded': {
      const day = event.metadata.at.slice(0, 10);
      const key = `${event.data.uid}:${day}`;
      const counted = batch.downloads.get(key);
      if (counted) counted.count += 1;
      else batch.downloads.set(key, { uid: event.data.uid, day, count: 1 });
      return false;
    }
    default:
      return false;
  }
}

/** Program text as the read model keeps it: its bytes. */
const bytesOf = (text: ProgramText): Buffer => Buffer.from(programTextBytes(text));

/** Moves the submission's counted status (null: none) in the statistics of non-contest submissions. */
function recount(
  batch: SubmissionsBatch,
  row: SubmissionRow | undefined,
  next: number | null,
  at: Date,
): void {
  if (!row || row.counted_status === next) return;
  const previous = row.counted_status;
  row.counted_status = next;
  if (row.cid !== PRACTICE_CID || row.virtual_cid !== null) return;
  if (previous !== null) bumpProblem(batch, row.pid, previous, -1);
  if (next !== null) bumpProblem(batch, row.pid, next, 1);
  const accepted =
    (next !== null && isAccepted(next) ? 1 : 0) - (previous !== null && isAccepted(previous) ? 1 : 0);
  if (accepted !== 0) bumpUser(batch, row.uid, row.pid, { submitted: 0, accepted }, accepted > 0 ? at : null);
}

function bumpProblem(batch: SubmissionsBatch, pid: number, status: number, by: number): void {
  const key = `${pid}:${status}`;
  const counted = batch.problemStats.get(key);
  if (counted) counted.count += by;
  else batch.problemStats.set(key, { pid, status, count: by });
}

function bumpUser(
  batch: SubmissionsBatch,
  uid: string,
  pid: number,
  by: { submitted: number; accepted: number },
  acceptedAt: Date | null,
): void {
  const key = `${uid}:${pid}`;
  const counted = batch.userStats.get(key);
  if (!counted) {
    batch.userStats.set(key, { uid, pid, ...by, first_ac_time: acceptedAt });
    return;
  }
  counted.submitted += by.submitted;
  counted.accepted += by.accepted;
  // The stored time wins (coalesce on conflict), then the batch's first.
  counted.first_ac_time ??= acceptedAt;
}

const CHUNK = 1000;
function* chunks<T>(values: readonly T[]): Generator<T[]> {
  for (let i = 0; i < values.length; i += CHUNK) yield values.slice(i, i + CHUNK);
}

/** The batch's writes: one statement per table (per 1,000 rows), in the batch's transaction. */
async function writeBatch(db: Db, batch: SubmissionsBatch): Promise<void> {
  const rows = [...batch.dirty].flatMap((id) => batch.rows.get(id) ?? []);
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('submissions')
      .values(
        chunk.map((row) => ({ ...row, lease_expires_at: row.lease_expires_at as unknown as number | null })),
      )
      .onConflict((oc) =>
        oc.column('submit_id').doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          score: eb.ref('excluded.score'),
          oi_rank_score: eb.ref('excluded.oi_rank_score'),
          time: eb.ref('excluded.time'),
          memory: eb.ref('excluded.memory'),
          error_message: eb.ref('excluded.error_message'),
          system_error: eb.ref('excluded.system_error'),
          judger: eb.ref('excluded.judger'),
          is_manual: eb.ref('excluded.is_manual'),
          share: eb.ref('excluded.share'),
          round: eb.ref('excluded.round'),
          lease_id: eb.ref('excluded.lease_id'),
          lease_expires_at: eb.ref('excluded.lease_expires_at'),
          counted_status: eb.ref('excluded.counted_status'),
          judged_at: eb.ref('excluded.judged_at'),
        })),
      )
      .execute();
  }
  for (const ids of chunks([...batch.casesCleared])) {
    await db.deleteFrom('submission_cases').where('submit_id', 'in', ids).execute();
  }
  for (const chunk of chunks([...batch.cases.values()])) {
    await db
      .insertInto('submission_cases')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['submit_id', 'seq']).doUpdateSet((eb) => ({
          round: eb.ref('excluded.round'),
          status: eb.ref('excluded.status'),
          time: eb.ref('excluded.time'),
          memory: eb.ref('excluded.memory'),
          score: eb.ref('excluded.score'),
          user_output: eb.ref('excluded.user_output'),
          message: eb.ref('excluded.message'),
        })),
      )
      .execute();
  }
  for (const chunk of chunks([...batch.problemStats.values()])) {
    await db
      .insertInto('problem_statistics')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['pid', 'status'])
          .doUpdateSet((eb) => ({ count: eb('problem_statistics.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
  for (const chunk of chunks([...batch.userStats.values()])) {
    await db
      .insertInto('user_problem_status')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['uid', 'pid']).doUpdateSet((eb) => ({
          submitted: eb('user_problem_status.submitted', '+', eb.ref('excluded.submitted')),
          accepted: eb('user_problem_status.accepted', '+', eb.ref('excluded.accepted')),
          first_ac_time: eb.fn.coalesce(
            'user_problem_status.first_ac_time',
            eb.ref('excluded.first_ac_time'),
          ),
        })),
      )
      .execute();
  }
  for (const chunk of chunks([...batch.downloads.values()])) {
    await db
      .insertInto('wrong_case_downloads')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['uid', 'day'])
          .doUpdateSet((eb) => ({ count: eb('wrong_case_downloads.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
}

/** The fields anyone may see in a list; never the code, the error message or the client's address. */
export function submissionSummary(row: SubmissionRow) {
  return {
    submitId: row.submit_id,
    submitTime: row.submit_time.toISOString(),
    pid: row.pid,
    displayPid: row.display_pid,
    uid: row.uid,
    username: row.username,
    status: row.status,
    share: row.share,
    time: row.time,
    memory: row.memory,
    score: row.score,
    oiRankScore: row.oi_rank_score,
    length: row.length,
    language: row.language,
    cid: row.cid,
    /** Set on a virtual participant's submission: the ended contest it was made in. */
    virtualCid: row.virtual_cid,
    judger: row.judger,
    isManual: row.is_manual,
  };
}
export type SubmissionSummary = ReturnType<typeof submissionSummary>;

/** Pushes a practice submission to its own room, its author's room and the public list. */
function announce(row: SubmissionRow, event: RecordedEvent<ProductEvent>, publish: Publish): void {
  const summary = submissionSummary(row);
  const judgedCase = judgedCaseOf(event);
  publish(submissionTopic(row.submit_id), { submission: summary, case: judgedCase });
  if (judgedCase) return;
  if (opensRound(event)) publish(JUDGE_QUEUE_TOPIC, { submitId: row.submit_id, round: row.round });
  publish(userTopic(row.uid), { kind: 'submission', submission: summary });
  // A group problem's submission is its group's (group:<gid>:status), never the public list's.
  if (row.gid === null) publish(STATUS_TOPIC, { submission: summary });
}

/**
 * Pushes a virtual participant's submission to its own room and its author's room only: never the
 * public status list, never a contest's rooms (its verdict is its author's, and no seal hides it).
 */
function announceVirtual(row: SubmissionRow, event: RecordedEvent<ProductEvent>, publish: Publish): void {
  const summary = submissionSummary(row);
  const judgedCase = judgedCaseOf(event);
  publish(submissionTopic(row.submit_id), { submission: summary, case: judgedCase });
  if (judgedCase) return;
  if (opensRound(event)) publish(JUDGE_QUEUE_TOPIC, { submitId: row.submit_id, round: row.round });
  publish(userTopic(row.uid), { kind: 'submission', submission: summary });
}

/**
 * Pushes a contest submission, sealed as the REST reads seal it at this moment (`sealedVerdictsAt`):
 * its admins' list gets the real row; the participants' list a frozen one while the verdict is hidden
 * from others (and only when it appears, so not even the moment of its verdict leaks); its author
 * (own room, and its progress room) the real row unless the seal hides one's own (OI), then only
 * its arrival. Never the public status list.
 */
async function announceInContest(
  db: QueryDb<SubmissionsTables & ContestsTables>,
  batch: SubmissionsBatch,
  row: SubmissionRow,
  event: RecordedEvent<ProductEvent>,
  publish: Publish,
): Promise<void> {
  const summary = submissionSummary(row);
  const judgedCase = judgedCaseOf(event);
  if (!batch.contests.has(row.cid)) batch.contests.set(row.cid, await contestByCid(db, row.cid));
  const contest = batch.contests.get(row.cid);
  const sealed = contest ? sealedVerdictsAt(contest, Date.now()) : null;
  const hiddenFromOthers = sealed !== null && row.submit_time.getTime() >= sealed.since;
  const hiddenFromAuthor = hiddenFromOthers && sealed.ownHidden;
  const arrived = event.type === 'SubmissionCreated';
  if (!hiddenFromAuthor) publish(submissionTopic(row.submit_id), { submission: summary, case: judgedCase });
  if (judgedCase) return;
  if (opensRound(event)) publish(JUDGE_QUEUE_TOPIC, { submitId: row.submit_id, round: row.round });
  publish(contestSubmissionsTopic(row.cid, 'admin'), { submission: summary });
  if (!hiddenFromOthers) publish(contestSubmissionsTopic(row.cid), { submission: summary });
  else if (arrived) publish(contestSubmissionsTopic(row.cid), { submission: frozenSummary(summary) });
  if (!hiddenFromAuthor) publish(userTopic(row.uid), { kind: 'submission', submission: summary });
  else if (arrived) publish(userTopic(row.uid), { kind: 'submission', submission: frozenSummary(summary) });
}

/** The case a change carries, without the checker's feedback (it may hold the hidden answer: admins read it over REST). */
function judgedCaseOf(event: RecordedEvent<ProductEvent>) {
  return event.type === 'SubmissionCaseJudged' ? { ...event.data.case, message: '' } : null;
}

const opensRound = (event: RecordedEvent<ProductEvent>) =>
  event.type === 'SubmissionCreated' || event.type === 'SubmissionRejudged';
