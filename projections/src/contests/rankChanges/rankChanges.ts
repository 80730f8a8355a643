import { ContestType } from '@oj/events';
import { rankAcm } from '../board/acmRank';
import { foldAcmRows } from '../board/acmRow';
import { type BoardRules, type BoardSubmission, REAL_VIEW } from '../board/boardTypes';
import { foldOiRows, rankOi } from '../board/oiRow';

/** One contestant's move on the real board (the data of a ContestRankChanged, less the submission). */
export interface RankChange {
  uid: string;
  username: string;
  oldRank: number | null;
  newRank: number | null;
  solved: number;
  penalty: number | null;
  score: number | null;
}

interface Standing {
  username: string;
  rank: number;
  solved: number;
  penalty: number | null;
  score: number | null;
}

/**
 * Official ranks on the real board (no after-contest submissions); star contestants (rank -1) are
 * left out. `submissions` must already exclude the author and super admins.
 */
export function realStandings(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  starUsernames: ReadonlySet<string>,
): Map<string, Standing> {
  const options = { starUsernames, removeStar: true, awards: { awardType: 0 as const, awardConfigList: [] } };
  const standings = new Map<string, Standing>();
  if (rules.type === ContestType.oi) {
    for (const row of rankOi(foldOiRows(submissions, rules, REAL_VIEW), options)) {
      const solved = Object.keys(row.timeInfo).length;
      standings.set(row.uid, { ...pick(row), solved, penalty: null, score: row.totalScore });
    }
  } else {
    for (const row of rankAcm(foldAcmRows(submissions, rules, REAL_VIEW), options)) {
      standings.set(row.uid, { ...pick(row), solved: row.ac, penalty: row.totalTime, score: null });
    }
  }
  return standings;
}

const pick = (row: { username: string; rank: number }) => ({ username: row.username, rank: row.rank });

/**
 * Who moved between two states of a contest's submissions (before and after one verdict): every
 * contestant whose real rank differs, ordered by new rank then uid so a replay lists them the same way.
 *
 * @example
 * rankChanges(before, after, rules, new Set()) // [{ uid: 'bob', oldRank: 1, newRank: 2, ... }]
 */
export function rankChanges(
  before: readonly BoardSubmission[],
  after: readonly BoardSubmission[],
  rules: BoardRules,
  starUsernames: ReadonlySet<string>,
): RankChange[] {
  const old = realStandings(before, rules, starUsernames);
  const now = realStandings(after, rules, starUsernames);
  const changes: RankChange[] = [];
  for (const uid of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(uid);
    const is = now.get(uid);
    if (was?.rank === is?.rank) continue;
    const latest = is ?? was;
    if (!latest) continue;
    changes.push({
      uid,
      username: latest.username,
      oldRank: was?.rank ?? null,
      newRank: is?.rank ?? null,
      solved: latest.solved,
      penalty: latest.penalty,
      score: latest.score,
    });
  }
  const order = (c: RankChange) => c.newRank ?? Number.MAX_SAFE_INTEGER;
  return changes.sort((a, b) => order(a) - order(b) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}
