import { describe, expect, it } from 'vitest';
import { type BoardSubmission, defaultBoardRules } from '../board/boardTypes';
import { rankChanges } from './rankChanges';

const START = Date.parse('2026-01-01T10:00:00Z');
const MIN = 60_000;
const acm = defaultBoardRules(START, START + 300 * MIN);
const sub = (
  submitId: number,
  uid: string,
  displayId: string,
  minute: number,
  status: number,
): BoardSubmission => ({
  submitId,
  uid,
  username: uid,
  displayId,
  submitTime: START + minute * MIN,
  status,
  score: status === 0 ? 100 : 0,
  time: 10,
});

describe('rankChanges', () => {
  it('lists everyone whose real rank moved, by new rank, and nobody else', () => {
    const before = [
      sub(1, 'ann', 'A', 10, 0),
      sub(2, 'bob', 'A', 20, 0),
      sub(3, 'bob', 'B', 30, 5),
      sub(4, 'cat', 'A', 5, -1),
    ];
    const after = before.map((s) => (s.submitId === 3 ? { ...s, status: 0 } : s));
    expect(rankChanges(before, after, acm, new Set())).toEqual([
      { uid: 'bob', username: 'bob', oldRank: 2, newRank: 1, solved: 2, penalty: 3000, score: null },
      { uid: 'ann', username: 'ann', oldRank: 1, newRank: 2, solved: 1, penalty: 600, score: null },
    ]);
  });

  it('never lists star contestants, and ranks the others without them', () => {
    const before = [sub(1, 'ann', 'A', 10, 5), sub(2, 'star', 'A', 20, 0)];
    const after = [sub(1, 'ann', 'A', 10, 0), sub(2, 'star', 'A', 20, 0)];
    expect(rankChanges(before, after, acm, new Set(['star']))).toEqual([]);
  });

  it('ranks OI boards by score and reports the score', () => {
    const oi = { ...acm, type: 1 as const };
    const before = [sub(1, 'ann', 'A', 10, 0), sub(2, 'bob', 'A', 20, 5), sub(3, 'bob', 'B', 30, 0)];
    const after = before.map((s) => (s.submitId === 2 ? { ...s, status: 0, score: 100 } : s));
    expect(rankChanges(before, after, oi, new Set())).toEqual([
      { uid: 'ann', username: 'ann', oldRank: 1, newRank: 2, solved: 1, penalty: null, score: 100 },
    ]);
  });
});
