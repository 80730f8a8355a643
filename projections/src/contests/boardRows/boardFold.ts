import {
  type ContestFields,
  ContestType,
  type ProductEvent,
  type RecordedEvent,
  SubmissionStatus,
} from '@oj/events';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { ProjectorTables } from '../../projector/tables';
import { foldAcmRow } from '../board/acmRow';
import {
  type BoardRules,
  type BoardSubmission,
  PUBLIC_VIEW,
  REAL_AFTER_VIEW,
  REAL_VIEW,
} from '../board/boardTypes';
import { foldOiRow } from '../board/oiRow';
import { isSealedAt } from '../board/seal';
import { BOARD_FIELDS, boardRulesOf, sealStateOf } from '../boardRules';
import { contestByCid } from '../catalogue/queries';
import { contestSubmissionOf, superAdminOf, verdictOf } from '../contestFacts';
import type { BoardRowStats, ContestBoardRow, ContestsTables } from '../contestsTables';
import { BoardMemory, type BoardRowInput } from './boardMemory';

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
  /** Contestants' submissions carried from batch to batch while catching up (see BoardMemory). */
  memory: BoardMemory;
  /** Rows a long catch-up's pages touched, carried to its end to be refolded once (see oweRows). */
  owed: Map<string, TouchedRow>;
  /**
   * This runner has read which contests the tables say are owed: false after a start or a failed batch,
   * when a stopped catch-up may have left marks that no carried state remembers.
   */
  owedChecked: boolean;
}
/** A batch's board state; a catch-up's batches share the last committed one's memory and owed rows. */
export const newBoardBatch = (previous: BoardBatch | undefined): BoardBatch => ({
  created: new Map(),
  touched: new Map(),
  registrations: new Map(),
  memory: previous?.memory ?? new BoardMemory(),
  owed: previous?.owed ?? new Map(),
  owedChecked: previous?.owedChecked ?? false,
});

/**
 * A page of a long catch-up (`catchingUp`): its touched rows are refolded at the catch-up's end instead of
 * now. A page of 60,000 events of a 10,000-team contest touches nearly every row, so refolding per page
 * rewrote every row seven times in a 410,000-event rebuild (5.4 of its 12.6 s). The page's submissions
 * are stored with its checkpoint as always, and each contest is marked with the last position that
 * touched it, in the same transaction: a projector stopped before the end refolds the marked contests
 * whole on its next start (settleLeftOwed). Only a backlog longer than a catch-up page reads such pages
 * (a rebuild, a projector back after a long absence, a burst of over 60,000 events), never the head,
 * whose batches are a few hundred events: a read that settles on the checkpoint mid-catch-up sees the
 * rows as they were when it began, as it would see a board being rebuilt, until the catch-up's end.
 */
export async function oweRows(db: Db, batch: BoardBatch): Promise<void> {
  const marks = new Map<number, number>();
  // A later page's touch carries a later position: it replaces the earlier one.
  for (const [key, row] of batch.touched) {
    batch.owed.set(key, row);
    marks.set(row.cid, Math.max(marks.get(row.cid) ?? 0, row.position));
  }
  batch.touched.clear();
  if (marks.size === 0) return;
  const document = JSON.stringify([...marks].map(([cid, position]) => ({ cid, position })));
  await sql`
    insert into contest_board_rows_owed (cid, position)
    select * from json_to_recordset(${document}::json) as m(cid int, position bigint)
    on conflict (cid) do update set position = greatest(contest_board_rows_owed.position, excluded.position)`.execute(
    db,
  );
}

/**
 * The first batch after a start or a failed batch (before it owes anything itself): refolds whole every
 * contest the tables still mark as owed, which only a catch-up stopped before its end leaves (its owed
 * rows were carried in memory, now lost), and clears the marks.
 */
