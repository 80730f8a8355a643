import { SubmissionStatus } from '@oj/events/vocabulary';
import { describe, expect, it } from 'vitest';
import { boardAt, type ReplaySettings, type SubmissionHistory } from './boardAt';
import { defaultBoardRules } from './boardTypes';
import { shiftOntoContest, type VirtualSubmission, virtualBoardAt, virtualUid } from './virtualBoard';

const START = Date.parse('2026-03-01T09:00:00Z');
const END = START + 5 * 3_600_000;
const SEAL = END - 60 * 60_000;
const MIN = 60_000;
const { accepted, wrongAnswer, pending } = SubmissionStatus;
/** The participant started a day after the contest. */
const STARTED = END + 24 * 3_600_000;

const settings: ReplaySettings = {
  rules: { ...defaultBoardRules(START, END), sealTime: SEAL },
  seal: { sealRank: true, sealRankTime: SEAL, endTime: END, autoRealRank: false },
  sealLiftedAt: null,
  starUsernames: [],
  awards: { awardType: 0, awardConfigList: [] },
};

let nextId = 1;
/** A real contestant's submission at `minute`, judged `judgedAfter` minutes later. */
function ghost(username: string, displayId: string, minute: number, status: number, judgedAfter = 1) {
  return {
    submitId: nextId++,
    uid: `uid-${username}`,
    username,
    displayId,
    submitTime: START + minute * MIN,
    changes: [{ at: START + (minute + judgedAfter) * MIN, status, score: null, time: 10 }],
  } satisfies SubmissionHistory;
}
function own(displayId: string, minute: number, status: number, judgedAfter = 1): VirtualSubmission {
  return {
    submitId: nextId++,
    displayId,
    submitTime: STARTED + minute * MIN,
    status,
    score: null,
    time: 10,
    judgedAt: status === pending ? null : STARTED + (minute + judgedAfter) * MIN,
  };
}

const ghosts = [
  ghost('ann', 'A', 10, accepted),
  ghost('ann', 'B', 50, accepted),
  ghost('bo', 'A', 20, wrongAnswer),
  ghost('bo', 'A', 30, accepted),
  ghost('cy', 'A', 55, accepted),
  ghost('cy', 'B', 70, accepted), // after minute 60: not on the board at 60
  ghost('dee', 'A', 59, accepted, 5), // judged at 64: pending at 60
  ghost('bo', 'B', 250, accepted), // after the seal: frozen on the public side
];
const me = { uid: 'u-me', username: 'me' };

describe('virtual participation: the board with ghosts', () => {
  it('moves the participant onto contest time, verdicts with them, open ones without a verdict', () => {
    const shifted = shiftOntoContest([own('A', 15, accepted, 2), own('B', 40, pending)], me, STARTED, START);
    expect(shifted).toEqual([
      {
        submitId: expect.any(Number),
        uid: virtualUid('u-me'),
        username: 'me',
        displayId: 'A',
        submitTime: START + 15 * MIN,
        changes: [{ at: START + 17 * MIN, status: accepted, score: null, time: 10 }],
      },
      expect.objectContaining({ displayId: 'B', submitTime: START + 40 * MIN, changes: [] }),
    ]);
  });

  it('at minute 60 ranks the participant among the ghosts exactly as the real board stood at minute 60', () => {
    const mine = shiftOntoContest([own('A', 25, accepted, 1)], me, STARTED, START);
    const board = virtualBoardAt(settings, ghosts, mine, 60 * MIN);
    const real = boardAt(settings, ghosts, START + 60 * MIN, 'public');
    const ghostsOnly = board.rows.filter((r) => r.uid !== virtualUid('u-me'));
    // The real contestants keep their rows and their order; only ranks below the participant move by one.
    expect(ghostsOnly.map((r) => r.username)).toEqual(real.rows.map((r) => r.username));
    expect(board.rows.map((r) => [r.username, r.rank])).toEqual([
      ['ann', 1], // 2 solved
      ['me', 2], // A at 26:00
      ['bo', 3], // A at 31:00 + 20 min penalty
      ['cy', 4], // A at 56:00
      ['dee', 5], // pending at minute 60
    ]);
    expect(real.rows.map((r) => [r.username, r.rank])).toEqual([
      ['ann', 1],
      ['bo', 2],
      ['cy', 3],
      ['dee', 4],
    ]);
  });

  it('seals at the same elapsed time as the real board: later tries, ghosts and own, show as frozen', () => {
    const mine = shiftOntoContest([own('B', 260, accepted)], me, STARTED, START);
    const board = virtualBoardAt(settings, ghosts, mine, 280 * MIN);
    expect(board.sealed).toBe(true);
    const row = (name: string) => board.rows.find((r) => r.username === name);
    expect(row('bo')).toMatchObject({ submissionInfo: { B: { isAC: false, tryNum: 1 } } });
    expect(row('me')).toMatchObject({ submissionInfo: { B: { isAC: false, tryNum: 1 } } });
    expect(virtualBoardAt(settings, ghosts, mine, 200 * MIN).sealed).toBe(false);
  });

  it('holds the clock to the contest: before 0 nothing, after the end the final (sealed) board', () => {
    const mine = shiftOntoContest([own('A', 1, accepted)], me, STARTED, START);
    expect(virtualBoardAt(settings, ghosts, mine, -5 * MIN).rows).toEqual([]);
    const after = virtualBoardAt(settings, ghosts, mine, 400 * MIN);
    const atEnd = boardAt(settings, [...ghosts, ...mine], END, 'public');
    expect(after).toEqual(atEnd);
  });
});
