import {
  groupContentTopic,
  isOpenStatus,
  PRACTICE_CID,
  type ProductEvent,
  SubmissionStatus,
  TrainingAuth,
  TrainingProgress,
  trainingRankTopic,
} from '@oj/events';
import { sql, type Transaction } from 'kysely';
import { copiedSubmissions } from '../projector/copiedSubmissions';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { TrainingsTables } from './trainingsTables';

type Db = Transaction<ProjectorTables & TrainingsTables>;
type Publish = (topic: string, payload: unknown) => void;
/** The batch's submissions this projection holds or copies (see copiedSubmissions). */
type TrainingsBatch = { copied: Set<number> };
/** A training problem's submission is a practice submission of the problem (never a virtual one). */
const isPractice = (d: { cid: number; virtual?: unknown }) => d.cid === PRACTICE_CID && !d.virtual;

/**
 * Folds the training streams (`training-<tid>`, `training-categories`) and every practice submission's
 * verdict into the training tables. The rank is a projection: a verdict refolds the author's row for
 * the problem (`training_user_problems`), then the author's rank row in each training holding the
 * problem, and tells that training's rank room which users moved. A change of a training's problems
 * or access refolds its whole rank and tells the room to reload.
 */
export const trainingsProjection = defineProjection<ProductEvent, TrainingsBatch>({
  name: 'trainings',
  handles: [
    'TrainingCategoryCreated',
    'TrainingCategoryUpdated',
    'TrainingCategoryDeleted',
    'TrainingCreated',
    'TrainingUpdated',
    'TrainingDeleted',
    'TrainingProblemAdded',
    'TrainingProblemRemoved',
    'TrainingProblemsReordered',
    'TrainingProblemVisibilityChanged',
    'TrainingRegistered',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'SubmissionRejudged',
  ],
  tables: [
    'training_categories',
    'trainings',
    'training_problems',
    'training_registrations',
    'training_submissions',
    'training_user_problems',
    'training_rank_rows',
  ],
  beginBatch: (): TrainingsBatch => ({ copied: new Set() }),
  async prepareBatch(events, { db, batch }) {
    batch.copied = await copiedSubmissions(db, 'training_submissions', events, isPractice);
  },
  async apply(event, { db: trx, publish, batch }) {
    const db: Db = trx.withTables<TrainingsTables>();
    const at = new Date(event.metadata.at);
    // A verdict on a submission this projection never copied (a contest's) changes nothing here.
    if (event.streamId.startsWith('submission-') && event.type !== 'SubmissionCreated') {
      if (!batch.copied.has(Number(event.streamId.slice('submission-'.length)))) return;
    }
    await announceToGroup(db, publish, event);
    switch (event.type) {
      case 'TrainingCategoryCreated':
        await db.insertInto('training_categories').values(event.data).execute();
        return;
      case 'TrainingCategoryUpdated': {
        const { id, name, color } = event.data;
        await db.updateTable('training_categories').set({ name, color }).where('id', '=', id).execute();
        return;
      }
      case 'TrainingCategoryDeleted':
        await db.deleteFrom('training_categories').where('id', '=', event.data.id).execute();
        return;
      case 'TrainingCreated': {
        const { id, fields, author } = event.data;
        await db
          .insertInto('trainings')
          .values({
            id,
            rank: fields.rank,
            title: fields.title,
            description: fields.description,
            auth: fields.auth,
            private_pwd: fields.privatePwd,
            category_id: fields.categoryId,
            status: fields.status,
            gid: fields.gid,
            author_uid: author.uid,
            author: author.username,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return;
      }
      case 'TrainingUpdated': {
        const { id, changes } = event.data;
        await db
          .updateTable('trainings')
          .set({
            rank: changes.rank,
            title: changes.title,
            description: changes.description,
            auth: changes.auth,
            private_pwd: changes.privatePwd,
            category_id: changes.categoryId,
            status: changes.status,
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        // Who is on the rank depends on the access kind.
        if (changes.auth !== undefined) await refoldRank(db, publish, id);
        return;
      }
      case 'TrainingDeleted':
        await db.updateTable('trainings').set({ deleted: true }).where('id', '=', event.data.id).execute();
        await db.deleteFrom('training_rank_rows').where('tid', '=', event.data.id).execute();
        publish(trainingRankTopic(event.data.id), { kind: 'reload' });
        return;
      case 'TrainingProblemAdded': {
        const { id, pid } = event.data;
        const last = await db
          .selectFrom('training_problems')
          .select((eb) => eb.fn.max('rank').as('rank'))
          .where('tid', '=', id)
          .executeTakeFirst();
        await db
          .insertInto('training_problems')
          .values({ tid: id, pid, rank: (last?.rank ?? 0) + 1, visible: true })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await problemsChanged(db, publish, id, at);
        return;
      }
      case 'TrainingProblemRemoved':
        await db
          .deleteFrom('training_problems')
          .where('tid', '=', event.data.id)
          .where('pid', '=', event.data.pid)
          .execute();
        await problemsChanged(db, publish, event.data.id, at);
        return;
      case 'TrainingProblemsReordered': {
        const { id, pids } = event.data;
        for (const [index, pid] of pids.entries())
          await db
            .updateTable('training_problems')
            .set({ rank: index + 1 })
            .where('tid', '=', id)
            .where('pid', '=', pid)
            .execute();
        await db.updateTable('trainings').set({ updated_at: at }).where('id', '=', id).execute();
        publish(trainingRankTopic(id), { kind: 'reload' });
        return;
      }
      case 'TrainingProblemVisibilityChanged': {
        const { id, pid, visible } = event.data;
        await db
          .updateTable('training_problems')
          .set({ visible })
          .where('tid', '=', id)
          .where('pid', '=', pid)
          .execute();
        await problemsChanged(db, publish, id, at);
        return;
      }
      case 'TrainingRegistered': {
        const { id, uid } = event.data;
        await db
          .insertInto('training_registrations')
          .values({ tid: id, uid, created_at: at })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await refoldRank(db, publish, id, uid);
        return;
      }
      case 'SubmissionCreated': {
        const { submitId, uid, pid, cid, virtual } = event.data;
        // A training problem's submission is a practice submission of the problem.
        if (!isPractice({ cid, virtual })) return;
        await db
          .insertInto('training_submissions')
          .values({ submit_id: submitId, uid, pid, status: SubmissionStatus.pending, time: null })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await submissionChanged(db, publish, submitId);
        return;
      }
      case 'SubmissionJudged':
        await setStatus(db, publish, event.streamId, event.data.status, event.data.time);
        return;
      case 'SubmissionManuallyJudged':
        await setStatus(db, publish, event.streamId, event.data.status);
        return;
      case 'SubmissionJudgeCancelled':
        await setStatus(db, publish, event.streamId, SubmissionStatus.cancelled);
        return;
      case 'SubmissionRejudged':
        await setStatus(db, publish, event.streamId, SubmissionStatus.pending, null);
        return;
    }
  },
});

/** A group training's change: its group's content room hears `{ kind: 'trainings' }` (its lists read again). */
async function announceToGroup(db: Db, publish: Publish, event: ProductEvent): Promise<void> {
  switch (event.type) {
    case 'TrainingCreated':
      if (event.data.fields.gid !== null)
        publish(groupContentTopic(event.data.fields.gid), { kind: 'trainings' });
      return;
    case 'TrainingUpdated':
    case 'TrainingDeleted':
    case 'TrainingProblemAdded':
    case 'TrainingProblemRemoved':
    case 'TrainingProblemsReordered':
    case 'TrainingProblemVisibilityChanged': {
      const row = await db
        .selectFrom('trainings')
        .select('gid')
        .where('id', '=', event.data.id)
        .executeTakeFirst();
      if (row?.gid != null) publish(groupContentTopic(row.gid), { kind: 'trainings' });
      return;
    }
  }
}

async function setStatus(db: Db, publish: Publish, streamId: string, status: number, time?: number | null) {
  const submitId = Number(streamId.slice('submission-'.length));
  const updated = await db
    .updateTable('training_submissions')
    .set(time === undefined ? { status } : { status, time })
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) await submissionChanged(db, publish, submitId);
}

/** Refolds the author's row for the submission's problem, then their rank row in each training holding it. */
async function submissionChanged(db: Db, publish: Publish, submitId: number) {
  const submission = await db
    .selectFrom('training_submissions')
    .select(['uid', 'pid'])
    .where('submit_id', '=', submitId)
    .executeTakeFirstOrThrow();
  const { uid, pid } = submission;
  await refoldUserProblem(db, uid, pid);
  const trainings = await db
    .selectFrom('training_problems')
    .select('tid')
    .where('pid', '=', pid)
    .orderBy('tid')
    .execute();
  for (const { tid } of trainings) await refoldRank(db, publish, tid, uid);
}

/** The user's progress on the problem from their practice submissions, oldest first. */
export function foldUserProblem(rows: readonly { status: number; time: number | null }[]) {
  if (rows.length === 0) return undefined;
  const judged = rows.filter((r) => !isOpenStatus(r.status) && r.status !== SubmissionStatus.cancelled);
  const accepted = judged.filter((r) => r.status === SubmissionStatus.accepted);
  const latest = judged.at(-1);
  if (accepted.length > 0)
    return {
      progress: TrainingProgress.accepted,
      status: SubmissionStatus.accepted,
      run_time: Math.min(...accepted.map((r) => r.time ?? 0)),
      tries: judged.length,
    };
  if (latest)
    return {
      progress: TrainingProgress.tried,
      status: latest.status,
      run_time: latest.time,
      tries: judged.length,
    };
  const open = rows.some((r) => isOpenStatus(r.status));
  return open
    ? { progress: TrainingProgress.pending, status: SubmissionStatus.pending, run_time: null, tries: 0 }
    : { progress: TrainingProgress.tried, status: SubmissionStatus.cancelled, run_time: null, tries: 0 };
}

async function refoldUserProblem(db: Db, uid: string, pid: number) {
  const rows = await db
    .selectFrom('training_submissions')
    .select(['status', 'time'])
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .orderBy('submit_id')
    .execute();
  const folded = foldUserProblem(rows);
  if (!folded) return;
  await db
    .insertInto('training_user_problems')
    .values({ uid, pid, ...folded })
    .onConflict((oc) => oc.columns(['uid', 'pid']).doUpdateSet(folded))
    .execute();
}

async function problemsChanged(db: Db, publish: Publish, tid: number, at: Date) {
  const { count } = await db
    .selectFrom('training_problems')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tid', '=', tid)
    .where('visible', '=', true)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('trainings')
    .set({ problem_count: Number(count), updated_at: at })
    .where('id', '=', tid)
    .execute();
  await refoldRank(db, publish, tid);
}

/**
 * A training's rank rows (all, or one user's) from the users' rows of its shown problems: users who
 * submitted to one, registered ones only unless the training is public. Publishes which users moved,
 * or a reload when the whole rank was refolded.
 */
async function refoldRank(db: Db, publish: Publish, tid: number, uid?: string) {
  let removal = db.deleteFrom('training_rank_rows').where('tid', '=', tid);
  if (uid !== undefined) removal = removal.where('uid', '=', uid);
  await removal.execute();
  await sql`
    insert into training_rank_rows (tid, uid, ac, total_run_time, tries)
    select tp.tid, up.uid,
           count(*) filter (where up.progress = 0),
           coalesce(sum(up.run_time) filter (where up.progress = 0), 0),
           sum(up.tries)
    from trainings t
    join training_problems tp on tp.tid = t.id and tp.visible
    join training_user_problems up on up.pid = tp.pid
    where t.id = ${tid} and not t.deleted
      ${uid === undefined ? sql`` : sql`and up.uid = ${uid}`}
      and (t.auth = ${TrainingAuth.public}
           or exists (select 1 from training_registrations r where r.tid = t.id and r.uid = up.uid))
    group by tp.tid, up.uid`.execute(db);
  publish(trainingRankTopic(tid), uid === undefined ? { kind: 'reload' } : { kind: 'rows', uids: [uid] });
}
