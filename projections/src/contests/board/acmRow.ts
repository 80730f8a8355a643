import { isAccepted } from '@oj/events/vocabulary';
import {
  type BoardRules,
  type BoardSubmission,
  type BoardView,
  bySubmitOrder,
  costsTry,
  inWindow,
  isFrozen,
  isWaiting,
} from './boardTypes';

/** One problem of one contestant on an ACM board (spec 04 "Contest boards"). */
export interface AcmCell {
  isAC: boolean;
  /** Set by the ranking (first blood needs every row). */
  isFirstAC: boolean;
  /** Solved only by a submission made after the end (boards with containsEnd). */
  isAfterContest: boolean;
  /** Seconds from the start to the first accept, floored to the contest's time unit. */
  ACTime: number | null;
  /** Tries that cost penalty before the first accept. */
  errorNum: number;
  /** Tries made in the frozen window of a sealed board, verdict hidden ("?"). */
  tryNum: number;
}

/** A contestant's ACM row before ranking: totals and cells by display id. */
export interface AcmRowStats {
  uid: string;
  username: string;
  /** Problems solved. */
  ac: number;
  /** Seconds: solve times plus penalty minutes for each rejected try of a solved problem. */
  totalTime: number;
  /** Submissions on this board (in its window). */
  total: number;
  submissionInfo: Record<string, AcmCell>;
}

/** A contestant with nothing on the board yet (a registered team that never submitted). */
export const emptyAcmRow = (uid: string, username: string): AcmRowStats => ({
  uid,
  username,
  ac: 0,
  totalTime: 0,
  total: 0,
  submissionInfo: {},
});

export const emptyAcmCell = (): AcmCell => ({
  isAC: false,
  isFirstAC: false,
  isAfterContest: false,
  ACTime: null,
  errorNum: 0,
  tryNum: 0,
});

/** Seconds from the start, floored to the contest's unit. */
export function contestTime(submitTime: number, rules: BoardRules): number {
  const seconds = Math.floor((submitTime - rules.startTime) / 1000);
  return rules.timeUnit === 'minute' ? Math.floor(seconds / 60) * 60 : seconds;
}

/**
 * Folds one submission into its cell, in submit order. Anything after the first accept is ignored;
 * on a sealed board a frozen submission only adds a hidden try; waiting ones and verdicts that cost
 * nothing (compile error unless the contest says so, system error, cancelled...) leave it as it is.
 */
export function foldAcmCell(cell: AcmCell, s: BoardSubmission, rules: BoardRules, view: BoardView): AcmCell {
  if (cell.isAC || !inWindow(s.submitTime, rules, view)) return cell;
  if (isFrozen(s.submitTime, rules, view)) return { ...cell, tryNum: cell.tryNum + 1 };
  if (isWaiting(s.status)) return cell;
  if (isAccepted(s.status)) {
    return {
      ...cell,
      isAC: true,
      ACTime: contestTime(s.submitTime, rules),
      isAfterContest: s.submitTime >= rules.endTime,
    };
  }
  return costsTry(s.status, rules) ? { ...cell, errorNum: cell.errorNum + 1 } : cell;
}

/**
 * A contestant's row from their own submissions (any order), for one view.
 *
 * @example
 * foldAcmRow(subsOfAnn, rules, PUBLIC_VIEW).submissionInfo.A // { isAC: false, tryNum: 2, ... }
 */
export function foldAcmRow(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: BoardView,
): AcmRowStats {
  const first = submissions[0];
  const cells: Record<string, AcmCell> = {};
  let total = 0;
  for (const s of [...submissions].sort(bySubmitOrder)) {
    if (!inWindow(s.submitTime, rules, view)) continue;
    total++;
    cells[s.displayId] = foldAcmCell(cells[s.displayId] ?? emptyAcmCell(), s, rules, view);
  }
  let ac = 0;
  let totalTime = 0;
  for (const cell of Object.values(cells)) {
    if (!cell.isAC || cell.ACTime === null) continue;
    ac++;
    totalTime += cell.ACTime + cell.errorNum * rules.penaltyMinutes * 60;
  }
  return {
    uid: first?.uid ?? '',
    username: first?.username ?? '',
    ac,
    totalTime,
    total,
    submissionInfo: cells,
  };
}

/** Every contestant's row, grouped from all of the contest's submissions (tests and replays). */
export function foldAcmRows(
  submissions: readonly BoardSubmission[],
  rules: BoardRules,
  view: BoardView,
): AcmRowStats[] {
  return [...groupByUser(submissions).values()]
    .map((subs) => foldAcmRow(subs, rules, view))
    .filter((row) => row.total > 0);
}

export function groupByUser(submissions: readonly BoardSubmission[]): Map<string, BoardSubmission[]> {
  const byUser = new Map<string, BoardSubmission[]>();
  for (const s of submissions) {
    const list = byUser.get(s.uid);
    if (list) list.push(s);
    else byUser.set(s.uid, [s]);
  }
  return byUser;
}