export async function settleLeftOwed(db: Db, batch: BoardBatch, publish: Publish): Promise<void> {
  if (batch.owedChecked) return;
  const left = await db.selectFrom('contest_board_rows_owed').select(['cid', 'position']).execute();
  for (const { cid, position } of left) {
    await refoldBoard(db, cid, Number(position));
    reload(cid, publish);
  }
  if (left.length > 0) await db.deleteFrom('contest_board_rows_owed').execute();
  batch.owedChecked = true;
}

/** Refolds the batch's touched rows and the rows a catch-up owed (see oweRows), in one pass. */
export async function refreshBoardRows(
  db: Db,
  batch: BoardBatch,
  publish: Publish,
  behind: boolean,
): Promise<void> {
  const owed = batch.owed.size > 0;
  // A row touched by this batch as well keeps this batch's later touch.
  for (const [key, row] of batch.owed) if (!batch.touched.has(key)) batch.touched.set(key, row);
  batch.owed.clear();
  await refreshRows(db, batch.touched, publish, behind, batch.memory);
  if (owed) await db.deleteFrom('contest_board_rows_owed').execute();
}

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
  // One statement for the batch's thousands, from one JSON document: arrays cost the driver a string per
  // value (every time formatted and escaped), twice the insert's own time in a rebuild. `json`, not `jsonb`:
  // every column is a scalar, and PostgreSQL reads 30,000 rows of json text in about 150 ms against 210 for
  // jsonb (which builds its binary form first): a page's insert 600 -> 450 ms in a rebuild.
  await sql`
    insert into contest_board_submissions (submit_id, cid, uid, username, pid, submit_time, status, score, time, judged_at)
    select * from json_to_recordset(${JSON.stringify(rows)}::json)
      as s(submit_id int, cid int, uid text, username text, pid int, submit_time timestamptz, status int,
           score int, time int, judged_at timestamptz)
    on conflict (submit_id) do nothing`.execute(db);
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
  memory: BoardMemory,
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
      memory.forget();
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
  batch.memory.judged(submitId, verdict);
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
  const created = contestSubmissionOf(event);
  if (created) {
    const submission = {
      submit_id: created.submitId,
      uid: created.uid,
      username: created.username,
      pid: created.pid,
      submit_time: created.submitTime,
      status: SubmissionStatus.pending,
      score: null,
      time: null,
      judged_at: null,
    };
    batch.created.set(created.submitId, { ...submission, cid: created.cid });
    batch.memory.created(created.cid, submission);
    // The submission's time is the event's: parsed once (a rebuild parses 410,000 of them).
    touch(batch, created.cid, created.uid, created.submitTime.getTime(), event.position);
    return;
  }
  const verdict = verdictOf(event);
  if (!verdict) return;
  const at = new Date(event.metadata.at);
  const submitId = Number(event.streamId.slice('submission-'.length));
  const judgedAt = event.type === 'SubmissionRejudged' ? null : at;
  const row = await judge(db, batch, submitId, { ...verdict, judged_at: judgedAt });
  if (row) touch(batch, row.cid, row.uid, at.getTime(), event.position);
}

/**
 * The contestant's row waits for the batch's refold, with the batch's latest event for it. Updated in place:
 * a catch-up page touches each row about six times, and the batch made every object in `touched` itself.
 */
function touch(batch: BoardBatch, cid: number, uid: string, at: number, position: number): void {
  const key = `${cid}:${uid}`;
  const touched = batch.touched.get(key);
  if (touched) {
    touched.at = at;
    touched.position = position;
  } else batch.touched.set(key, { cid, uid, at, position });
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
  if (viewsAgree(subs, rules)) {
    // One fold serves the three views: a rebuild of an unsealed contest folds each row once, not thrice.
    const real = withIdentity(fold(subs, rules, REAL_VIEW));
    return { real, sealed: real, real_after: real };
  }
  return {
    real: withIdentity(fold(subs, rules, REAL_VIEW)),
    sealed: withIdentity(fold(subs, rules, PUBLIC_VIEW)),
    real_after: withIdentity(fold(subs, rules, REAL_AFTER_VIEW)),
  };
}

