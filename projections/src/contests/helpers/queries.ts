import { sql } from 'kysely';
import { offsetOf, type PageOf, type PageRequest } from '../../readModel/paging';
import type { QueryDb } from '../../readModel/queryDb';
import type { ContestHelpersTables } from './contestHelpersTables';
import { type AcInfoView, acInfoView, type PrintView, printView } from './helperViews';

/** The helpers' read model (`contest-helpers`), in a batch's transaction or the server's pool. */
type HelpersDb = QueryDb<ContestHelpersTables>;

/**
 * Print requests of a contest as GET /api/get-contest-print lists them and the print room pushes them:
 * newest first, never the content. Either a page (with the total) or the rows of some ids.
 *
 * @example
 * await printRows(db, { cid: 3, page: { currentPage: 1, limit: 15 } }) // { rows: [...], total: 42 }
 */
export async function printRows(
  db: HelpersDb,
  query: { cid: number; ids?: readonly number[]; page?: PageRequest },
): Promise<PageOf<PrintView>> {
  let base = db.selectFrom('contest_prints').where('contest_prints.cid', '=', query.cid);
  if (query.ids) {
    if (query.ids.length === 0) return { rows: [], total: 0 };
    base = base.where('contest_prints.id', 'in', query.ids);
  }
  let list = base
    .leftJoin('contest_helper_users', 'contest_helper_users.uid', 'contest_prints.uid')
    .select([
      'contest_prints.id',
      'contest_prints.cid',
      'contest_prints.uid',
      'contest_prints.username',
      'contest_prints.status',
      'contest_prints.created_at',
      'contest_helper_users.realname',
    ])
    .orderBy('contest_prints.id', 'desc');
  if (query.page) list = list.limit(query.page.limit).offset(offsetOf(query.page));
  const rows = (await list.execute()).map((r) => printView(r, r.realname));
  if (!query.page) return { rows, total: rows.length };
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** One print request with its text (the download), or undefined. */
export function printText(db: HelpersDb, id: number) {
  return db.selectFrom('contest_prints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The next print id (`contest_print_id_seq`, shared by every contest: a download names a print by id alone). */
export async function nextPrintId(db: HelpersDb): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('contest_print_id_seq') as id`.execute(db);
  return Number(rows[0]?.id);
}

/**
 * Listed (accepted) AC info rows of a contest as GET /api/get-contest-ac-info lists them and the AC info
 * room pushes them: newest first, with the problem's display id and balloon colour. Either a page (with
 * the total) or the listed rows among some ids.
 *
 * @example
 * await acInfoRows(db, { cid: 3, ids: [812] }) // { rows: [{ id: 812, firstBlood: true, ... }], total: 1 }
 */
export async function acInfoRows(
  db: HelpersDb,
  query: { cid?: number; ids?: readonly number[]; page?: PageRequest },
): Promise<PageOf<AcInfoView>> {
  let base = db
    .selectFrom('contest_ac_infos')
    .innerJoin('contest_helper_problems', (join) =>
      join
        .onRef('contest_helper_problems.cid', '=', 'contest_ac_infos.cid')
        .onRef('contest_helper_problems.pid', '=', 'contest_ac_infos.pid'),
    )
    .where('contest_ac_infos.accepted', '=', true);
  if (query.cid !== undefined) base = base.where('contest_ac_infos.cid', '=', query.cid);
  if (query.ids) {
    if (query.ids.length === 0) return { rows: [], total: 0 };
    base = base.where('contest_ac_infos.id', 'in', query.ids);
  }
  let list = base
    .leftJoin('contest_helper_users', 'contest_helper_users.uid', 'contest_ac_infos.uid')
    .selectAll('contest_ac_infos')
    .select([
      'contest_helper_problems.display_id',
      'contest_helper_problems.color',
      'contest_helper_users.realname',
    ])
    .orderBy('contest_ac_infos.submit_time', 'desc')
    .orderBy('contest_ac_infos.id', 'desc');
  if (query.page) list = list.limit(query.page.limit).offset(offsetOf(query.page));
  const rows = (await list.execute()).map((r) => acInfoView(r, r, r.realname));
  if (!query.page) return { rows, total: rows.length };
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** Whether a contest lists this AC info row (accepted): what an admin may tick off. */
export async function acInfoListed(db: HelpersDb, query: { cid: number; id: number }): Promise<boolean> {
  const row = await db
    .selectFrom('contest_ac_infos')
    .select('id')
    .where('id', '=', query.id)
    .where('cid', '=', query.cid)
    .where('accepted', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
