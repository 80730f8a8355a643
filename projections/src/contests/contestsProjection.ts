import type { ContestFields, ProductEvent, RecordedEvent } from '@oj/events';
import type { Insertable, Transaction } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import { foldAcmRow } from './board/acmRow';
import { type BoardSubmission, PUBLIC_VIEW, REAL_AFTER_VIEW, REAL_VIEW } from './board/boardTypes';
import { foldOiRow } from './board/oiRow';
import { isSealedAt } from './board/seal';
import { BOARD_FIELDS, boardRulesOf, sealStateOf } from './boardRules';
import type { BoardRowStats, ContestBoardRow, ContestsTables } from './contestsTables';

/** The public board's room: sealed rows while the seal holds, never a frozen verdict. */
export const contestBoardTopic = (cid: number) => `contest:${cid}:board`;
/** The real board's room: contest admins only. */
export const contestAdminBoardTopic = (cid: number) => `contest:${cid}:board:admin`;

const ROOT_ROLE = 1000;
const PENDING = 5;
const CANCELLED = -4;

type Db = Transaction<ProjectorTables & ContestsTables>;
type Publish = (topic: string, payload: unknown) => void;
type Event = RecordedEvent<ProductEvent>;
type Variants = { real: BoardRowStats; sealed: BoardRowStats; real_after: BoardRowStats };

/**
 * Contests (list and detail), their problems, announcements and registrations, and the boards: one row
 * per contestant folded by the pure board code from that contestant's own submissions whenever one of
 * them changes (never from all submissions). A change of the contest's board rules refolds its rows.
 * Changed rows go to `contest:<cid>:board` (the view the public sees at the event's time) and
 * `contest:<cid>:board:admin` (real); a refold sends `{ kind: 'reload' }` instead.
 */
export const contestsProjection = defineProjection<ProductEvent>({
  name: 'contests',
  handles: [
    'ContestCreated',
    'ContestUpdated',
    'ContestDeleted',
    'ContestVisibilityChanged',
    'ContestProblemAdded',
    'ContestProblemUpdated',
    'ContestProblemRemoved',
    'ContestAnnouncementPosted',
    'ContestAnnouncementUpdated',
    'ContestAnnouncementDeleted',
    'ContestRegistered',
    'ContestEndReached',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionRejudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'UserRegistered',
    'UserRoleChanged',
  ],
  tables: [
    'contests',
    'contest_problems',
    'contest_announcements',
    'contest_registrations',
    'contest_board_submissions',
    'contest_board_rows',
    'contest_super_admins',
  ],
  async apply(event, { db: trx, publish }) {
    const db = trx.withTables<ContestsTables>();
    const batch = batchOf(trx);
    if (event.streamId.startsWith('submission-')) return applySubmission(db, event, batch);
    // Contest and role events may read the board's submissions: write the batch's new ones first.
    await writeCreated(db, batch);
    if (event.streamId.startsWith('user-')) return applyRole(db, event, publish);
    return applyContest(db, Number(event.streamId.slice('contest-'.length)), event, publish);
  },
  // New submissions are written, and the rows they touched refolded, once per batch: a few
  // statements for the whole batch instead of several per event (a rebuild replays 100,000s).
  async afterBatch(_events, { db: trx, publish }) {
    const batch = takeBatch(trx);
    if (!batch) return;
    const db = trx.withTables<ContestsTables>();
    await writeCreated(db, batch);
    await refreshRows(db, batch.touched, publish);
  },
});

/** A contestant's row a submission event touched, with the latest of those events. */
interface TouchedRow {
  cid: number;
  uid: string;
  at: number;
  position: number;
}
type NewSubmission = Insertable<ContestsTables['contest_board_submissions']>;
/** What one batch (one transaction) has still to write: new submissions, and the rows to refold. */
interface BoardBatch {
  created: Map<number, NewSubmission>;
  touched: Map<string, TouchedRow>;
}
const batches = new WeakMap<object, BoardBatch>();
function batchOf(trx: object): BoardBatch {
  let batch = batches.get(trx);
  if (!batch) {
    batch = { created: new Map(), touched: new Map() };
    batches.set(trx, batch);
  }
  return batch;
}
function takeBatch(trx: object): BoardBatch | undefined {
  const batch = batches.get(trx);
  batches.delete(trx);
  return batch;
}

