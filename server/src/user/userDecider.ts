import { type Decider, fail, type ProductEvent, type ProfileFields } from '@oj/events';

export type UserCommand =
  | { type: 'Register'; uid: string; username: string; email: string; passwordHash: string; roleCode: number }
  | { type: 'ChangePassword'; passwordHash: string; reason: 'change' | 'reset' | 'admin' }
  | { type: 'ChangeEmail'; email: string }
  | { type: 'ChangeProfile'; changes: Partial<ProfileFields> }
  | { type: 'ChangeAvatar'; avatar: string }
  | { type: 'ChangeRole'; roleCode: number }
  | { type: 'RecordLogin'; ip: string | null; userAgent: string | null }
  | { type: 'Logout' }
  | { type: 'Ban'; reason: string }
  | { type: 'Unban' }
  | { type: 'ChangeTitle'; titleName: string; titleColor: string }
  | { type: 'Delete' };

export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      uid: string;
      username: string;
      email: string;
      passwordHash: string;
      roleCode: number;
      profile: Partial<ProfileFields>;
      banned: boolean;
      title: { titleName: string; titleColor: string };
    }
  | { status: 'deleted' };

export const userStreamId = (uid: string) => `user-${uid}`;

/** The account aggregate. Password checks (argon2, async) happen in the handler, before deciding. */
export const userDecider: Decider<UserCommand, ProductEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'UserRegistered') {
      const { uid, username, email, passwordHash, roleCode } = event.data;
      const title = { titleName: '', titleColor: '' };
      return {
        status: 'active',
        uid,
        username,
        email,
        passwordHash,
        roleCode,
        profile: {},
        banned: false,
        title,
      };
    }
    if (state.status !== 'active') return state;
    switch (event.type) {
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'UserEmailChanged':
        return { ...state, email: event.data.email };
      case 'UserRoleChanged':
        return { ...state, roleCode: event.data.roleCode };
      case 'UserProfileChanged':
        return { ...state, profile: { ...state.profile, ...event.data.changes } };
      case 'UserBanned':
        return { ...state, banned: true };
      case 'UserUnbanned':
        return { ...state, banned: false };
      case 'UserTitleChanged':
        return { ...state, title: event.data };
      case 'UserDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'Register') {
      if (state.status !== 'none') fail('conflict', 'This account already exists');
      const { uid, username, email, passwordHash, roleCode } = command;
      return [{ type: 'UserRegistered', data: { uid, username, email, passwordHash, roleCode } }];
    }
    if (state.status !== 'active') fail('not_found', 'The user does not exist');
    switch (command.type) {
      case 'ChangePassword':
        return [
          {
            type: 'UserPasswordChanged',
            data: { passwordHash: command.passwordHash, reason: command.reason },
          },
        ];
      case 'ChangeEmail':
        if (command.email.toLowerCase() === state.email.toLowerCase())
          fail('validation', 'The new email must differ from the old one');
        return [{ type: 'UserEmailChanged', data: { email: command.email } }];
      case 'ChangeProfile': {
        const changes = changedFields(state.profile, command.changes);
        return Object.keys(changes).length > 0 ? [{ type: 'UserProfileChanged', data: { changes } }] : [];
      }
      case 'ChangeAvatar':
        return [{ type: 'UserAvatarChanged', data: { avatar: command.avatar } }];
      case 'ChangeRole':
        return command.roleCode === state.roleCode
          ? []
          : [{ type: 'UserRoleChanged', data: { roleCode: command.roleCode } }];
      case 'RecordLogin':
        return [{ type: 'UserLoggedIn', data: { ip: command.ip, userAgent: command.userAgent } }];
      case 'Logout':
        return [{ type: 'UserLoggedOut', data: {} }];
      case 'Ban':
        return state.banned ? [] : [{ type: 'UserBanned', data: { reason: command.reason } }];
      case 'Unban':
        return state.banned ? [{ type: 'UserUnbanned', data: {} }] : [];
      case 'ChangeTitle': {
        const { titleName, titleColor } = command;
        const same = titleName === state.title.titleName && titleColor === state.title.titleColor;
        return same ? [] : [{ type: 'UserTitleChanged', data: { titleName, titleColor } }];
      }
      case 'Delete':
        return [{ type: 'UserDeleted', data: {} }];
    }
  },
};

/** Only fields whose value changes become part of the event, so the history shows real edits. */
function changedFields(
  current: Partial<ProfileFields>,
  wanted: Partial<ProfileFields>,
): Partial<ProfileFields> {
  const changes: Partial<ProfileFields> = {};
  for (const key of Object.keys(wanted) as (keyof ProfileFields)[]) {
    const value = wanted[key];
    if (value !== undefined && value !== (current[key] ?? defaultProfile[key]))
      Object.assign(changes, { [key]: value });
  }
  return changes;
}

const defaultProfile: ProfileFields = {
  nickname: '',
  realname: '',
  school: '',
  course: '',
  number: '',
  gender: 'secrecy',
  github: '',
  blog: '',
  signature: '',
};
