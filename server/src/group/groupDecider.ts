import {
  type Decider,
  fail,
  type GroupAnnouncementFields,
  GroupAuth,
  type GroupFields,
  GroupRole,
  groupMessages as m,
  type ProductEvent,
  type StoredGroupRole,
} from '@oj/events';

/** Who acts, as the handler read it from the principal: a super admin acts as the group's root everywhere. */
export interface GroupActor {
  uid: string;
  username: string;
  superAdmin: boolean;
}

export type GroupCommand =
  | { type: 'CreateGroup'; id: number; fields: GroupFields; actor: GroupActor }
  | { type: 'UpdateGroup'; actor: GroupActor; changes: Partial<GroupFields> }
  /** Join a public group, or apply to a protected or private one (the handler validated reason and code). */
  | { type: 'Join'; actor: GroupActor; reason: string; code: string }
  | { type: 'SetMemberRole'; actor: GroupActor; uid: string; auth: StoredGroupRole }
  | { type: 'RemoveMember'; actor: GroupActor; uid: string }
  | { type: 'Exit'; actor: GroupActor }
  /** The handler checked the e-mailed code, when the site has a mail server. */
  | { type: 'Disband'; actor: GroupActor }
  /** The handler stored the image (checked, cropped, re-encoded). */
  | { type: 'ChangeAvatar'; actor: GroupActor; avatar: string }
  /** Group announcements (spec 03 sections 2.6 and 6): admins post; the author or the root edits and deletes. */
  | { type: 'PostAnnouncement'; actor: GroupActor; aid: number; fields: GroupAnnouncementFields }
  | {
      type: 'UpdateAnnouncement';
      actor: GroupActor;
      aid: number;
      changes: Partial<GroupAnnouncementFields>;
    }
  | { type: 'DeleteAnnouncement'; actor: GroupActor; aid: number };

export interface LiveGroup {
  status: 'live';
  id: number;
  fields: GroupFields;
  ownerUid: string;
  members: ReadonlyMap<string, StoredGroupRole>;
  /** Each live announcement's author uid. */
  announcements: ReadonlyMap<number, string>;
}
export type GroupState = { status: 'none' } | { status: 'disbanded' } | LiveGroup;

/**
 * One study group (spec 03 sections 3, 4 and 6): its root edits it; users join a public group, apply to
 * a protected one with a reason and to a private one with its code too; admins accept, refuse, promote,
 * demote and remove members below their own role; members exit; the owner (or a super admin) disbands,
 * and a super admin removing the owner disbands too.
 */
