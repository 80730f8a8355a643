import { describe, expect, it } from 'vitest';
import { rankAcm } from './acmRank';
import { foldAcmRow, foldAcmRows } from './acmRow';
import { DEFAULT_AWARDS } from './awards';
import {
  type BoardRules,
  type BoardSubmission,
  defaultBoardRules,
  PUBLIC_VIEW,
  REAL_AFTER_VIEW,
  REAL_VIEW,
  submissionsAt,
} from './boardTypes';
import { foldOiRows, rankOi } from './oiRow';
import { defaultSealOption, isSealedAt, sealTimeOf } from './seal';

const START = Date.parse('2026-03-01T09:00:00Z');
const END = START + 5 * 3_600_000;
const MIN = 60_000;
const rules: BoardRules = { ...defaultBoardRules(START, END), sealTime: END - 60 * MIN };
const noStars = {
  starUsernames: new Set<string>(),
  removeStar: false,
  awards: { awardType: 0, awardConfigList: [] },
} as const;

let nextId = 1;
function sub(
  username: string,
  displayId: string,
  minute: number,
  status: number,
  extra: Partial<BoardSubmission> = {},
) {
  return {
    submitId: nextId++,
    uid: `uid-${username}`,
    username,
    displayId,
    submitTime: START + minute * MIN,
    status,
    score: null,
    time: null,
    ...extra,
  } satisfies BoardSubmission;
}

describe('ACM cells', () => {
  it('counts only PE, WA, TLE, MLE, RE and OLE as tries; ignores what follows the first accept', () => {
    const row = foldAcmRow(
      [
        sub('ann', 'A', 1, -1), // WA
        sub('ann', 'A', 1.5, 11), // OLE
        sub('ann', 'A', 2, -2), // CE: free by default
        sub('ann', 'A', 3, 4), // SE: free
        sub('ann', 'A', 4, 8), // PA: free
        sub('ann', 'A', 5, 5), // pending: ignored
        sub('ann', 'A', 6, -3), // PE
        sub('ann', 'A', 10, 0), // AC at 10:00
        sub('ann', 'A', 11, -1), // after the accept: ignored
      ],
      rules,
      REAL_VIEW,
    );
    expect(row.submissionInfo.A).toMatchObject({ isAC: true, ACTime: 600, errorNum: 3, tryNum: 0 });
    expect(row).toMatchObject({ ac: 1, totalTime: 600 + 3 * 20 * 60, total: 9 });
  });

  it('takes the penalty minutes, the compile-error rule and the time unit from the contest', () => {
    const subs = [sub('bo', 'A', 1, -2), sub('bo', 'A', 7.5, 0)];
    expect(foldAcmRow(subs, rules, REAL_VIEW).totalTime).toBe(450);
    const icpc = { ...rules, compileErrorPenalty: true, penaltyMinutes: 10, timeUnit: 'minute' as const };
    expect(foldAcmRow(subs, icpc, REAL_VIEW)).toMatchObject({ totalTime: 420 + 600 });
  });

  it('never counts submissions before the start; after the end only with containsEnd, flagged', () => {
    const subs = [sub('cy', 'A', -5, 0), sub('cy', 'A', 301, 0), sub('cy', 'B', 100, 0)];
    expect(foldAcmRow(subs, rules, REAL_VIEW)).toMatchObject({ ac: 1, total: 1 });
    const after = foldAcmRow(subs, rules, REAL_AFTER_VIEW);
    expect(after.submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true, ACTime: 301 * 60 });
    expect(after.total).toBe(2);
  });

  it('hides frozen verdicts on the sealed board as tries, and the real board goes on', () => {
    const subs = [
      sub('di', 'A', 200, -1),
      sub('di', 'A', 250, -1),
      sub('di', 'A', 260, 0),
      sub('di', 'B', 270, 5),
    ];
    const sealed = foldAcmRow(subs, rules, PUBLIC_VIEW);
    expect(sealed.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 2, ACTime: null });
    expect(sealed.submissionInfo.B).toMatchObject({ tryNum: 1 });
    expect(sealed.ac).toBe(0);
    const real = foldAcmRow(subs, rules, REAL_VIEW);
    expect(real.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 2, tryNum: 0 });
  });

  it('replays the board as it stood at T: later submissions absent, later verdicts pending', () => {
    const late = sub('ed', 'A', 30, 0, { judgedAt: START + 40 * MIN });
    expect(foldAcmRow(submissionsAt([late], START + 35 * MIN), rules, REAL_VIEW).ac).toBe(0);
    expect(foldAcmRow(submissionsAt([late], START + 45 * MIN), rules, REAL_VIEW).ac).toBe(1);
  });
});

