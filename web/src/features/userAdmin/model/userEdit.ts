import { gender, userEditBody } from '@oj/events/contracts';
import { z } from 'zod';
import type { UserEdit } from '../api/userAdminApi';
import type { AdminUser } from '../api/userAdminSchemas';

/** The edit dialog's fields, as the inputs hold them. */
const userEditDraft = z.object({
  email: z.string(),
  password: z.string(),
  nickname: z.string(),
  realname: z.string(),
  school: z.string(),
  course: z.string(),
  number: z.string(),
  gender,
  roleCode: z.number(),
  banned: z.boolean(),
  titleName: z.string(),
  titleColor: z.string(),
});
export type UserEditDraft = z.infer<typeof userEditDraft>;

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

/**
 * The dialog's form: the draft becomes the edit (`editOf`), checked by the server's own body rule
 * (`userEditBody`); a refused field's message goes to the field of the same name.
 */
export function userEditForm(user: AdminUser) {
  return userEditDraft.transform((draft) => editOf(user, draft)).pipe(userEditBody);
}

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
