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
import type { Transaction } from 'kysely';
import { contestByCid } from '../contests/catalogue/queries';
import type { ContestsTables } from '../contests/contestsTables';
import { frozenSummary, sealedVerdictsAt } from '../contests/sealedVerdicts';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { QueryDb } from '../readModel/queryDb';
import { submissionById } from './queries';
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
/** The batch's submission rows as last read, by id (a batch is one transaction: nothing else writes them). */
type RowsInBatch = Map<number, SubmissionRow>;
type Publish = (topic: string, payload: unknown) => void;

/**
 * Submissions, their judged cases, the judge queue (open rounds with their lease), and the statistics
 * that follow the final verdicts: per problem and status, and per user and problem. A rejudge takes
 * the old verdict out of the statistics and the new one puts its own in, so the counts always match
 * the submissions' current statuses.
 */
export const submissionsProjection = defineProjection<ProductEvent, RowsInBatch>({
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
  beginBatch: () => new Map(),
  async apply(event, { db: trx, publish, batch: rows }) {
    const db = trx.withTables<SubmissionsTables>();
    const submitId = Number(event.streamId.slice('submission-'.length));
    if (event.type === 'SubmissionCreated') {
      await created(db, event);
    } else {
      const changed = await applyChange(db, submitId, event);
      if (!changed) {
        rows.delete(submitId);
        return;
      }
    }
    // A judged case changes no field of the submission's row: a verdict's ten cases push the row read once.
    const cached = event.type === 'SubmissionCaseJudged' ? rows.get(submitId) : undefined;
    const row = cached ?? (await submissionById(db, submitId));
    if (!row) return;
    rows.set(submitId, row);
    if (row.virtual_cid !== null) announceVirtual(row, event, publish);
    else if (row.cid === PRACTICE_CID) announce(row, event, publish);
    else await announceInContest(trx.withTables<SubmissionsTables & ContestsTables>(), row, event, publish);
  },
});

async function created(db: Db, event: Extract<RecordedEvent<ProductEvent>, { type: 'SubmissionCreated' }>) {
  const d = event.data;
  await db
    .insertInto('submissions')
    .values({
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
      system_error: null,
      round: 1,
      lease_id: null,
      lease_expires_at: null,
      counted_status: null,
      submit_time: new Date(event.metadata.at),
      judged_at: null,
    })
    .execute();
  // Practice only: a virtual participant's submissions count in no statistics (nor in the rank lists).
  if (d.cid === PRACTICE_CID && !d.virtual)
    await bumpUser(db, d.uid, d.pid, { submitted: 1, accepted: 0 }, null);
}

/** Applies one event to an existing row; false when it changed nothing a reader would see. */
async function applyChange(db: Db, submitId: number, event: RecordedEvent<ProductEvent>): Promise<boolean> {
  const where = db.updateTable('submissions').where('submit_id', '=', submitId);
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'JudgeLeaseTaken':
    case 'JudgeLeaseRenewed':
      await where.set({ lease_id: event.data.leaseId, lease_expires_at: event.data.expiresAt }).execute();
      return event.type === 'JudgeLeaseTaken';
    case 'SubmissionJudgeProgressed':
      await where.set({ status: event.data.status }).execute();
      return true;
    case 'SubmissionCaseJudged': {
      const c = event.data.case;
      await db
        .insertInto('submission_cases')
        .values({
          submit_id: submitId,
          round: event.data.round,
          seq: c.seq,
          input_name: c.inputName,
          output_name: c.outputName,
          group_num: c.groupNum,
          status: c.status,
          time: c.time,
          memory: c.memory,
          score: c.score,
          user_output: bytesOf(c.userOutput),
          message: bytesOf(c.message),
        })
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
      return true;
    }
    case 'SubmissionJudged': {
      const d = event.data;
      await where
        .set({
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
        })
        .execute();
      await recount(db, submitId, d.status, at);
      return true;
    }
    case 'SubmissionManuallyJudged':
      await where
        .set({
          status: event.data.status,
          score: event.data.score,
          is_manual: true,
          lease_id: null,
          judged_at: at,
        })
        .execute();
      await recount(db, submitId, event.data.status, at);
      return true;
    case 'SubmissionJudgeCancelled':
      await where
        .set({ status: SubmissionStatus.cancelled, lease_id: null, lease_expires_at: null, judged_at: at })
        .execute();
      await recount(db, submitId, SubmissionStatus.cancelled, at);
      return true;
    case 'SubmissionRejudged':
      await where
        .set({
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
        })
        .execute();
      await db.deleteFrom('submission_cases').where('submit_id', '=', submitId).execute();
      await recount(db, submitId, null, at);
      return true;
    case 'SubmissionShareChanged':
      await where.set({ share: event.data.share }).execute();
      return true;
    case 'SubmissionWrongCaseDownloaded':
      await db
        .insertInto('wrong_case_downloads')
        .values({ uid: event.data.uid, day: event.metadata.at.slice(0, 10), count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['uid', 'day'])
            .doUpdateSet((eb) => ({ count: eb('wrong_case_downloads.count', '+', 1) })),
        )
        .execute();
      return false;
    default:
      return false;
  }
}

