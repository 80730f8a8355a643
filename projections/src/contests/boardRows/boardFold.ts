import {
  type ContestFields,
  ContestType,
  type ProductEvent,
  type RecordedEvent,
  SubmissionStatus,
} from '@oj/events';
import type { Insertable, Transaction } from 'kysely';
import type { ProjectorTables } from '../../projector/tables';
import { foldAcmRow } from '../board/acmRow';
import { type BoardSubmission, PUBLIC_VIEW, REAL_AFTER_VIEW, REAL_VIEW } from '../board/boardTypes';
import { foldOiRow } from '../board/oiRow';
import { isSealedAt } from '../board/seal';
import { BOARD_FIELDS, boardRulesOf, sealStateOf } from '../boardRules';
import { contestByCid } from '../catalogue/queries';
import { contestSubmissionOf, superAdminOf, verdictOf } from '../contestFacts';
import type { BoardRowStats, ContestBoardRow, ContestsTables } from '../contestsTables';

/**
 * The board read model's folds (`contest_board_submissions`, `contest_board_rows`,
 * `contest_super_admins`): one row per contestant folded by the pure board code from that contestant's
 * own submissions whenever one of them changes (never from all submissions); a change of the contest's
 * board rules or problems refolds its rows. Changed rows go to `contest:<cid>:board` (the view the public
 * sees at the event's time) and `contest:<cid>:board:admin` (real); a refold sends `{ kind: 'reload' }`.
 */

/** The public board's room: sealed rows while the seal holds, never a frozen verdict. */
export const contestBoardTopic = (cid: number) => `contest:${cid}:board`;
/** The real board's room: contest admins only. */
export const contestAdminBoardTopic = (cid: number) => `contest:${cid}:board:admin`;

export type Db = Transaction<ProjectorTables & ContestsTables>;
export type Publish = (topic: string, payload: unknown) => void;
type Event = RecordedEvent<ProductEvent>;
type Variants = { real: BoardRowStats; sealed: BoardRowStats; real_after: BoardRowStats };

/** A contestant's row a submission event touched, with the latest of those events. */
interface TouchedRow {
  cid: number;
  uid: string;
  at: number;
  position: number;
}
type NewSubmission = Insertable<ContestsTables['contest_board_submissions']>;
/** What one batch (one transaction) has still to write: new submissions, and the rows to refold. */
export interface BoardBatch {
  created: Map<number, NewSubmission>;
  touched: Map<string, TouchedRow>;
  /** The catalogue's new registrations, by `cid:uid` (the first one wins, as the insert's do-nothing did). */
  registrations: Map<string, Insertable<ContestsTables['contest_registrations']>>;
}
export const newBoardBatch = (): BoardBatch => ({
  created: new Map(),
  touched: new Map(),
  registrations: new Map(),
});

/** Writes the batch's new registrations (one statement per 1,000): before any other contest event. */
export async function writeRegistrations(db: Db, batch: BoardBatch): Promise<void> {
  if (batch.registrations.size === 0) return;
  const rows = [...batch.registrations.values()];
  batch.registrations.clear();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('contest_registrations')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
      .execute();
  }
}

