import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UserRow, UsersTables } from './usersTable';

type Db = QueryDb<UsersTables>;

/** How to find one account: by uid, or by username or e-mail (both case-insensitive). */
export type UserKey = { uid: string } | { username: string } | { email: string };

/**
 * One account of the `users` read model.
 *
 * @example
 * const user = await userBy(db, { username: 'root' });
 */
export function userBy(db: Db, key: UserKey): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  if ('uid' in key) return query.where('uid', '=', key.uid).executeTakeFirst();
  if ('username' in key)
    return query.where('username_key', '=', key.username.trim().toLowerCase()).executeTakeFirst();
  return query.where('email_key', '=', key.email.trim().toLowerCase()).executeTakeFirst();
}

/** What a token check needs of its user: the role, the ban and the last logout. */
export function sessionFactsOf(
  db: Db,
  uid: string,
): Promise<Pick<UserRow, 'uid' | 'username' | 'role_code' | 'tokens_valid_after' | 'banned'> | undefined> {
  return db
    .selectFrom('users')
    .select(['uid', 'username', 'role_code', 'tokens_valid_after', 'banned'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** The uids of the accounts named `username` (any case): the audit's actor filter. */
export async function uidsByUsername(db: Db, username: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('uid')
    .where('username_key', '=', username.toLowerCase())
    .execute();
  return rows.map((row) => row.uid);
}

/** username key (lowercased) -> uid for the given usernames (unknown ones are left out). */
export async function uidsByUsernames(db: Db, usernames: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(usernames.map((name) => name.trim().toLowerCase()))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'username_key'])
    .where('username_key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.username_key, row.uid]));
}

/** The uids of every account with one of `roleCodes` (e.g. the admins a notice goes to), banned ones left out. */
export async function uidsWithRoles(db: Db, roleCodes: readonly number[]): Promise<string[]> {
  if (roleCodes.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('uid')
    .where('role_code', 'in', [...roleCodes])
    .where('banned', '=', false)
    .orderBy('uid')
    .execute();
  return rows.map((row) => row.uid);
}

/** uid -> username for the given uids (unknown ones are left out). */
export async function usernamesByUid(db: Db, uids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['uid', 'username']).where('uid', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.uid, row.username]));
}

/** How a board shows a contestant: real name, nickname, school, gender and avatar. */
export interface BoardIdentity {
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string;
}

/** uid -> how the board shows that contestant, for the given uids. */
export async function boardIdentitiesOf(
  db: Db,
  uids: readonly string[],
): Promise<Map<string, BoardIdentity>> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'realname', 'nickname', 'school', 'gender', 'avatar'])
    .where('uid', 'in', wanted)
    .execute();
  return new Map(rows.map(({ uid, ...identity }) => [uid, identity]));
}

/** The back office's user list: who an account is and what it may do, never its password hash. */
const adminColumns = [
  'uid',
  'username',
  'email',
  'nickname',
  'realname',
  'school',
  'course',
  'number',
  'gender',
  'role_code',
  'title_name',
  'title_color',
  'banned',
  'created_at',
  'last_login_at',
] as const;
export type AdminUserRow = Pick<UserRow, (typeof adminColumns)[number]>;

export interface AdminUserFilter {
  /** Part of the username, nickname, real name or e-mail (any case). */
  keyword?: string;
  roleCode?: number;
}

/** One page of live (not deleted) accounts, newest first. */
export async function adminUserPage(
  db: Db,
  page: PageRequest,
  filter: AdminUserFilter,
): Promise<PageOf<AdminUserRow>> {
  let query = db.selectFrom('users').where('deleted_at', 'is', null);
  if (filter.roleCode !== undefined) query = query.where('role_code', '=', filter.roleCode);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([
        eb('username', 'ilike', pattern),
        eb('nickname', 'ilike', pattern),
        eb('realname', 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(adminColumns)
      .orderBy('created_at', 'desc')
      .orderBy('uid')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Accounts that still exist (the back office's dashboard). */
export async function userCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