/**
 * The three views fold to the same row when no submission is frozen (none at or after the seal time) and
 * none is after the end: they differ only in those submissions (`isFrozen`, `inWindow`).
 */
export function viewsAgree(subs: readonly BoardSubmission[], rules: BoardRules): boolean {
  const from = Math.min(rules.endTime, rules.sealTime ?? Number.POSITIVE_INFINITY);
  return subs.every((s) => s.submitTime < from);
}

async function isExcluded(db: Db, context: BoardContext, uid: string): Promise<boolean> {
  if (uid === context.authorUid) return true;
  const root = await db
    .selectFrom('contest_super_admins')
    .select('uid')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return root !== undefined;
}

/**
 * A row's variants as stored: the real one, and the sealed and after-contest ones only where they
 * differ from it (null: the same; the reads coalesce). Without a seal, one JSON per row instead of three.
 */
function storedVariants(v: Variants): { real: string; sealed: string | null; real_after: string | null } {
  const real = JSON.stringify(v.real);
  // The same object (the views agreed, see viewsAgree): nothing to compare.
  const sealed = v.sealed === v.real ? real : JSON.stringify(v.sealed);
  const after = v.real_after === v.real ? real : JSON.stringify(v.real_after);
  return { real, sealed: sealed === real ? null : sealed, real_after: after === real ? null : after };
}

/** A stored row's variant, the real one where it is stored once. */
function storedVariant(row: ContestBoardRow, key: keyof Variants): BoardRowStats {
  return key === 'real' ? row.real : (row[key] ?? row.real);
}

type StoredRow = {
  cid: number;
  uid: string;
  username: string;
  excluded: boolean;
  position: number;
} & ReturnType<typeof storedVariants>;

/**
 * Upserts rows in one statement whatever their number (arrays, not a parameter per value).
 * `position`: the event that wrote the row, so readers can catch up on only the rows written since.
 */
async function storeRows(db: Db, cid: number, rows: readonly StoredRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One JSON document for the rows: the variants go as they are, not as strings escaped into an array.
  const document = `[${rows
    .map(
      (r) =>
        `{"uid":${JSON.stringify(r.uid)},"username":${JSON.stringify(r.username)},"excluded":${r.excluded},` +
        `"position":${r.position},"real":${r.real},"sealed":${r.sealed ?? 'null'},"real_after":${r.real_after ?? 'null'}}`,
    )
    .join(',')}]`;
  await sql`
    insert into contest_board_rows (cid, uid, username, excluded, position, real, sealed, real_after)
    select ${cid}::int, r.uid, r.username, r.excluded, r.position, r.real, r.sealed, r.real_after
    from jsonb_to_recordset(${document}::jsonb)
      as r(uid text, username text, excluded bool, position bigint, real jsonb, sealed jsonb, real_after jsonb)
    on conflict (cid, uid) do update set
      username = excluded.username, excluded = excluded.excluded, position = excluded.position,
      real = excluded.real, sealed = excluded.sealed, real_after = excluded.real_after`.execute(db);
}

