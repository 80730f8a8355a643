import { describe, expect, it } from 'vitest';
import type { ContestTimeline } from '../api/getContestHistory';
import { clock, replayBoard, replayOf } from './replay';

const start = Date.parse('2026-03-01T09:00:00Z');
const MIN = 60_000;
const timeline: ContestTimeline = {
  cid: 1,
  title: 'Cup',
  type: 0,
  startTime: new Date(start).toISOString(),
  endTime: new Date(start + 300 * MIN).toISOString(),
  now: new Date(start + 400 * MIN).toISOString(),
  isAdmin: false,
  withheld: true,
  settings: {
    rules: {
      type: 0,
      startTime: start,
      endTime: start + 300 * MIN,
      sealTime: start + 240 * MIN,
      penaltyMinutes: 20,
      compileErrorPenalty: false,
      timeUnit: 'second',
      oiRankScoreType: 'Recent',
    },
    seal: {
      sealRank: true,
      sealRankTime: start + 240 * MIN,
      endTime: start + 300 * MIN,
      autoRealRank: false,
    },
    sealLiftedAt: null,
    starUsernames: [],
    awards: { awardType: 0, awardConfigList: [] },
  },
  problems: [{ displayId: 'A', displayTitle: 'A', color: null }],
  teams: [{ uid: 'u1', username: 'ann' }],
  submissions: [
    [1, 0, 'A', 10 * MIN, [[11 * MIN, -1, null, 5]]],
    [2, 0, 'A', 250 * MIN, []],
  ],
  rankChanges: [],
};

describe('the replay in the browser', () => {
  const replay = replayOf(timeline);

  it('folds the board at a moment with the board fold: a wrong try, then a frozen one', () => {
    expect(replayBoard(replay, 5 * MIN, 'public').rows).toEqual([]);
    const early = replayBoard(replay, 60 * MIN, 'public');
    expect(early.rows[0]).toMatchObject({ username: 'ann', rank: 1 });
    const late = replayBoard(replay, 260 * MIN, 'real');
    // Not an admin: the real side is never folded, the seal holds.
    expect(late.sealed).toBe(true);
    expect(late.rows[0]?.submissionInfo).toMatchObject({ A: { errorNum: 1, tryNum: 1 } });
  });

  it('shows contest time as a clock', () => {
    expect(clock(3_723_000)).toBe('01:02:03');
  });
});
