import { sql } from 'kysely';
import type { QueryDb } from '../readModel/queryDb';
import type { HomeCarouselRow, HomeTables } from './homeTables';

type Db = QueryDb<HomeTables>;

/** The carousel's images, oldest first (the order they were added). */
export function homeCarousel(db: Db): Promise<HomeCarouselRow[]> {
  return db.selectFrom('home_carousel').selectAll().orderBy('id').execute();
}

/** The count-down's exams in the admin's order, days as `YYYY-MM-DD`. */
export function homeExams(db: Db): Promise<{ name: string; date: string }[]> {
  return db
    .selectFrom('home_exams')
    .select(['name', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date')])
    .orderBy('seq')
    .execute();
}