/** Writes the batch's new submissions (contest and role events read them, so they go first). */
export async function writeCreated(db: Db, batch: BoardBatch): Promise<void> {
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

/**
 * What a contest event does to its board, after the catalogue took it: refold the rows when the board's
 * rules or problems changed, drop the board with the contest, and tell the rooms to reload.
 */
export async function boardAfterContestEvent(
  db: Db,
  cid: number,
  event: Event,
  publish: Publish,
): Promise<void> {
  switch (event.type) {
    case 'ContestUpdated':
      if (!(await contestByCid(db, cid))) return;
      if (BOARD_FIELDS.some((key) => key in event.data.changes)) await refoldBoard(db, cid, event.position);
      reload(cid, publish);
      return;
    case 'ContestDeleted':
      for (const table of ['contest_board_submissions', 'contest_board_rows'] as const) {
        await db.deleteFrom(table).where('cid', '=', cid).execute();
      }
      reload(cid, publish);
      return;
    case 'ContestProblemAdded':
      if (await hasSubmissionsOn(db, cid, event.data.pid)) {
        await refoldBoard(db, cid, event.position);
        reload(cid, publish);
      }
      return;
    case 'ContestProblemUpdated':
      if (event.data.changes.displayId !== undefined) await refoldBoard(db, cid, event.position);
      reload(cid, publish);
      return;
    case 'ContestProblemRemoved':
      if (await hasSubmissionsOn(db, cid, event.data.pid)) await refoldBoard(db, cid, event.position);
      reload(cid, publish);
      return;
    case 'ContestEndReached': {
      // The public board unseals now: clients reload it by REST.
      const contest = await contestByCid(db, cid);
      if (contest?.fields.sealRank && contest.fields.autoRealRank)
        publish(contestBoardTopic(cid), { kind: 'reload' });
      return;
    }
  }
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
export async function applySubmission(db: Db, event: Event, batch: BoardBatch): Promise<void> {
  const at = new Date(event.metadata.at);
  let row: { cid: number; uid: string } | undefined;
  const created = contestSubmissionOf(event);
  if (created) {
    batch.created.set(created.submitId, {
      submit_id: created.submitId,
      cid: created.cid,
      uid: created.uid,
      username: created.username,
      pid: created.pid,
      submit_time: created.submitTime,
      status: SubmissionStatus.pending,
      score: null,
      time: null,
      judged_at: null,
    });
    row = { cid: created.cid, uid: created.uid };
  } else {
    const verdict = verdictOf(event);
    if (!verdict) return;
    const submitId = Number(event.streamId.slice('submission-'.length));
    const judgedAt = event.type === 'SubmissionRejudged' ? null : at;
    row = await judge(db, batch, submitId, { ...verdict, judged_at: judgedAt });
  }
  if (row) batch.touched.set(`${row.cid}:${row.uid}`, { ...row, at: at.getTime(), position: event.position });
}

/** Super admins are never on a board: a role change moves them off (or back onto) every board. */
export async function applyRole(db: Db, event: Event, publish: Publish): Promise<void> {
  const fact = superAdminOf(event);
  if (!fact) return;
  const { uid, root } = fact;
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
  const contest = await contestByCid(db, cid);
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
  const fold = rules.type === ContestType.oi ? foldOiRow : foldAcmRow;
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
export async function refreshRows(db: Db, touched: Map<string, TouchedRow>, publish: Publish): Promise<void> {
  const byContest = new Map<number, TouchedRow[]>();
  for (const row of touched.values()) byContest.set(row.cid, [...(byContest.get(row.cid) ?? []), row]);
  for (const [cid, rows] of byContest) {
    const context = await boardContext(db, cid);
    if (!context) continue;
    // A catch-up (a rebuild, a projector back after a while) changes thousands of rows per batch: one
    // reload per room then, which leaves every watcher with the board a push per row would (they read it
    // again), instead of thousands of pushes nobody watches row by row.
    const pushRows = rows.length <= MAX_ROW_PUSHES;
    for (let i = 0; i < rows.length; i += 500) {
      await refreshChunk(db, cid, context, rows.slice(i, i + 500), pushRows ? publish : undefined);
    }
    if (!pushRows) reload(cid, publish);
  }
}

/** More rows of one contest changed in one batch than this: the rooms get a reload instead of the rows. */
export const MAX_ROW_PUSHES = 100;

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
  /** Undefined: push no row (the caller sends a reload). */
  publish: Publish | undefined,
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
    if (!excluded && publish) publishRow(cid, context, before.get(row.uid)?.[0], variants, row.at, publish);
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
export async function refoldBoard(db: Db, cid: number, position: number): Promise<void> {
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
