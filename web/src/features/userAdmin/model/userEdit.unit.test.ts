import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../api/userAdminSchemas';
import { draftOf, editOf, isTitleColor } from './userEdit';

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

  it('takes an empty colour or #RRGGBB', () => {
    expect(isTitleColor('')).toBe(true);
    expect(isTitleColor('#aa3300')).toBe(true);
    expect(isTitleColor('red')).toBe(false);
    expect(isTitleColor('#abc')).toBe(false);
  });
});
