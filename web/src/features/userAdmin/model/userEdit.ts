import type { UserEdit } from '../api/userAdminApi';
import type { AdminUser } from '../api/userAdminSchemas';

/** The edit dialog's fields, as strings the inputs hold. */
export interface UserEditDraft {
  email: string;
  password: string;
  nickname: string;
  realname: string;
  school: string;
  course: string;
  number: string;
  gender: 'male' | 'female' | 'secrecy';
  roleCode: number;
  banned: boolean;
  titleName: string;
  titleColor: string;
}

const genders = ['male', 'female', 'secrecy'] as const;
const isGender = (value: string): value is UserEditDraft['gender'] =>
  (genders as readonly string[]).includes(value);

export function draftOf(user: AdminUser): UserEditDraft {
  return {
    email: user.email,
    password: '',
    nickname: user.nickname,
    realname: user.realname,
    school: user.school,
    course: user.course,
    number: user.number,
    gender: isGender(user.gender) ? user.gender : 'secrecy',
    roleCode: user.roleCode,
    banned: user.status === 1,
    titleName: user.titleName,
    titleColor: user.titleColor,
  };
}

export const isTitleColor = (value: string) => value === '' || /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * Only what the admin changed goes to the server, so each save records just those changes (and the
 * admin's own role and ban, which the server refuses to touch, are never sent unchanged).
 */
export function editOf(user: AdminUser, draft: UserEditDraft): UserEdit {
  const before = draftOf(user);
  const edit: UserEdit = { uid: user.uid };
  const textFields = [
    'email',
    'nickname',
    'realname',
    'school',
    'course',
    'number',
    'titleName',
    'titleColor',
  ] as const;
  for (const field of textFields) {
    const value = draft[field].trim();
    if (value !== before[field]) edit[field] = value;
  }
  if (draft.password) edit.password = draft.password;
  if (draft.gender !== before.gender) edit.gender = draft.gender;
  if (draft.roleCode !== before.roleCode) edit.roleCode = draft.roleCode;
  if (draft.banned !== before.banned) edit.status = draft.banned ? 1 : 0;
  return edit;
}
