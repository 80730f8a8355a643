import { TAG_HOME_OJ } from '@oj/events';
import type { QueryDb } from '../readModel/queryDb';
import type { TagClassificationRow, TagRow, TagsTables } from './tagsTable';

type Db = QueryDb<TagsTables>;

/** A bank's code (`ME`, ours, or another OJ's) or `ALL` for every bank. */
export type TagBank = string;

/**
 * The tags of a bank, in id order.
 *
 * @example
 * const ours = await tagsOfBank(db, TAG_HOME_OJ);
 */
export function tagsOfBank(db: Db, oj: TagBank): Promise<TagRow[]> {
  const query = db.selectFrom('tags').selectAll();
  return (oj === 'ALL' ? query : query.where('oj', '=', oj)).orderBy('id').execute();
}

/** The tag classifications of a bank, in rank then id order. */
export function classificationsOfBank(db: Db, oj: TagBank): Promise<TagClassificationRow[]> {
  const query = db.selectFrom('tag_classifications').selectAll();
  return (oj === 'ALL' ? query : query.where('oj', '=', oj)).orderBy('rank').orderBy('id').execute();
}

export function tagById(db: Db, id: number): Promise<TagRow | undefined> {
  return db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
}

export function classificationById(db: Db, id: number): Promise<TagClassificationRow | undefined> {
  return db.selectFrom('tag_classifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A tag as problems show it. */
export type ProblemTag = { id: number; name: string; color: string };

/** Our own bank's tags by name: problems name their tags, and only tags of our bank are on problems. */
export async function homeTagsByName(db: Db): Promise<Map<string, ProblemTag>> {
  const rows = await db
    .selectFrom('tags')
    .select(['id', 'name', 'color'])
    .where('oj', '=', TAG_HOME_OJ)
    .execute();
  return new Map(rows.map((r) => [r.name, r]));
}

/** The names of those of the given ids that are tags of our own bank. */
export async function homeTagNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .select('name')
    .where('id', 'in', ids)
    .where('oj', '=', TAG_HOME_OJ)
    .execute();
  return rows.map((r) => r.name);
}
