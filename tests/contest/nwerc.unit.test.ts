import {
  type AcmRowStats,
  emptyAcmRow,
  foldAcmRows,
  PUBLIC_VIEW,
  type RankedAcmRow,
  REAL_VIEW,
  rankAcm,
  submissionsAt,
} from '@oj/projections';
import { describe, expect, it } from 'vitest';
import { loadNwerc, type NwercContest } from './nwercContests';

const noAwards = { awardType: 0, awardConfigList: [] } as const;

/** Ranks the rows, with an empty row for each team that never submitted (the ICPC board lists them all). */
function board(contest: NwercContest, rows: AcmRowStats[], removeStar = true): RankedAcmRow[] {
  const present = new Set(rows.map((r) => r.uid));
  const silent = contest.json.teams.filter((t) => !present.has(t.id)).map((t) => emptyAcmRow(t.id, t.name));
  return rankAcm([...rows, ...silent], { starUsernames: contest.uncounted, removeStar, awards: noAwards });
}

/** Our row in the official scoreboard's terms: rank, solved, penalty minutes, cells (tries include the accept). */
function asOfficial(row: RankedAcmRow, labels: string[]) {
  return {
    rank: row.rank,
    team_name: row.username,
    solved: row.ac,
    penalty: row.totalTime / 60,
    problems: Object.fromEntries(
      labels.map((label) => {
        const cell = row.submissionInfo[label];
        return [
          label,
          {
            solved: cell?.isAC ?? false,
            minute: cell?.isAC && cell.ACTime !== null ? cell.ACTime / 60 : null,
            num_judged: (cell?.errorNum ?? 0) + (cell?.isAC ? 1 : 0),
          },
        ];
      }),
    ),
  };
}

function official(contest: NwercContest) {
  return contest.json.final_scoreboard
    .filter((r) => r.counted)
    .map((r) => ({
      rank: r.rank,
      team_name: r.team_name,
      solved: r.solved,
      penalty: r.penalty,
      problems: Object.fromEntries(
        Object.entries(r.problems).map(([label, p]) => [
          label,
          { solved: p.solved, minute: p.minute, num_judged: p.num_judged },
        ]),
      ),
    }));
}

/** Places whose team, solved count or penalty differ from the official board (the README's measure). */
function rowsDiffering(a: ReturnType<typeof asOfficial>[], b: ReturnType<typeof official>): number {
  const key = (r: { team_name: string; solved: number; penalty: number } | undefined) =>
    r ? `${r.team_name}/${r.solved}/${r.penalty}` : '';
  return b.filter((row, i) => key(row) !== key(a[i])).length;
}

describe.each([
  ['nwerc2007', 51, 5],
  ['nwerc2017', 120, 21],
] as const)('%s, rebuilt from its submissions', (name, teams, rowsChangedByTheOtherCeRule) => {
  const contest = loadNwerc(name);
  const expected = official(contest);

  it('reproduces the official final scoreboard row for row and cell for cell', () => {
    const ours = board(contest, foldAcmRows(contest.submissions, contest.rules, REAL_VIEW));
    expect(ours).toHaveLength(teams);
    expect(ours.map((row) => asOfficial(row, contest.labels))).toEqual(expected);
  });

  it('needs its own compile-error rule: the other one breaks the documented number of rows', () => {
    const rules = { ...contest.rules, compileErrorPenalty: !contest.rules.compileErrorPenalty };
    const ours = board(contest, foldAcmRows(contest.submissions, rules, REAL_VIEW));
    expect(
      rowsDiffering(
        ours.map((row) => asOfficial(row, contest.labels)),
        expected,
      ),
    ).toBe(rowsChangedByTheOtherCeRule);
  });

  it('ranks the teams outside the counted group as star rows (-1) without moving anyone', () => {
    const withStars = board(contest, foldAcmRows(contest.submissions, contest.rules, REAL_VIEW), false);
    const stars = withStars.filter((row) => contest.uncounted.has(row.username));
    expect(stars.length).toBeGreaterThan(0);
    expect(stars.every((row) => row.rank === -1 && !row.isWinAward)).toBe(true);
    const officialRows = withStars.filter((row) => row.rank !== -1);
    expect(officialRows.map((row) => [row.username, row.rank])).toEqual(
      expected.map((row) => [row.team_name, row.rank]),
    );
  });

  it('shows the frozen board at the freeze: the standings of the first four hours, later tries as "?"', () => {
    const { sealTime, endTime } = contest.rules;
    const frozen = board(contest, foldAcmRows(contest.submissions, contest.rules, PUBLIC_VIEW));
    // The same fold over the submissions as they stood at the freeze (a replay at T) gives the standings.
    const atFreeze = board(
      contest,
      foldAcmRows(submissionsAt(contest.submissions, sealTime ?? 0), contest.rules, REAL_VIEW),
    );
    const standing = (rows: RankedAcmRow[]) =>
      new Map(rows.map((r) => [r.username, { rank: r.rank, ac: r.ac, totalTime: r.totalTime }]));
    const frozenStandings = standing(frozen);
    for (const [team, s] of standing(atFreeze)) expect(frozenStandings.get(team)).toEqual(s);
    // Teams whose only submissions came after the freeze appear with nothing solved.
    for (const row of frozen.filter((r) => !standing(atFreeze).has(r.username))) expect(row.ac).toBe(0);

    // Hidden tries: every submission in [freeze, end) on a problem not solved before the freeze.
    let hidden = 0;
    for (const row of frozen) {
      for (const [label, cell] of Object.entries(row.submissionInfo)) {
        const solvedBefore = atFreeze.find((r) => r.username === row.username)?.submissionInfo[label]?.isAC;
        const expectedTries = solvedBefore
          ? 0
          : contest.submissions.filter(
              (s) =>
                s.username === row.username &&
                s.displayId === label &&
                s.submitTime >= (sealTime ?? 0) &&
                s.submitTime < endTime,
            ).length;
        expect(cell.tryNum).toBe(expectedTries);
        hidden += cell.tryNum;
        // Nothing judged after the freeze leaks onto the public board.
        if (cell.isAC)
          expect((cell.ACTime ?? 0) * 1000).toBeLessThan((sealTime ?? 0) - contest.rules.startTime);
      }
    }
    expect(hidden).toBeGreaterThan(100);
  });
});