async function writeCreated(db: Db, batch: BoardBatch): Promise<void> {
  if (batch.created.size === 0) return;
  const rows = [...batch.created.values()];
  batch.created.clear();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('contest_board_submissions')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('submit_id').doNothing())
      .execute();
  }
}

async function applyContest(db: Db, cid: number, event: Event, publish: Publish): Promise<void> {
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'ContestCreated': {
      const { fields, visible, gid, author } = event.data;
      await db
        .insertInto('contests')
        .values({
          cid,
          ...summaryOf(fields),
          visible,
          gid,
          author_uid: author.uid,
          author_username: author.username,
          fields: JSON.stringify(fields),
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'ContestUpdated': {
      const contest = await contestOf(db, cid);
      if (!contest) return;
      const fields = { ...contest.fields, ...event.data.changes };
      await db
        .updateTable('contests')
        .set({ ...summaryOf(fields), fields: JSON.stringify(fields), updated_at: at })
        .where('cid', '=', cid)
        .execute();
      const refold = BOARD_FIELDS.some((key) => key in event.data.changes);
      if (refold) await refoldBoard(db, cid, event.position);
      reload(cid, publish);
      return;
    }
    case 'ContestDeleted':
      for (const table of [
        'contests',
        'contest_problems',
        'contest_announcements',
        'contest_registrations',
        'contest_board_submissions',
        'contest_board_rows',
      ] as const) {
        await db.deleteFrom(table).where('cid', '=', cid).execute();
      }
      reload(cid, publish);
      return;
    case 'ContestVisibilityChanged':
      await db
        .updateTable('contests')
        .set({ visible: event.data.visible, updated_at: at })
        .where('cid', '=', cid)
        .execute();
      return;
    case 'ContestProblemAdded': {
      const { pid, displayId, displayTitle, color } = event.data;
      await db
        .insertInto('contest_problems')
        .values({ cid, pid, display_id: displayId, display_title: displayTitle, color, added_at: at })
        .execute();
      if (await hasSubmissionsOn(db, cid, pid)) {
        await refoldBoard(db, cid, event.position);
        reload(cid, publish);
      }
      return;
    }
    case 'ContestProblemUpdated': {
      const { pid, changes } = event.data;
      await db
        .updateTable('contest_problems')
        .set({
          ...(changes.displayId !== undefined ? { display_id: changes.displayId } : {}),
          ...(changes.displayTitle !== undefined ? { display_title: changes.displayTitle } : {}),
          ...(changes.color !== undefined ? { color: changes.color } : {}),
        })
        .where('cid', '=', cid)
        .where('pid', '=', pid)
        .execute();
      if (changes.displayId !== undefined) await refoldBoard(db, cid, event.position);
      reload(cid, publish);
      return;
    }
    case 'ContestProblemRemoved':
      await db
        .deleteFrom('contest_problems')
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      if (await hasSubmissionsOn(db, cid, event.data.pid)) await refoldBoard(db, cid, event.position);
      reload(cid, publish);
      return;
    case 'ContestAnnouncementPosted':
      await db
        .insertInto('contest_announcements')
        .values({
          cid,
          ...event.data,
          author_uid: event.metadata.actorUid,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    case 'ContestAnnouncementUpdated':
      await db
        .updateTable('contest_announcements')
        .set({ title: event.data.title, content: event.data.content, updated_at: at })
        .where('cid', '=', cid)
        .where('id', '=', event.data.id)
        .execute();
      return;
    case 'ContestAnnouncementDeleted':
      await db
        .deleteFrom('contest_announcements')
        .where('cid', '=', cid)
        .where('id', '=', event.data.id)
        .execute();
      return;
    case 'ContestEndReached': {
      // The public board unseals now: clients reload it by REST.
      const contest = await contestOf(db, cid);
      if (contest?.fields.sealRank && contest.fields.autoRealRank)
        publish(contestBoardTopic(cid), { kind: 'reload' });
      return;
    }
    case 'ContestRegistered':
      await db
        .insertInto('contest_registrations')
        .values({ cid, uid: event.data.uid, username: event.data.username, registered_at: at })
        .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
        .execute();
      return;
  }
}

function summaryOf(fields: ContestFields) {
  return {
    title: fields.title,
    type: fields.type,
    auth: fields.auth,
    start_time: new Date(fields.startTime),
    end_time: new Date(fields.endTime),
  };
}

async function contestOf(db: Db, cid: number) {
  return db.selectFrom('contests').selectAll().where('cid', '=', cid).executeTakeFirst();
}

async function hasSubmissionsOn(db: Db, cid: number, pid: number): Promise<boolean> {
  const row = await db
    .selectFrom('contest_board_submissions')
    .select('submit_id')
    .where('cid', '=', cid)
    .where('pid', '=', pid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function reload(cid: number, publish: Publish): void {
  publish(contestBoardTopic(cid), { kind: 'reload' });
  publish(contestAdminBoardTopic(cid), { kind: 'reload' });
}

type Verdict = Pick<NewSubmission, 'status' | 'score' | 'time' | 'judged_at'>;

/** A verdict for a submission: patched into the batch's new row, or written to the stored one. */
async function judge(db: Db, batch: BoardBatch, submitId: number, verdict: Verdict) {
  const created = batch.created.get(submitId);
  if (created) {
    Object.assign(created, verdict);
    return { cid: created.cid, uid: created.uid };
  }
  return db
    .updateTable('contest_board_submissions')
    .set(verdict)
    .where('submit_id', '=', submitId)
    .returning(['cid', 'uid'])
    .executeTakeFirst();
}

/** Only contest submissions (cid > 0) are copied; other submissions' later events find no row and stop. */
async function applySubmission(db: Db, event: Event, batch: BoardBatch): Promise<void> {
  const submitId = Number(event.streamId.slice('submission-'.length));
  const at = new Date(event.metadata.at);
  let row: { cid: number; uid: string } | undefined;
  switch (event.type) {
    case 'SubmissionCreated': {
      const d = event.data;
      if (d.cid === 0) return;
      batch.created.set(d.submitId, {
        submit_id: d.submitId,
        cid: d.cid,
        uid: d.uid,
        username: d.username,
        pid: d.pid,
        submit_time: at,
        status: PENDING,
        score: null,
        time: null,
        judged_at: null,
      });
      row = { cid: d.cid, uid: d.uid };
      break;
    }
    case 'SubmissionJudged': {
      const { status, score, time } = event.data;
      row = await judge(db, batch, submitId, { status, score, time, judged_at: at });
      break;
    }
    case 'SubmissionManuallyJudged': {
      const { status, score } = event.data;
      row = await judge(db, batch, submitId, { status, score, judged_at: at });
      break;
    }
    case 'SubmissionJudgeCancelled':
      row = await judge(db, batch, submitId, { status: CANCELLED, judged_at: at });
      break;
    case 'SubmissionRejudged':
      row = await judge(db, batch, submitId, { status: PENDING, score: null, time: null, judged_at: null });
      break;
    default:
      return;
  }
  if (row) batch.touched.set(`${row.cid}:${row.uid}`, { ...row, at: at.getTime(), position: event.position });
}

/** Super admins are never on a board: a role change moves them off (or back onto) every board. */
async function applyRole(db: Db, event: Event, publish: Publish): Promise<void> {
  const uid = event.streamId.slice('user-'.length);
  let root: boolean;
  if (event.type === 'UserRegistered') root = event.data.roleCode === ROOT_ROLE;
  else if (event.type === 'UserRoleChanged') root = event.data.roleCode === ROOT_ROLE;
  else return;
  if (root) {
    await db
      .insertInto('contest_super_admins')
      .values({ uid })
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  } else {
    await db.deleteFrom('contest_super_admins').where('uid', '=', uid).execute();
  }
  if (event.type === 'UserRegistered') return;
  const rows = await db
    .selectFrom('contest_board_rows')
    .innerJoin('contests', 'contests.cid', 'contest_board_rows.cid')
    .select(['contest_board_rows.cid', 'contest_board_rows.excluded', 'contests.author_uid'])
    .where('contest_board_rows.uid', '=', uid)
    .execute();
  for (const row of rows) {
    const excluded = root || row.author_uid === uid;
    if (excluded === row.excluded) continue;
    await db
      .updateTable('contest_board_rows')
      .set({ excluded, position: event.position })
      .where('cid', '=', row.cid)
      .where('uid', '=', uid)
      .execute();
    reload(row.cid, publish);
  }
}

interface BoardContext {
  fields: ContestFields;
  authorUid: string;
  displayIds: Map<number, string>;
}

async function boardContext(db: Db, cid: number): Promise<BoardContext | undefined> {
  const contest = await contestOf(db, cid);
  if (!contest) return undefined;
  const problems = await db
    .selectFrom('contest_problems')
    .select(['pid', 'display_id'])
    .where('cid', '=', cid)
    .execute();
  return {
    fields: contest.fields,
    authorUid: contest.author_uid,
    displayIds: new Map(problems.map((p) => [p.pid, p.display_id])),
  };
}

/** The three variants of one contestant's row; submissions on problems no longer in the contest drop out. */
function foldVariants(context: BoardContext, rows: readonly BoardRowInput[]): Variants {
  const rules = boardRulesOf(context.fields);
  const subs: BoardSubmission[] = [];
  for (const r of rows) {
    const displayId = context.displayIds.get(r.pid);
    if (displayId === undefined) continue;
    subs.push({
      submitId: r.submit_id,
      uid: r.uid,
      username: r.username,
      displayId,
      submitTime: r.submit_time.getTime(),
      status: r.status,
      score: r.score,
      time: r.time,
      judgedAt: r.judged_at?.getTime() ?? null,
    });
  }
  const fold = rules.type === 1 ? foldOiRow : foldAcmRow;
  const identity = { uid: rows[0]?.uid ?? '', username: rows[0]?.username ?? '' };
  const withIdentity = (row: BoardRowStats) => ({ ...row, ...identity });
  return {
    real: withIdentity(fold(subs, rules, REAL_VIEW)),
    sealed: withIdentity(fold(subs, rules, PUBLIC_VIEW)),
    real_after: withIdentity(fold(subs, rules, REAL_AFTER_VIEW)),
  };
}

type BoardRowInput = {
  submit_id: number;
  uid: string;
  username: string;
  pid: number;
  submit_time: Date;
  status: number;
  score: number | null;
  time: number | null;
  judged_at: Date | null;
};

async function isExcluded(db: Db, context: BoardContext, uid: string): Promise<boolean> {
  if (uid === context.authorUid) return true;
  const root = await db
    .selectFrom('contest_super_admins')
    .select('uid')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return root !== undefined;
}

/** `position`: the event that wrote the row, so readers can catch up on only the rows written since. */
async function storeRow(
  db: Db,
  cid: number,
  row: { uid: string; username: string; excluded: boolean; position: number },
  v: Variants,
) {
  const { uid, username, excluded, position } = row;
  const values = {
    username,
    excluded,
    position,
    real: JSON.stringify(v.real),
    sealed: JSON.stringify(v.sealed),
    real_after: JSON.stringify(v.real_after),
  };
  await db
    .insertInto('contest_board_rows')
    .values({ cid, uid, ...values })
    .onConflict((oc) => oc.columns(['cid', 'uid']).doUpdateSet(values))
    .execute();
}

/** Refolds the touched rows from their contestants' own submissions, a contest and 500 rows at a time. */
async function refreshRows(db: Db, touched: Map<string, TouchedRow>, publish: Publish): Promise<void> {
  const byContest = new Map<number, TouchedRow[]>();
  for (const row of touched.values()) byContest.set(row.cid, [...(byContest.get(row.cid) ?? []), row]);
  for (const [cid, rows] of byContest) {
    const context = await boardContext(db, cid);
    if (!context) continue;
    for (let i = 0; i < rows.length; i += 500) {
      await refreshChunk(db, cid, context, rows.slice(i, i + 500), publish);
    }
  }
}

function byUid<T extends { uid: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.uid);
    if (list) list.push(row);
    else grouped.set(row.uid, [row]);
  }
  return grouped;
}

async function refreshChunk(
  db: Db,
  cid: number,
  context: BoardContext,
  rows: readonly TouchedRow[],
  publish: Publish,
): Promise<void> {
  const uids = rows.map((r) => r.uid);
  const subs = byUid(
    await db
      .selectFrom('contest_board_submissions')
      .selectAll()
      .where('cid', '=', cid)
      .where('uid', 'in', uids)
      .execute(),
  );
  const before = byUid(
    await db
      .selectFrom('contest_board_rows')
      .selectAll()
      .where('cid', '=', cid)
      .where('uid', 'in', uids)
      .execute(),
  );
  const roots = await db.selectFrom('contest_super_admins').select('uid').where('uid', 'in', uids).execute();
  const rootUids = new Set(roots.map((r) => r.uid));
  const values = rows.map((row) => {
    const own = subs.get(row.uid) ?? [];
    const variants = foldVariants(context, own);
    const excluded = row.uid === context.authorUid || rootUids.has(row.uid);
    if (!excluded) publishRow(cid, context, before.get(row.uid)?.[0], variants, row.at, publish);
    return {
      cid,
      uid: row.uid,
      username: own[0]?.username ?? '',
      excluded,
      // A refold later in the same batch already wrote a higher position: keep it, as a live run would.
      position: Math.max(row.position, before.get(row.uid)?.[0]?.position ?? 0),
      real: JSON.stringify(variants.real),
      sealed: JSON.stringify(variants.sealed),
      real_after: JSON.stringify(variants.real_after),
    };
  });
  await db
    .insertInto('contest_board_rows')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['cid', 'uid']).doUpdateSet((eb) => ({
        username: eb.ref('excluded.username'),
        excluded: eb.ref('excluded.excluded'),
        position: eb.ref('excluded.position'),
        real: eb.ref('excluded.real'),
        sealed: eb.ref('excluded.sealed'),
        real_after: eb.ref('excluded.real_after'),
      })),
    )
    .execute();
}

/** Sends a row that changed: the public room gets the view the public has at `at`, admins the real one. */
function publishRow(
  cid: number,
  context: BoardContext,
  before: ContestBoardRow | undefined,
  variants: Variants,
  at: number,
  publish: Publish,
): void {
  const publicSees = isSealedAt(sealStateOf(context.fields), at) ? 'sealed' : 'real';
  const changed = (key: keyof Variants) =>
    !before || JSON.stringify(before[key]) !== JSON.stringify(variants[key]);
  if (changed(publicSees)) {
    publish(contestBoardTopic(cid), { kind: 'row', type: context.fields.type, row: variants[publicSees] });
  }
  if (changed('real') || changed('real_after')) {
    publish(contestAdminBoardTopic(cid), {
      kind: 'row',
      type: context.fields.type,
      row: variants.real,
      rowAfterContest: variants.real_after,
    });
  }
}

/** Refolds every row of a contest (its board rules or problems changed): rare, admin-driven. */
async function refoldBoard(db: Db, cid: number, position: number): Promise<void> {
  const context = await boardContext(db, cid);
  if (!context) return;
  const subs = await db.selectFrom('contest_board_submissions').selectAll().where('cid', '=', cid).execute();
  const byUser = new Map<string, typeof subs>();
  for (const s of subs) {
    const list = byUser.get(s.uid);
    if (list) list.push(s);
    else byUser.set(s.uid, [s]);
  }
  for (const [uid, list] of byUser) {
    const excluded = await isExcluded(db, context, uid);
    const username = list[0]?.username ?? '';
    await storeRow(db, cid, { uid, username, excluded, position }, foldVariants(context, list));
  }
}
