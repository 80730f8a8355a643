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
  /** The group's own content (spec 03 §2.1, §2.6). */
  problems: (gid: number) => string;
  problem: (gid: number, problemId: string) => string;
  problemCreate: (gid: number) => string;
  problemEdit: (gid: number, pid: number) => string;
  trainings: (gid: number) => string;
  training: (gid: number, tid: number) => string;
  announcements: (gid: number) => string;
  /** Its contests, submissions and rank (spec 03 §2.5, §2.8). */
  contests: (gid: number) => string;
  status: (gid: number) => string;
  rank: (gid: number) => string;
  /** Its discussions (spec 03 §2.7), shown while the site's group discussion switch is on. */
  discussions: (gid: number) => string;
}

export type GroupTab =
  | 'home'
  | 'member'
  | 'setting'
  | 'problem'
  | 'training'
  | 'announcement'
  | 'contest'
  | 'status'
  | 'discussion'
  | 'rank';

/** Tabs whose pages use the full width, without the info card (spec 03 §2.3). */
export const fullWidthTabs: readonly GroupTab[] = ['status'];

export const groupRoom = (gid: number) => `group:${gid}`;
export const groupMembersRoom = (gid: number) => `group:${gid}:members`;
/** What changed among the group's announcements, problems, trainings (`{ kind }`): its members. */
export const groupContentRoom = (gid: number) => `group:${gid}:content`;
export const groupRankRoom = (gid: number) => `group:${gid}:rank`;
export const groupStatusRoom = (gid: number) => `group:${gid}:status`;

/** Spec 03 §9: the group rank shows 30 a page. */
export const GROUP_RANK_PAGE_SIZE = 30;

/**
 * Spec 03 §2.3: a sub-route keeps its parent tab highlighted (a problem's page or form under Problems, a
 * training's pages under Trainings, a contest's admin pages under Contests, a submission under Submissions).
 * @example groupTabOf('/group/4/training/7/problem/A') // 'training'
 */
export function groupTabOf(pathname: string): GroupTab {
  const section = /^\/group\/\d+\/([^/]+)/.exec(pathname)?.[1] ?? '';
  if (section.startsWith('problem')) return 'problem';
  if (section.startsWith('training')) return 'training';
  if (section === 'contest') return 'contest';
  if (section === 'status' || section === 'submission-detail') return 'status';
  if (section === 'discussion' || section === 'discussion-detail') return 'discussion';
  if (section === 'announcement' || section === 'member' || section === 'setting' || section === 'rank')
    return section;
  return 'home';
}

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