/** Refolds the touched rows from their contestants' own submissions, a contest and 500 rows at a time. */
export async function refreshRows(
  db: Db,
  touched: Map<string, TouchedRow>,
  publish: Publish,
  /** The batch is a catch-up's (`context.behind`): a reload per room, never row pushes. */
  behind: boolean,
  memory: BoardMemory,
): Promise<void> {
  const byContest = new Map<number, TouchedRow[]>();
  for (const row of touched.values()) {
    // Pushed, not spread: a catch-up's batch touches every row of a 10,000-team contest.
    const rows = byContest.get(row.cid);
    if (rows) rows.push(row);
    else byContest.set(row.cid, [row]);
  }
  for (const [cid, rows] of byContest) {
    const context = await boardContext(db, cid);
    if (!context) continue;
    // A catch-up (a rebuild, a projector back after a while) changes thousands of rows per batch: one
    // reload per room then, which leaves every watcher with the board a push per row would (they read it
    // again), instead of thousands of pushes nobody watches row by row.
    const pushRows = rows.length <= MAX_ROW_PUSHES && !behind;
    const stored: StoredRow[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      stored.push(
        ...(await refreshChunk(
          db,
          { cid, context, memory },
          rows.slice(i, i + 1000),
          pushRows ? publish : undefined,
        )),
      );
    }
    // One statement for the contest's rows of the whole batch.
    await storeRows(db, cid, stored);
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

/**
 * Each contestant's submissions: from the memory, else read (one statement for the chunk) and remembered.
 * Called after the batch's new submissions were written, so a read holds them too.
 */
async function submissionsOf(
  db: Db,
  cid: number,
  uids: readonly string[],
  memory: BoardMemory,
): Promise<Map<string, readonly BoardRowInput[]>> {
  const found = new Map<string, readonly BoardRowInput[]>();
  const unknown: string[] = [];
  for (const uid of uids) {
    const remembered = memory.submissionsOf(cid, uid);
    if (remembered) found.set(uid, remembered);
    else unknown.push(uid);
  }
  if (unknown.length === 0) return found;
  const read = byUid(
    await db
      .selectFrom('contest_board_submissions')
      .select(['submit_id', 'uid', 'username', 'pid', 'submit_time', 'status', 'score', 'time', 'judged_at'])
      .where('cid', '=', cid)
      .where('uid', 'in', unknown)
      .execute(),
  );
  for (const uid of unknown) {
    const list = read.get(uid) ?? [];
    memory.remember(cid, uid, list);
    found.set(uid, list);
  }
  return found;
}

async function refreshChunk(
  db: Db,
  { cid, context, memory }: { cid: number; context: BoardContext; memory: BoardMemory },
  rows: readonly TouchedRow[],
  /** Undefined: push no row (the caller sends a reload). */
  publish: Publish | undefined,
): Promise<StoredRow[]> {
  const uids = rows.map((r) => r.uid);
  const subs = await submissionsOf(db, cid, uids, memory);
  // Only the positions when no row is pushed (a catch-up): the variants are read only to compare them.
  const before = new Map<string, { position: number; row?: ContestBoardRow }>();
  if (publish) {
    const stored = await db
      .selectFrom('contest_board_rows')
      .selectAll()
      .where('cid', '=', cid)
      .where('uid', 'in', uids)
      .execute();
    for (const row of stored) before.set(row.uid, { position: Number(row.position), row });
  } else {
    const stored = await db
      .selectFrom('contest_board_rows')
      .select(['uid', 'position'])
      .where('cid', '=', cid)
      .where('uid', 'in', uids)
      .execute();
    for (const row of stored) before.set(row.uid, { position: Number(row.position) });
  }
  const roots = await db.selectFrom('contest_super_admins').select('uid').where('uid', 'in', uids).execute();
  const rootUids = new Set(roots.map((r) => r.uid));
  return rows.map((row) => {
    const own = subs.get(row.uid) ?? [];
    const variants = foldVariants(context, own);
    const excluded = row.uid === context.authorUid || rootUids.has(row.uid);
    const stored = before.get(row.uid);
    if (!excluded && publish) publishRow(cid, context, stored?.row, variants, row.at, publish);
    return {
      cid,
      uid: row.uid,
      username: own[0]?.username ?? '',
      excluded,
      // A refold later in the same batch already wrote a higher position: keep it, as a live run would.
      position: Math.max(row.position, stored?.position ?? 0),
      ...storedVariants(variants),
    };
  });
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
    !before || JSON.stringify(storedVariant(before, key)) !== JSON.stringify(variants[key]);
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
  const rows: StoredRow[] = [];
  for (const [uid, list] of byUser) {
    const excluded = await isExcluded(db, context, uid);
    const username = list[0]?.username ?? '';
    rows.push({ cid, uid, username, excluded, position, ...storedVariants(foldVariants(context, list)) });
  }
  await storeRows(db, cid, rows);
}
