import { describe, expect, it } from 'vitest';
import { decideSync } from './sessionSync';
import type { UserInfo } from './userInfo';

const alice: UserInfo = {
  uid: 'u1',
  username: 'alice',
  nickname: '',
  avatar: '',
  titleName: '',
  titleColor: '',
  email: 'a@example.com',
  number: '',
  gender: 'secrecy',
  school: '',
  course: '',
  signature: '',
  realname: '',
  github: '',
  blog: '',
  roleList: ['user'],
};

describe('decideSync', () => {
  it('does nothing while storage holds the token this tab knows', () => {
    expect(decideSync('t1', 't1', alice)).toEqual({ kind: 'unchanged' });
    expect(decideSync(undefined, undefined, null)).toEqual({ kind: 'unchanged' });
  });

  it('takes over a login made in another tab, also over an older session', () => {
    expect(decideSync(undefined, 't2', alice)).toEqual({ kind: 'adopt', user: alice });
    expect(decideSync('t1', 't2', alice)).toEqual({ kind: 'adopt', user: alice });
  });

  it('treats a logout elsewhere, or a token without a user, as signed out', () => {
    expect(decideSync('t1', undefined, null)).toEqual({ kind: 'signedOut' });
    expect(decideSync('t1', 't2', null)).toEqual({ kind: 'signedOut' });
  });
});
