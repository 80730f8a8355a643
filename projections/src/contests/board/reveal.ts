import { compareAcm, type RankedAcmRow, rankAcm } from './acmRank';
import { type AcmCell, type AcmRowStats, emptyAcmCell, foldAcmRow, groupByUser } from './acmRow';
import { type BoardRules, type BoardSubmission, PUBLIC_VIEW, REAL_VIEW } from './boardTypes';
import { byUsername, type RankOptions } from './rankRows';

/** What the scroll board (resolver) starts from: an ACM contest's final submissions and its seal. */
export interface RevealInput {
  submissions: readonly BoardSubmission[];
  /** ACM rules with a seal time. */
  rules: BoardRules;
  /** Display ids in board order: a team's frozen problems are revealed left to right. */
  problems: readonly string[];
  rank: RankOptions;
}

/** One press of the scroll board: a team's first frozen problem shows its result. */
export interface RevealStep {
  uid: string;
  username: string;
  displayId: string;
  /** The cell before ("?") and after the reveal. */
  before: AcmCell;
  after: AcmCell;
  /** Places on the board (0 = top) before and after the reveal. */
  from: number;
  to: number;
  /** The team has nothing frozen left: its place is final. */
  done: boolean;
  /** The team's row once revealed (unranked), so a board after any step costs one ranking. */
  row: AcmRowStats;
}

export interface RevealPlan {
  /** The board at the seal, every frozen try a "?". */
  initial: AcmRowStats[];
  steps: RevealStep[];
}

/**
 * A team's row with the problems in `revealed` folded as the real board does and the others as the
 * sealed board does: both halves come from the one board fold, and totals add up cell by cell.
 */
export function partlyRevealedRow(
  submissions: readonly BoardSubmission[],
  revealed: ReadonlySet<string>,
  rules: BoardRules,
): AcmRowStats {
  const open = foldAcmRow(
    submissions.filter((s) => revealed.has(s.displayId)),
    rules,
    REAL_VIEW,
  );
  const held = foldAcmRow(
    submissions.filter((s) => !revealed.has(s.displayId)),
    rules,
    PUBLIC_VIEW,
  );
  return {
    uid: submissions[0]?.uid ?? '',
    username: submissions[0]?.username ?? '',
    ac: open.ac + held.ac,
    totalTime: open.totalTime + held.totalTime,
    total: open.total + held.total,
    submissionInfo: { ...held.submissionInfo, ...open.submissionInfo },
  };
}

/** The team's frozen problems, left to right in board order. */
export function frozenProblems(row: AcmRowStats, problems: readonly string[]): string[] {
  const order = (id: string) => {
    const i = problems.indexOf(id);
    return i === -1 ? problems.length : i;
  };
  return Object.entries(row.submissionInfo)
    .filter(([, cell]) => !cell.isAC && cell.tryNum > 0)
    .map(([id]) => id)
    .sort((a, b) => order(a) - order(b) || (a < b ? -1 : 1));
}

/** Board order, exactly as rankAcm sorts (stars keep their sorted place). */
const boardOrder = (a: AcmRowStats, b: AcmRowStats) => compareAcm(a, b) || byUsername(a, b);

/**
 * The scroll board's reveal sequence (ICPC resolver): from the board at the seal, always take the
 * lowest-placed team that still has a frozen cell and reveal its first frozen problem; the team then
 * moves to its place by the board's own order. Ends when nothing is frozen (the final real board).
 *
 * @example
 * const plan = planReveal({ submissions, rules, problems: ['A', 'B'], rank });
 * plan.steps[0] // { username: 'last team with a "?"', displayId: 'A', from: 41, to: 12, ... }
 */
export function planReveal(input: RevealInput): RevealPlan {
  const { rules, problems, rank } = input;
  const byUser = groupByUser(input.submissions);
  const revealed = new Map<string, Set<string>>();
  const initial: AcmRowStats[] = [];
  for (const [uid, subs] of byUser) {
    revealed.set(uid, new Set());
    const row = partlyRevealedRow(subs, new Set(), rules);
    if (row.total > 0) initial.push(row);
  }
  const order = initial
    .filter((r) => !(rank.removeStar && rank.starUsernames.has(r.username)))
    .sort(boardOrder);
  const steps: RevealStep[] = [];
  for (let from = lowestFrozen(order, problems); from !== -1; from = lowestFrozen(order, problems)) {
    const row = order[from] as AcmRowStats;
    const displayId = frozenProblems(row, problems)[0] as string;
    const open = revealed.get(row.uid) ?? new Set<string>();
    open.add(displayId);
    const next = partlyRevealedRow(byUser.get(row.uid) ?? [], open, rules);
    order.splice(from, 1);
    const to = placeOf(order, next);
    order.splice(to, 0, next);
    steps.push({
      uid: row.uid,
      username: row.username,
      displayId,
      before: row.submissionInfo[displayId] ?? emptyAcmCell(),
      after: next.submissionInfo[displayId] ?? emptyAcmCell(),
      from,
      to,
      done: frozenProblems(next, problems).length === 0,
      row: next,
    });
  }
  return { initial, steps };
}

function lowestFrozen(order: readonly AcmRowStats[], problems: readonly string[]): number {
  for (let i = order.length - 1; i >= 0; i--) {
    if (frozenProblems(order[i] as AcmRowStats, problems).length > 0) return i;
  }
  return -1;
}

/** Where a row goes in an ordered board: after every row that precedes it. */
function placeOf(order: readonly AcmRowStats[], row: AcmRowStats): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boardOrder(order[mid] as AcmRowStats, row) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The ranked board after the first `done` steps (awards and first blood by the board's own ranking):
 * what the scroll board shows, forwards or backwards.
 */
export function boardAfterReveals(plan: RevealPlan, done: number, rank: RankOptions): RankedAcmRow[] {
  const rows = new Map(plan.initial.map((r) => [r.uid, r]));
  for (const step of plan.steps.slice(0, done)) rows.set(step.uid, step.row);
  return rankAcm([...rows.values()], rank);
}
