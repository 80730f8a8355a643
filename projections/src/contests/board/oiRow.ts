import { isAccepted } from '@oj/events/vocabulary';
import { groupByUser } from './acmRow';
import {
  type BoardRules,
  type BoardSubmission,
  type BoardView,
  bySubmitOrder,
  inWindow,
  isFrozen,
  isVoid,
  isWaiting,
} from './boardTypes';
import { type Ranked, type RankOptions, rankRows } from './rankRows';

/** A contestant's OI row before ranking (spec 04 "Contest boards"). */
export interface OiRowStats {
  uid: string;
  username: string;
  totalScore: number;
  /** ms: the sum over problems of the fastest accepted run. */
  totalTime: number;
  total: number;
  /** Score per display id: the latest judged submission's (Recent) or the best (Highest). */
  submissionInfo: Record<string, number>;
  /** ms per display id: the fastest accepted run, for accepted problems only. */
  timeInfo: Record<string, number>;
}

/**
 * A contestant's OI row. A sealed board uses only the results from before the seal; waiting
 * submissions and void ones (system error, cancelled, submit failed) do not replace a score.
 */
export function foldOiRow(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: BoardView,
): OiRowStats {
  const first = submissions[0];
  const scores: Record<string, number> = {};
  const times: Record<string, number> = {};
  let total = 0;
  for (const s of [...submissions].sort(bySubmitOrder)) {
    if (!inWindow(s.submitTime, rules, view)) continue;
    total++;
    if (isFrozen(s.submitTime, rules, view) || isWaiting(s.status) || isVoid(s.status)) continue;
    const score = s.score ?? 0;
    const previous = scores[s.displayId];
    scores[s.displayId] =
      rules.oiRankScoreType === 'Highest' && previous !== undefined ? Math.max(previous, score) : score;
    if (isAccepted(s.status) && s.time !== null) {
      const fastest = times[s.displayId];
      times[s.displayId] = fastest === undefined ? s.time : Math.min(fastest, s.time);
    }
  }
  return {
    uid: first?.uid ?? '',
    username: first?.username ?? '',
    totalScore: Object.values(scores).reduce((a, b) => a + b, 0),
    totalTime: Object.values(times).reduce((a, b) => a + b, 0),
    total,
    submissionInfo: scores,
    timeInfo: times,
  };
}

export function foldOiRows(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: BoardView,
): OiRowStats[] {
  return [...groupByUser(submissions).values()]
    .map((subs) => foldOiRow(subs, rules, view))
    .filter((row) => row.total > 0);
}

export type RankedOiRow = Ranked<OiRowStats>;

/** OI order: total score desc, then total time asc; equal on both share a rank. */
export function compareOi(a: OiRowStats, b: OiRowStats): number {
  return b.totalScore - a.totalScore || a.totalTime - b.totalTime;
}

export function rankOi(rows: readonly OiRowStats[], options: RankOptions): RankedOiRow[] {
  return rankRows(rows, options, compareOi, (row) => row.totalScore > 0);
}
