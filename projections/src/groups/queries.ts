import { GroupRole } from '@oj/events';
import { containsPattern, offsetOf, type PageOf, type PageRequest } from '../readModel/paging';
import type { QueryDb } from '../readModel/queryDb';
import type { UsersTables } from '../users/usersTable';
import type { GroupAnnouncementRow, GroupMemberRow, GroupRow, GroupsTables } from './groupsTables';

type Db = QueryDb<GroupsTables & UsersTables>;

/** A group as lists and the card show it: never its code. */
export type GroupListing = Omit<GroupRow, 'code' | 'disbanded'>;

export interface GroupFilter {
  keyword?: string;
  auth?: number;
  /** Only the groups this user belongs to (members, admins, root). */
  mineOf?: string;
  /** Hidden groups too: a super admin's list, or a reader's own groups. */
  withHidden: boolean;
  /** Hidden groups this user belongs to are listed for them. */
  readerUid?: string;
}

const listingColumns = [
  'g.id',
  'g.name',
  'g.short_name',
  'g.brief',
  'g.description',
  'g.avatar',
  'g.owner_uid',
  'g.owner',
  'g.auth',
  'g.visible',
  'g.member_count',
  'g.created_at',
  'g.updated_at',
] as const;

/**
 * A page of groups, newest first (spec 03 sections 2 and 9: keyword, auth and "mine" filters, 9 a page).
 * A hidden group is listed only for its members and super admins.
 *
 * @example
 * const { rows, total } = await groupPage(db, { currentPage: 1, limit: 9 }, { withHidden: false });
 */
export async function groupPage(
  db: Db,
  page: PageRequest,
  filter: GroupFilter,
): Promise<PageOf<GroupListing>> {
  let query = db.selectFrom('groups as g').where('g.disbanded', '=', false);
  if (!filter.withHidden) {
    const reader = filter.readerUid;
    query = query.where((eb) =>
      reader === undefined
        ? eb('g.visible', '=', true)
        : eb.or([
            eb('g.visible', '=', true),
            eb.exists(
              eb
                .selectFrom('group_members as hm')
                .select('hm.uid')
                .whereRef('hm.gid', '=', 'g.id')
                .where('hm.uid', '=', reader)
                .where('hm.auth', '>=', GroupRole.member),
            ),
          ]),
    );
  }
  if (filter.auth !== undefined) query = query.where('g.auth', '=', filter.auth);
  if (filter.mineOf !== undefined) {
    const uid = filter.mineOf;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_members as mm')
          .select('mm.uid')
          .whereRef('mm.gid', '=', 'g.id')
          .where('mm.uid', '=', uid)
          .where('mm.auth', '>=', GroupRole.member),
      ),
    );
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
    query = query.where((eb) =>
      eb.or([
        eb('g.name', 'ilike', pattern),
        eb('g.short_name', 'ilike', pattern),
        eb('g.brief', 'ilike', pattern),
        ...(asId === undefined ? [] : [eb('g.id', '=', asId)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query.select(listingColumns).orderBy('g.id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A group that is not disbanded, with its code (for the server's checks and its root's form). */
export async function groupById(db: Db, gid: number): Promise<GroupRow | undefined> {
  return db
    .selectFrom('groups')
    .selectAll()
    .where('id', '=', gid)
    .where('disbanded', '=', false)
    .executeTakeFirst();
}

/** The user's relation to the group: 1 applying ... 5 root, or 0 (none). */
export async function groupRoleOf(db: Db, gid: number, uid: string): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select('auth')
    .where('gid', '=', gid)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.auth ?? GroupRole.none;
}

export type GroupMemberListing = GroupMemberRow & { realname: string; avatar: string; nickname: string };

/**
 * A page of a group's members (auth 3-5) or applications (auth 1-2), by role then join time; a keyword
 * matches the username.
 */
export async function groupMemberPage(
  db: Db,
  gid: number,
  page: PageRequest,
  filter: { applications: boolean; keyword?: string; auth?: number },
): Promise<PageOf<GroupMemberListing>> {
  let query = db
    .selectFrom('group_members as m')
    .innerJoin('users as u', 'u.uid', 'm.uid')
    .where('m.gid', '=', gid)
    .where('m.auth', filter.applications ? '<' : '>=', GroupRole.member);
  if (filter.auth !== undefined) query = query.where('m.auth', '=', filter.auth);
  const keyword = filter.keyword?.trim();
  if (keyword) query = query.where('m.username', 'ilike', containsPattern(keyword));
  const [rows, count] = await Promise.all([
    query
      .select([
        'm.gid',
        'm.uid',
        'm.username',
        'm.auth',
        'm.reason',
        'm.created_at',
        'm.updated_at',
        'u.realname',
        'u.avatar',
        'u.nickname',
      ])
      .orderBy('m.auth', filter.applications ? 'asc' : 'desc')
      .orderBy('m.created_at')
      .orderBy('m.uid')
      .limit(page.limit)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Groups the user owns (not disbanded), and how many of all they created since `since` (disbanded too). */
export async function groupsOwnedBy(
  db: Db,
  uid: string,
  since: Date,
): Promise<{ owned: number; createdSince: number }> {
  const row = await db
    .selectFrom('groups')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('disbanded', '=', false).as('owned'),
      eb.fn.countAll<string>().filterWhere('created_at', '>=', since).as('created'),
    ])
    .where('owner_uid', '=', uid)
    .executeTakeFirstOrThrow();
  return { owned: Number(row.owned), createdSince: Number(row.created) };
}

/**
 * A group's announcements, newest first (spec 03 sections 2.4 and 9: 5 a page on the home, 10 in lists);
 * `withHidden` for its admins' list.
 *
 * @example
 * const { rows } = await groupAnnouncementPage(db, 4, { withHidden: false }, { currentPage: 1, limit: 5 });
 */
export async function groupAnnouncementPage(
  db: Db,
  gid: number,
  filter: { withHidden: boolean },
  page: PageRequest,
): Promise<PageOf<GroupAnnouncementRow>> {
  let query = db.selectFrom('group_announcements').where('gid', '=', gid);
  if (!filter.withHidden) query = query.where('visible', '=', true);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One of a group's announcements; undefined when the group has no such announcement. */
export function groupAnnouncementById(
  db: Db,
  gid: number,
  aid: number,
): Promise<GroupAnnouncementRow | undefined> {
  return db
    .selectFrom('group_announcements')
    .selectAll()
    .where('gid', '=', gid)
    .where('id', '=', aid)
    .executeTakeFirst();
}
