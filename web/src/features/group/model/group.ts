import { GroupAuth, GroupRole } from '@oj/events/vocabulary';

/** The pages a group links to, handed in by the routes. */
export interface GroupLinks {
  list: string;
  home: (gid: number) => string;
  members: (gid: number) => string;
  setting: (gid: number) => string;
  userHome: (user: { uid: string; username: string }) => string;
  /** The account settings (/setting), where an e-mail is bound. */
  accountSetting: string;
  contests: (gid: number) => string;
  status: (gid: number) => string;
  rank: (gid: number) => string;
}

/** The shell's tabs (spec 03 §2.3); a sub-route keeps its parent's (a contest's pages: contest, a submission: status). */
export type GroupTab = 'home' | 'contest' | 'status' | 'member' | 'setting' | 'rank';

/** Tabs whose pages use the full width, without the info card (spec 03 §2.3). */
export const fullWidthTabs: readonly GroupTab[] = ['status'];

/** The tab a path of the group shows (its sub-routes keep their parent's). */
export function tabOfPath(pathname: string, gid: number): GroupTab {
  const rest = pathname.slice(`/group/${gid}`.length).split('/').filter(Boolean);
  const first = rest[0] ?? '';
  if (first === 'contest') return 'contest';
  if (first === 'status' || first === 'submission-detail') return 'status';
  if (first === 'member' || first === 'setting' || first === 'rank') return first;
  return 'home';
}

export const groupRoom = (gid: number) => `group:${gid}`;
export const groupMembersRoom = (gid: number) => `group:${gid}:members`;
export const groupRankRoom = (gid: number) => `group:${gid}:rank`;
export const groupStatusRoom = (gid: number) => `group:${gid}:status`;

/** Spec 03 §9: the group rank shows 30 a page. */
export const GROUP_RANK_PAGE_SIZE = 30;

/** Spec 03 §9: the group list pages by 9, with these choices. */
export const groupPageSizes = [9, 15, 30, 60, 120] as const;

export const authKey = (auth: number) =>
  auth === GroupAuth.private ? 'private' : auth === GroupAuth.protected ? 'protected' : 'public';
export const roleKey = (auth: number) =>
  (['none', 'applying', 'refused', 'member', 'admin', 'root'] as const)[auth] ?? 'none';

/**
 * Spec 03 §2.4: a name is cut at 26 width units (a wide character counts 2), then '...'.
 * @example truncateName('算法竞赛集训队第一期学员交流群组') // '算法竞赛集训队第一期学员交...'
 */
export function truncateName(name: string, units = 26): string {
  let width = 0;
  let out = '';
  for (const char of name) {
    width += (char.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
    if (width > units) return `${out}...`;
    out += char;
  }
  return out;
}

/**
 * Spec 03 §6, the member select: a group admin changes rows below their role, to roles below it; the owner
 * and super admins change anyone but the owner. Returns the roles the actor may pick for the row.
 */
export function selectableRoles(actorLevel: number, rowAuth: number, rowIsOwner: boolean): number[] {
  if (rowIsOwner || actorLevel < GroupRole.admin) return [];
  if (actorLevel >= GroupRole.root) return [1, 2, 3, 4, 5];
  if (rowAuth >= actorLevel) return [];
  return [1, 2, 3, 4, 5].filter((auth) => auth < actorLevel);
}

/** Spec 03 §6: remove appears for the owner, or when the row ranks lower; never on oneself or the owner. */
export function mayRemove(
  actorLevel: number,
  rowAuth: number,
  isSelf: boolean,
  rowIsOwner: boolean,
): boolean {
  if (isSelf || rowIsOwner || actorLevel < GroupRole.admin) return false;
  return actorLevel >= GroupRole.root || rowAuth < actorLevel;
}
