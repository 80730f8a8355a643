import {
  type BoardAt,
  boardAfterReveals,
  boardAt,
  foldAcmRows,
  frozenProblems,
  PUBLIC_VIEW,
  planReveal,
  type RankedAcmRow,
  REAL_VIEW,
  type ReplaySettings,
  rankAcm,
  type SubmissionHistory,
} from '@oj/projections';
import { describe, expect, it } from 'vitest';
import { loadNwerc } from './nwercContests';

const contest = loadNwerc('nwerc2017');
const noAwards = { awardType: 0, awardConfigList: [] } as const;
const rank = { starUsernames: contest.uncounted, removeStar: true, awards: noAwards };
/** The ACM rows of a board at T (these contests are all ACM). */
function acm(board: BoardAt): RankedAcmRow[] {
  if (board.type !== 0) throw new Error('an ACM board was expected');
  return board.rows;
}
const standing = (rows: RankedAcmRow[]) =>
  rows.map((r) => ({ rank: r.rank, team: r.username, solved: r.ac, penalty: r.totalTime / 60 }));

describe('the scroll board on NWERC 2017', () => {
  const plan = planReveal({
    submissions: contest.submissions,
    rules: contest.rules,
    problems: contest.labels,
    rank,
  });

  it('ends on the official final scoreboard, row for row', () => {
    const final = standing(boardAfterReveals(plan, plan.steps.length, rank));
    const official = contest.json.final_scoreboard
      .filter((r) => r.counted)
      .map((r) => ({ rank: r.rank, team: r.team_name, solved: r.solved, penalty: r.penalty }));
    // Teams that never submitted are not on our board; on the official one they trail with nothing.
    expect(final).toEqual(official.slice(0, final.length));
    expect(official.slice(final.length).every((r) => r.solved === 0)).toBe(true);
    expect(final.length).toBeGreaterThan(100);
  });

  it('starts from the public board at the seal, every frozen try a "?"', () => {
    const sealed = rankAcm(foldAcmRows(contest.submissions, contest.rules, PUBLIC_VIEW), rank);
    expect(boardAfterReveals(plan, 0, rank)).toEqual(sealed);
    const frozenCells = sealed.reduce((n, r) => n + frozenProblems(r, contest.labels).length, 0);
    expect(plan.steps).toHaveLength(frozenCells);
    expect(frozenCells).toBeGreaterThan(50);
  });

  it('always reveals the lowest team that still has a frozen cell, its first frozen problem', () => {
    for (const [i, step] of plan.steps.entries()) {
      const board = boardAfterReveals(plan, i, rank);
      const withFrozen = board
        .map((r, place) => ({ r, place }))
        .filter(({ r }) => frozenProblems(r, contest.labels).length > 0);
      const lowest = withFrozen.at(-1);
      expect(lowest?.r.username).toBe(step.username);
      expect(lowest?.place).toBe(step.from);
      expect(step.displayId).toBe(frozenProblems(lowest?.r ?? (board[0] as RankedAcmRow), contest.labels)[0]);
      expect(step.before.tryNum).toBeGreaterThan(0);
      expect(step.after.tryNum).toBe(0);
      const after = boardAfterReveals(plan, i + 1, rank);
      expect(after[step.to]?.username).toBe(step.username);
      // A reveal never moves a team down: it can only gain.
      expect(step.to).toBeLessThanOrEqual(step.from);
    }
  });
});

describe('time travel on NWERC 2017', () => {
  // The data has no judging times: each verdict lands as the submission is made.
  const history: SubmissionHistory[] = contest.submissions.map((s) => ({
    ...s,
    changes: [{ at: s.submitTime, status: s.status, score: null, time: null }],
  }));
  const settings: ReplaySettings = {
    rules: contest.rules,
    seal: {
      sealRank: true,
      sealRankTime: contest.rules.sealTime,
      endTime: contest.rules.endTime,
      autoRealRank: true,
    },
    sealLiftedAt: null,
    starUsernames: [...contest.uncounted],
    awards: noAwards,
  };

  it('at the end equals the live fold of the real board', () => {
    const live = rankAcm(foldAcmRows(contest.submissions, contest.rules, REAL_VIEW), rank);
    expect(boardAt(settings, history, contest.rules.endTime, 'real', true).rows).toEqual(live);
    // The public saw the real board at the end too (autoRealRank).
    expect(boardAt(settings, history, contest.rules.endTime, 'public', true).rows).toEqual(live);
  });

  it('during the freeze shows the public the sealed board, and admins the real one as it stood', () => {
    const lastMinute = contest.rules.endTime - 1;
    const sealed = rankAcm(foldAcmRows(contest.submissions, contest.rules, PUBLIC_VIEW), rank);
    const atSeal = boardAt(settings, history, contest.rules.sealTime ?? 0, 'public', true);
    expect(atSeal.sealed).toBe(true);
    // At the seal the frozen window is empty: the sealed board is the standings of the first four hours.
    expect(standing(acm(atSeal))).toEqual(
      standing(sealed).filter((r) => acm(atSeal).some((a) => a.username === r.team)),
    );
    const late = boardAt(settings, history, lastMinute, 'public', true);
    expect(late.rows).toEqual(sealed.filter((r) => late.rows.some((l) => l.uid === r.uid)));
    expect(late.rows.length).toBe(sealed.length);
    const real = boardAt(settings, history, lastMinute, 'real', true);
    expect(real.sealed).toBe(false);
    expect(real.rows.some((r) => Object.values(r.submissionInfo).some((c) => c.tryNum > 0))).toBe(false);
  });
});

describe('time travel through a rejudge', () => {
  const start = Date.parse('2026-03-01T09:00:00Z');
  const min = 60_000;
  const settings: ReplaySettings = {
    rules: {
      type: 0,
      startTime: start,
      endTime: start + 300 * min,
      sealTime: null,
      penaltyMinutes: 20,
      compileErrorPenalty: false,
      timeUnit: 'second',
      oiRankScoreType: 'Recent',
    },
    seal: { sealRank: false, sealRankTime: null, endTime: start + 300 * min, autoRealRank: true },
    sealLiftedAt: null,
    starUsernames: [],
    awards: noAwards,
  };
  const history: SubmissionHistory[] = [
    {
      submitId: 1,
      uid: 'u1',
      username: 'ann',
      displayId: 'A',
      submitTime: start + 10 * min,
      changes: [
        { at: start + 11 * min, status: -1, score: null, time: 5 }, // WA
        { at: start + 100 * min, status: 5, score: null, time: null }, // rejudged
        { at: start + 102 * min, status: 0, score: null, time: 5 }, // AC after all
      ],
    },
  ];
  const cellAt = (minute: number) =>
    boardAt(settings, history, start + minute * min, 'real').rows[0]?.submissionInfo.A;

  it('shows each verdict from its own time, and pending in between', () => {
    expect(boardAt(settings, history, start + 5 * min, 'real').rows).toEqual([]);
    expect(cellAt(10.5)).toMatchObject({ isAC: false, errorNum: 0 });
    expect(cellAt(50)).toMatchObject({ isAC: false, errorNum: 1 });
    expect(cellAt(101)).toMatchObject({ isAC: false, errorNum: 0 });
    expect(cellAt(200)).toMatchObject({ isAC: true, errorNum: 0, ACTime: 600 });
  });
});
