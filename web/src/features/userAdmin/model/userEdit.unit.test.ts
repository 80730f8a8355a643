import { describe, expect, it } from 'vitest';
import { formErrors } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';
import type { AdminUser } from '../api/userAdminSchemas';
import { draftOf, editOf, userEditForm } from './userEdit';

const user: AdminUser = {
  uid: 'u1',
  username: 'ann',
  email: 'ann@example.com',
  nickname: 'Ann',
  realname: '',
  school: '',
  course: '',
  number: '',
  gender: 'secrecy',
  roleCode: 1002,
  titleName: '',
  titleColor: '',
  status: 0,
  gmtCreate: '2026-11-27T00:00:00.000Z',
  lastLoginAt: null,
};

describe('the user edit', () => {
  it('sends only what changed, trimmed', () => {
    const draft = { ...draftOf(user), realname: ' Ann Lee ', roleCode: 1008, banned: true };
    expect(editOf(user, draft)).toEqual({ uid: 'u1', realname: 'Ann Lee', roleCode: 1008, status: 1 });
  });

  it('sends nothing but the uid when nothing changed, and a password only when one is typed', () => {
    expect(editOf(user, draftOf(user))).toEqual({ uid: 'u1' });
    expect(editOf(user, { ...draftOf(user), password: 'new123' })).toEqual({ uid: 'u1', password: 'new123' });
  });

  it('checks the edit with the server body rule: a bad title colour or a long password under their fields', async () => {
    const draft = { ...draftOf(user), titleColor: 'red', password: 'p'.repeat(21) };
    const errors = await formErrors(userEditForm(user), draft);
    expect(errors).toEqual({
      titleColor: 'The title colour must be a colour like #3366ff',
      password: 'The password can not exceed 20 characters',
    });
    expect(chineseServerMessage(errors.titleColor ?? '')).toBe('头衔颜色应为 #3366ff 这样的格式');
    expect(await formErrors(userEditForm(user), { ...draftOf(user), email: 'not-mail' })).toEqual({
      email: 'Email Check Format',
    });
  });

  it('takes an empty colour or #RRGGBB and hands over only the changes', async () => {
    expect(await formErrors(userEditForm(user), { ...draftOf(user), titleColor: '' })).toEqual({});
    expect(userEditForm(user).parse({ ...draftOf(user), titleColor: ' #aa3300 ' })).toEqual({
      uid: 'u1',
      titleColor: '#aa3300',
    });
  });
});
