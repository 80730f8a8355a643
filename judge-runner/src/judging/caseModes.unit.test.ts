import { ProblemType, SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { caseGroups, casePoints, nextStep, submissionScore, submissionStatus } from './caseModes';

const {
  accepted: AC,
  wrongAnswer: WA,
  timeLimitExceeded: TLE,
  partialAccepted: PA,
  cancelled,
} = SubmissionStatus;
const cases = (...groups: number[]) => groups.map((groupNum) => ({ groupNum, score: 10 }));

describe('case order', () => {
  it('runs every case in order outside the subtask modes', () => {
    expect(caseGroups(cases(2, 1, 2), 'default')).toEqual([[0, 1, 2]]);
    expect(caseGroups(cases(2, 1, 2), 'ergodic_without_error')).toEqual([[0, 1, 2]]);
  });

  it('runs groups by ascending groupNum, each in case order, in the subtask modes', () => {
    expect(caseGroups(cases(2, 1, 2, 1), 'subtask_lowest')).toEqual([
      [1, 3],
      [0, 2],
    ]);
    expect(caseGroups(cases(3, 3), 'subtask_average')).toEqual([[0, 1]]);
  });
});

describe('stops', () => {
  it('default runs everything; ergodic_without_error stops at the first case that is not AC', () => {
    expect(nextStep('default', { status: WA, score: 0 })).toBe('continue');
    expect(nextStep('ergodic_without_error', { status: AC, score: 10 })).toBe('continue');
    expect(nextStep('ergodic_without_error', { status: PA, score: 5 })).toBe('stop');
  });

  it('subtask_lowest skips the rest of a group after a case that earned nothing, not after a partial one', () => {
    expect(nextStep('subtask_lowest', { status: TLE, score: 0 })).toBe('skip-group');
    expect(nextStep('subtask_lowest', { status: PA, score: 3 })).toBe('continue');
    expect(nextStep('subtask_average', { status: WA, score: 0 })).toBe('continue');
  });

  it('a system error stops every mode', () => {
    expect(nextStep('default', { status: SubmissionStatus.systemError, score: 0 })).toBe('stop');
  });
});

describe('OI points', () => {
  it('AC earns the case score, PA floor(share x score), anything else nothing', () => {
    expect(casePoints(AC, 1, 10)).toBe(10);
    expect(casePoints(PA, 0.55, 10)).toBe(5);
    expect(casePoints(PA, 1.5, 10)).toBe(10);
    expect(casePoints(WA, 1, 10)).toBe(0);
  });

  it('sums the cases by default', () => {
    expect(submissionScore(cases(0, 0, 0), 'default', [10, 5, 0])).toBe(15);
  });

  it('takes each group at its lowest (subtask_lowest) or rounded mean (subtask_average)', () => {
    const twoGroups = [
      { groupNum: 1, score: 30 },
      { groupNum: 1, score: 30 },
      { groupNum: 2, score: 70 },
      { groupNum: 2, score: 70 },
    ];
    expect(submissionScore(twoGroups, 'subtask_lowest', [30, 30, 70, 0])).toBe(30);
    expect(submissionScore(twoGroups, 'subtask_average', [30, 15, 70, 0])).toBe(23 + 35);
  });

  it('is capped at what the problem can give', () => {
    expect(submissionScore(cases(0, 0), 'default', [10, 50])).toBe(20);
  });
});

describe('the submission status', () => {
  it('ACM: the first case in order that is not AC; cancelled cases do not count', () => {
    expect(submissionStatus(ProblemType.acm, [AC, TLE, WA, cancelled], 0)).toBe(TLE);
    expect(submissionStatus(ProblemType.acm, [AC, AC], 0)).toBe(AC);
  });

  it('OI: all AC is AC, no points is the first failing status, otherwise PA', () => {
    expect(submissionStatus(ProblemType.oi, [AC, AC], 20)).toBe(AC);
    expect(submissionStatus(ProblemType.oi, [WA, TLE], 0)).toBe(WA);
    expect(submissionStatus(ProblemType.oi, [AC, TLE, cancelled], 10)).toBe(PA);
    expect(submissionStatus(ProblemType.oi, [AC, TLE], 0)).toBe(TLE);
  });

  it('any system error makes it SE', () => {
    expect(submissionStatus(ProblemType.acm, [WA, SubmissionStatus.systemError], 0)).toBe(
      SubmissionStatus.systemError,
    );
  });
});
