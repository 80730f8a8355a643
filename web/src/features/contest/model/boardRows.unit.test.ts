import { describe, expect, it } from 'vitest';
import type { BoardRow } from '../api/boardRowSchema';
import {
  mergeLiveRow,
  parseBoardChange,
  pinnedCopies,
  reuseUnchanged,
  rowKeys,
  shownName,
} from './boardRows';

const row = (uid: string, ac: number, rank = 1): BoardRow => ({
  uid,
  username: uid,
  realname: `${uid} real`,
  nickname: '',
  school: 'MIT',
  rank,
  isStar: false,
  ac,
  totalScore: 0,
  totalTime: ac * 60,
  total: ac,
  submissionInfo: {},
  timeInfo: null,
  awardName: null,
  awardBackground: null,
  awardColor: null,
});

describe('board rows', () => {
  it('reads a pushed row and treats anything else as a reload', () => {
    const payload = {
      kind: 'row',
      type: 0,
      row: { uid: 'u1', username: 'ann', ac: 1, totalTime: 60, total: 1 },
    };
    expect(parseBoardChange(payload)).toMatchObject({ kind: 'row', row: { uid: 'u1', ac: 1 } });
    expect(parseBoardChange({ kind: 'reload' })).toEqual({ kind: 'reload' });
    expect(parseBoardChange({ kind: 'row', row: 'garbage' })).toEqual({ kind: 'reload' });
  });

  it('merges a live row into every copy of it, keeping identity and rank, and leaves the others alone', () => {
    const ann = row('ann', 0, 2);
    const bob = row('bob', 1, 1);
    const rows = [ann, bob, ann];
    const live = { ...row('ann', 2), realname: '', rank: undefined };
    const merged = mergeLiveRow(rows, live);
    expect(merged[1]).toBe(bob);
    expect(merged[0]).toMatchObject({ ac: 2, totalTime: 120, realname: 'ann real', rank: 2 });
    expect(merged[2]).toMatchObject({ ac: 2 });
  });

  it('returns the same page when the live row is not on it', () => {
    const rows = [row('bob', 1)];
    expect(mergeLiveRow(rows, row('eve', 3))).toBe(rows);
  });

  it('keys the repeated own row apart and reuses unchanged rows after a refresh', () => {
    const ann = row('ann', 1);
    const bob = row('bob', 0, 2);
    expect(rowKeys([ann, bob, ann])).toEqual(['ann', 'bob', 'ann#2']);
    const next = reuseUnchanged([ann, bob], [{ ...ann }, { ...bob, ac: 2, rank: 1 }]);
    expect(next[0]).toBe(ann);
    expect(next[1]).not.toBe(bob);
    expect(next[1]).toMatchObject({ ac: 2 });
  });
});

describe('pinnedCopies', () => {
  it('marks the copies repeated at the top, not the rows in rank order', () => {
    const rows = [row('me', 1, 3), row('friend', 2, 1), row('friend', 2, 1), row('x', 2, 2), row('me', 1, 3)];
    expect([...pinnedCopies(rows)]).toEqual([0, 1]);
    expect(pinnedCopies([row('a', 1), row('b', 1, 2)]).size).toBe(0);
  });
});

describe('shownName', () => {
  it('shows the name the contest chooses, the username when that one is empty', () => {
    const ann = { username: 'ann01', nickname: 'Annie', realname: 'Ann Lee' };
    expect(shownName(ann, 'username')).toBe('ann01');
    expect(shownName(ann, 'nickname')).toBe('Annie');
    expect(shownName(ann, 'realname')).toBe('Ann Lee');
    expect(shownName({ ...ann, realname: ' ' }, 'realname')).toBe('ann01');
    expect(shownName(ann, null)).toBe('ann01');
  });
});