export const groupDecider: Decider<GroupCommand, ProductEvent, GroupState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'GroupCreated')
      return {
        status: 'live',
        id: event.data.id,
        fields: event.data.fields,
        ownerUid: event.data.owner.uid,
        members: new Map([[event.data.owner.uid, GroupRole.root]]),
        announcements: new Map(),
      };
    if (state.status !== 'live') return state;
    switch (event.type) {
      case 'GroupUpdated':
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'GroupJoined':
        return withRole(state, event.data.uid, GroupRole.member);
      case 'GroupApplied':
        return withRole(state, event.data.uid, GroupRole.applying);
      case 'GroupMemberRoleChanged': {
        const { uid, auth, previousOwner } = event.data;
        const moved = previousOwner ? withRole(state, previousOwner, GroupRole.admin) : state;
        return { ...withRole(moved, uid, auth), ownerUid: auth === GroupRole.root ? uid : state.ownerUid };
      }
      case 'GroupMemberExited':
      case 'GroupMemberRemoved':
        return withRole(state, event.data.uid, null);
      case 'GroupDisbanded':
        return { status: 'disbanded' };
      case 'GroupAnnouncementPosted':
        return {
          ...state,
          announcements: new Map(state.announcements).set(event.data.aid, event.data.author.uid),
        };
      case 'GroupAnnouncementDeleted': {
        const announcements = new Map(state.announcements);
        announcements.delete(event.data.aid);
        return { ...state, announcements };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateGroup') {
      if (state.status !== 'none') fail('conflict', 'The group already exists');
      const { uid, username } = command.actor;
      return [
        { type: 'GroupCreated', data: { id: command.id, fields: command.fields, owner: { uid, username } } },
      ];
    }
    const group = state.status === 'live' ? state : fail('not_found', m.notFound);
    const { id } = group;
    switch (command.type) {
      case 'UpdateGroup': {
        requireRoot(group, command.actor);
        const changes = changed(group.fields, command.changes);
        const next = { ...group.fields, ...changes };
        if (next.auth === GroupAuth.private && next.code.length !== 6) fail('validation', m.codeRequired);
        return Object.keys(changes).length > 0 ? [{ type: 'GroupUpdated', data: { id, changes } }] : [];
      }
      case 'ChangeAvatar':
        requireRoot(group, command.actor);
        return [{ type: 'GroupAvatarChanged', data: { id, avatar: command.avatar } }];
      case 'Join':
        return decideJoin(group, command);
      case 'SetMemberRole':
        return decideRole(group, command.actor, command.uid, command.auth);
      case 'RemoveMember':
        return decideRemove(group, command.actor, command.uid);
      case 'Exit': {
        const role = group.members.get(command.actor.uid);
        if (role === undefined || role < GroupRole.member) fail('forbidden', m.noAccess);
        if (group.ownerUid === command.actor.uid) fail('forbidden', m.ownerCannotExit);
        return [{ type: 'GroupMemberExited', data: { id, uid: command.actor.uid } }];
      }
      case 'Disband':
        if (group.ownerUid !== command.actor.uid && !command.actor.superAdmin)
          fail('forbidden', m.rootRequired);
        return [{ type: 'GroupDisbanded', data: { id } }];
      case 'PostAnnouncement':
        if (levelOf(group, command.actor) < GroupRole.admin) fail('forbidden', m.noPermission);
        if (group.announcements.has(command.aid)) return [];
        return [
          {
            type: 'GroupAnnouncementPosted',
            data: {
              id,
              aid: command.aid,
              fields: command.fields,
              author: { uid: command.actor.uid, username: command.actor.username },
            },
          },
        ];
      case 'UpdateAnnouncement':
        requireAnnouncementAuthor(group, command.actor, command.aid);
        return [
          { type: 'GroupAnnouncementUpdated', data: { id, aid: command.aid, changes: command.changes } },
        ];
      case 'DeleteAnnouncement':
        requireAnnouncementAuthor(group, command.actor, command.aid);
        return [{ type: 'GroupAnnouncementDeleted', data: { id, aid: command.aid } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

/** The actor's rank in the group: the owner and super admins rank as root; a non-member as none. */
export function levelOf(group: LiveGroup, actor: GroupActor): number {
  if (actor.superAdmin || group.ownerUid === actor.uid) return GroupRole.root;
  return group.members.get(actor.uid) ?? GroupRole.none;
}

function decideJoin(group: LiveGroup, command: Extract<GroupCommand, { type: 'Join' }>): ProductEvent[] {
  const { actor, reason } = command;
  const role = group.members.get(actor.uid);
  if (role === GroupRole.applying) fail('conflict', m.alreadyApplying);
  if (role === GroupRole.refused) fail('forbidden', m.refused);
  if (role !== undefined) fail('conflict', m.alreadyMember);
  const data = { id: group.id, uid: actor.uid, username: actor.username, reason };
  if (group.fields.auth === GroupAuth.public) return [{ type: 'GroupJoined', data }];
  if (group.fields.auth === GroupAuth.private && command.code !== group.fields.code)
    fail('validation', m.wrongCode);
  return [{ type: 'GroupApplied', data }];
}

/**
 * Spec 03 section 6, the member select: a group admin changes only rows below their own role, to roles
 * below it; the owner and super admins change anyone but the owner, and setting someone to root hands
 * them the group (the old owner stays as a group admin).
 */
function decideRole(group: LiveGroup, actor: GroupActor, uid: string, auth: StoredGroupRole): ProductEvent[] {
  const level = levelOf(group, actor);
  if (level < GroupRole.admin) fail('forbidden', m.noPermission);
  const from = group.members.get(uid) ?? fail('not_found', m.notMember);
  if (uid === group.ownerUid) fail('forbidden', m.rootRequired);
  if (level < GroupRole.root && (from >= level || auth >= level)) fail('forbidden', m.roleAtOrAbove);
  if (from === auth) return [];
  const previousOwner = auth === GroupRole.root ? group.ownerUid : null;
  return [{ type: 'GroupMemberRoleChanged', data: { id: group.id, uid, auth, from, previousOwner } }];
}

/** Spec 03 sections 4 and 6: removing the owner (a super admin only) disbands the group. */
function decideRemove(group: LiveGroup, actor: GroupActor, uid: string): ProductEvent[] {
  const level = levelOf(group, actor);
  if (level < GroupRole.admin) fail('forbidden', m.noPermission);
  if (uid === actor.uid) fail('validation', m.cannotKickSelf);
  if (uid === group.ownerUid) {
    if (!actor.superAdmin) fail('forbidden', m.rootRequired);
    return [{ type: 'GroupDisbanded', data: { id: group.id } }];
  }
  const from = group.members.get(uid) ?? fail('not_found', m.notMember);
  if (level < GroupRole.root && from >= level) fail('forbidden', m.roleAtOrAbove);
  return [{ type: 'GroupMemberRemoved', data: { id: group.id, uid, from } }];
}

/** Spec 03 section 6: a group admin edits only their own items, the root any. */
function requireAnnouncementAuthor(group: LiveGroup, actor: GroupActor, aid: number): void {
  const level = levelOf(group, actor);
  if (level < GroupRole.admin) fail('forbidden', m.noPermission);
  const author = group.announcements.get(aid) ?? fail('not_found', m.announcementMissing);
  if (level < GroupRole.root && author !== actor.uid) fail('forbidden', m.notYourItem);
}

function requireRoot(group: LiveGroup, actor: GroupActor): void {
  if (levelOf(group, actor) < GroupRole.root) fail('forbidden', m.rootRequired);
}

function withRole(state: LiveGroup, uid: string, role: StoredGroupRole | null): LiveGroup {
  const members = new Map(state.members);
  if (role === null) members.delete(uid);
  else members.set(uid, role);
  return { ...state, members };
}

function changed<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (wanted[key] !== undefined && wanted[key] !== current[key]) changes[key] = wanted[key];
  }
  return changes;
}