/** Program text as the read model keeps it: its bytes. */
const bytesOf = (text: ProgramText): Buffer => Buffer.from(programTextBytes(text));

/** Moves the submission's counted status (null: none) in the statistics of non-contest submissions. */
async function recount(db: Db, submitId: number, next: number | null, at: Date): Promise<void> {
  const row = await db
    .selectFrom('submissions')
    .select(['pid', 'uid', 'cid', 'virtual_cid', 'counted_status'])
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (!row || row.counted_status === next) return;
  await db
    .updateTable('submissions')
    .set({ counted_status: next })
    .where('submit_id', '=', submitId)
    .execute();
  if (row.cid !== PRACTICE_CID || row.virtual_cid !== null) return;
  if (row.counted_status !== null) await bumpProblem(db, row.pid, row.counted_status, -1);
  if (next !== null) await bumpProblem(db, row.pid, next, 1);
  const accepted =
    (next !== null && isAccepted(next) ? 1 : 0) -
    (row.counted_status !== null && isAccepted(row.counted_status) ? 1 : 0);
  if (accepted !== 0)
    await bumpUser(db, row.uid, row.pid, { submitted: 0, accepted }, accepted > 0 ? at : null);
}

async function bumpProblem(db: Db, pid: number, status: number, by: number): Promise<void> {
  await db
    .insertInto('problem_statistics')
    .values({ pid, status, count: by })
    .onConflict((oc) =>
      oc.columns(['pid', 'status']).doUpdateSet((eb) => ({ count: eb('problem_statistics.count', '+', by) })),
    )
    .execute();
}

async function bumpUser(
  db: Db,
  uid: string,
  pid: number,
  by: { submitted: number; accepted: number },
  acceptedAt: Date | null,
): Promise<void> {
  await db
    .insertInto('user_problem_status')
    .values({ uid, pid, submitted: by.submitted, accepted: by.accepted, first_ac_time: acceptedAt })
    .onConflict((oc) =>
      oc.columns(['uid', 'pid']).doUpdateSet((eb) => ({
        submitted: eb('user_problem_status.submitted', '+', by.submitted),
        accepted: eb('user_problem_status.accepted', '+', by.accepted),
        first_ac_time: eb.fn.coalesce('user_problem_status.first_ac_time', eb.ref('excluded.first_ac_time')),
      })),
    )
    .execute();
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
  if (opensRound(event)) publish(JUDGE_QUEUE_TOPIC, { submitId: row.submit_id });
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
  if (opensRound(event)) publish(JUDGE_QUEUE_TOPIC, { submitId: row.submit_id });
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
  row: SubmissionRow,
  event: RecordedEvent<ProductEvent>,
  publish: Publish,
): Promise<void> {
  const summary = submissionSummary(row);
  const judgedCase = judgedCaseOf(event);
  const contest = await contestByCid(db, row.cid);
  const sealed = contest ? sealedVerdictsAt(contest, Date.now()) : null;
  const hiddenFromOthers = sealed !== null && row.submit_time.getTime() >= sealed.since;
  const hiddenFromAuthor = hiddenFromOthers && sealed.ownHidden;
  const arrived = event.type === 'SubmissionCreated';
  if (!hiddenFromAuthor) publish(submissionTopic(row.submit_id), { submission: summary, case: judgedCase });
  if (judgedCase) return;
  if (opensRound(event)) publish(JUDGE_QUEUE_TOPIC, { submitId: row.submit_id });
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
