import { offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { AnnouncementRow, AnnouncementsTables } from './announcementsTables';

type Db = QueryDb<AnnouncementsTables>;

/**
 * A page of site announcements, newest first: visible ones only for the home page, all for the admin.
 *
 * @example
 * const { rows, total } = await announcementPage(db, { currentPage: 1, limit: 5 }, { visibleOnly: true });
 */
export async function announcementPage(
  db: Db,
  page: PageRequest,
  filter: { visibleOnly: boolean },
): Promise<PageOf<AnnouncementRow>> {
  let query = db.selectFrom('announcements');
  if (filter.visibleOnly) query = query.where('visible', '=', true);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function announcementById(db: Db, id: number): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}
