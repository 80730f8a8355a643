import type { QueryDb } from '../../readModel/queryDb';
import type { UsersTables } from '../../users/usersTable';
import type { BoardRowStats, ContestsTables } from '../contestsTables';

type Db = QueryDb<ContestsTables>;

/** Which stored variant of a board row to read: real, sealed (public) or real with after-contest solves. */
export type BoardVariant = 'real' | 'sealed' | 'real_after';

/**
 * The typed reads of the board read model (`contests` projection: the board's copy of contest
 * submissions, one row per contestant, super admins). Ranks are given on read by the caller.
 *
 * @example
 * const newest = await newestBoardPosition(db, 3); // then boardRowsWrittenAfter(db, 3, 'sealed', seen)
 */
export async function newestBoardPosition(db: Db, cid: number): Promise<number> {
  const head = await db
    .selectFrom('contest_board_rows')
    .select((eb) => eb.fn.max('position').as('head'))
    .where('cid', '=', cid)
    .executeTakeFirst();
  return Number(head?.head ?? 0);
}

/** The rows of a board written after `position` (every row for -1), in one variant. */
export async function boardRowsWrittenAfter(
  db: Db,
  cid: number,
  variant: BoardVariant,
  position: number,
): Promise<{ uid: string; excluded: boolean; position: number; row: BoardRowStats }[]> {
  // A null sealed or after-contest variant is the same as the real one (stored once).
  const rows = await db
    .selectFrom('contest_board_rows')
    .select((eb) => [
      'uid',
      'excluded',
      'position',
      (variant === 'real' ? eb.ref('real') : eb.fn.coalesce(variant, 'real')).as('row'),
    ])
    .where('cid', '=', cid)
    .where('position', '>', position)
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    excluded: r.excluded,
    position: Number(r.position),
    row: r.row as BoardRowStats,
  }));
}

/** The uids on a board whose username, or real name, nickname or school, matches an ILIKE pattern. */
export async function boardUidsMatching(
  db: QueryDb<ContestsTables & UsersTables>,
  cid: number,
  pattern: string,
): Promise<Set<string>> {
  const found = await db
    .selectFrom('contest_board_rows as r')
    .leftJoin('users as u', 'u.uid', 'r.uid')
    .select('r.uid')
    .where('r.cid', '=', cid)
    .where((eb) =>
      eb.or([
        eb('r.username', 'ilike', pattern),
        eb('u.realname', 'ilike', pattern),
        eb('u.nickname', 'ilike', pattern),
        eb('u.school', 'ilike', pattern),
      ]),
    )
    .execute();
  return new Set(found.map((r) => r.uid));
}

/** The contest's submissions made during the contest (the problem list's counts and own status). */
export function boardSubmissionsDuring(db: Db, contest: { cid: number; start_time: Date; end_time: Date }) {
  return db
    .selectFrom('contest_board_submissions')
    .select(['pid', 'uid', 'status', 'score', 'submit_time'])
    .where('cid', '=', contest.cid)
    .where('submit_time', '>=', contest.start_time)
    .where('submit_time', '<', contest.end_time)
    .execute();
}

/** The ids of every submission of a contest (the replay reads their streams). */
export async function boardSubmissionIds(db: Db, cid: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contest_board_submissions')
    .select('submit_id')
    .where('cid', '=', cid)
    .execute();
  return rows.map((r) => r.submit_id);
}

/** The super admins, who are never on a board. */
export async function superAdminUids(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('contest_super_admins').select('uid').execute();
  return rows.map((r) => r.uid);
}

/**
 * Whether the user submitted in the contest during its time: a contestant of the real board, who may
 * not take part again virtually.
 */
export async function submittedDuring(
  db: Db,
  contest: { cid: number; start_time: Date; end_time: Date },
  uid: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('contest_board_submissions')
    .select('submit_id')
    .where('cid', '=', contest.cid)
    .where('uid', '=', uid)
    .where('submit_time', '>=', contest.start_time)
    .where('submit_time', '<', contest.end_time)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