describe('ACM ranking', () => {
  const subs = [
    sub('ann', 'A', 10, 0),
    sub('bob', 'A', 10, 0),
    sub('bob', 'B', 50, 0),
    sub('cat', 'A', 20, 0),
    sub('cat', 'B', 40, 0),
    sub('dan', 'A', 5, 0),
    sub('eve', 'A', 30, 0),
    sub('fay', 'A', 15, -1),
  ];

  it('orders by solved, time, then the earlier last accept; ties share a rank; first blood per problem', () => {
    const board = rankAcm(foldAcmRows(subs, rules, REAL_VIEW), noStars);
    expect(board.map((r) => [r.username, r.rank])).toEqual([
      ['cat', 1], // 60 min, last accept 40
      ['bob', 2], // 60 min, last accept 50
      ['dan', 3],
      ['ann', 4],
      ['eve', 5],
      ['fay', 6],
    ]);
    expect(board.find((r) => r.username === 'dan')?.submissionInfo.A?.isFirstAC).toBe(true);
    expect(board.find((r) => r.username === 'ann')?.submissionInfo.A?.isFirstAC).toBe(false);
    expect(board.find((r) => r.username === 'cat')?.submissionInfo.B?.isFirstAC).toBe(true);
    const tie = rankAcm(foldAcmRows([sub('x', 'A', 9, 0), sub('y', 'A', 9, 0)], rules, REAL_VIEW), noStars);
    expect(tie.map((r) => [r.rank, r.submissionInfo.A?.isFirstAC])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('ranks star users -1 without awards or first blood; removeStar leaves them off', () => {
    const stars = { ...noStars, starUsernames: new Set(['dan']) };
    const board = rankAcm(foldAcmRows(subs, rules, REAL_VIEW), stars);
    expect(board.find((r) => r.username === 'dan')).toMatchObject({ rank: -1, isStar: true });
    expect(board.find((r) => r.username === 'ann')?.submissionInfo.A?.isFirstAC).toBe(true);
    expect(board.map((r) => r.rank)).toEqual([1, 2, -1, 3, 4, 5]);
    expect(rankAcm(foldAcmRows(subs, rules, REAL_VIEW), { ...stars, removeStar: true })).toHaveLength(5);
  });

  it('hands out awards by rank, ties sharing the better award, nothing without a solve', () => {
    const awards = {
      awardType: 2 as const,
      awardConfigList: [
        { priority: 1, name: 'gold', background: '#e6bf25', color: '#fff', num: 1 },
        { priority: 2, name: 'silver', background: '#b4c0c7', color: '#fff', num: 1 },
      ],
    };
    const tied = [
      sub('p', 'A', 5, 0),
      sub('q', 'A', 9, 0),
      sub('r', 'A', 9, 0),
      sub('s', 'A', 10, 0),
      sub('t', 'A', 1, -1),
    ];
    const board = rankAcm(foldAcmRows(tied, rules, REAL_VIEW), { ...noStars, awards });
    expect(board.map((r) => [r.username, r.rank, r.awardName])).toEqual([
      ['p', 1, 'gold'],
      ['q', 2, 'silver'],
      ['r', 2, 'silver'],
      ['s', 4, null],
      ['t', 5, null],
    ]);
    const percent = { awardType: 1 as const, awardConfigList: DEFAULT_AWARDS };
    const ten = Array.from({ length: 10 }, (_, i) => sub(`z${i}`, 'A', i + 1, 0));
    const byPercent = rankAcm(foldAcmRows(ten, rules, REAL_VIEW), { ...noStars, awards: percent });
    expect(byPercent.map((r) => r.awardName)).toEqual([
      '金奖',
      '银奖',
      '银奖',
      '铜奖',
      '铜奖',
      '铜奖',
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('OI boards', () => {
  const oi: BoardRules = { ...rules, type: 1, sealTime: START };
  const subs = [
    sub('ann', 'A', 10, 8, { score: 60, time: 100 }),
    sub('ann', 'A', 20, 0, { score: 100, time: 300 }),
    sub('ann', 'A', 30, 0, { score: 100, time: 200 }),
    sub('ann', 'A', 40, -1, { score: 40, time: 50 }),
    sub('ann', 'B', 50, 4, { score: 0, time: 0 }), // system error: void
    sub('bob', 'A', 10, 0, { score: 100, time: 500 }),
    sub('bob', 'B', 12, 5), // pending
  ];

  it('scores Recent as the latest judged submission and Highest as the best; time from the fastest accepts', () => {
    const recent = rankOi(foldOiRows(subs, oi, REAL_VIEW), noStars);
    expect(recent.map((r) => [r.username, r.rank, r.totalScore, r.totalTime])).toEqual([
      ['bob', 1, 100, 500],
      ['ann', 2, 40, 200],
    ]);
    expect(recent[1]).toMatchObject({ submissionInfo: { A: 40 }, timeInfo: { A: 200 } });
    const highest = rankOi(foldOiRows(subs, { ...oi, oiRankScoreType: 'Highest' }, REAL_VIEW), noStars);
    expect(highest.map((r) => [r.username, r.rank, r.totalScore, r.totalTime])).toEqual([
      ['ann', 1, 100, 200],
      ['bob', 2, 100, 500],
    ]);
  });

  it('uses only the results from before the seal on the sealed board', () => {
    const sealed = rankOi(foldOiRows(subs, { ...oi, sealTime: START + 15 * MIN }, PUBLIC_VIEW), noStars);
    expect(sealed.map((r) => [r.username, r.totalScore])).toEqual([
      ['bob', 100],
      ['ann', 60],
    ]);
  });
});

describe('the seal', () => {
  it('turns the form option into a time, with the spec default', () => {
    expect(sealTimeOf(0, START, END)).toBe(END - 30 * MIN);
    expect(sealTimeOf(1, START, END)).toBe(END - 60 * MIN);
    expect(sealTimeOf(2, START, END)).toBe(START);
    expect(defaultSealOption(0, START, END)).toBe(1);
    expect(defaultSealOption(1, START, END)).toBe(2);
    expect(defaultSealOption(0, START, START + 50 * MIN)).toBe(2);
  });

  it('holds from the seal time to the end, and after it unless autoRealRank', () => {
    const contest = { sealRank: true, sealRankTime: END - 60 * MIN, endTime: END, autoRealRank: true };
    expect(isSealedAt(contest, END - 61 * MIN)).toBe(false);
    expect(isSealedAt(contest, END - 60 * MIN)).toBe(true);
    expect(isSealedAt(contest, END)).toBe(false);
    expect(isSealedAt({ ...contest, autoRealRank: false }, END + 3_600_000)).toBe(true);
    expect(isSealedAt({ ...contest, sealRank: false }, END - MIN)).toBe(false);
  });
});
