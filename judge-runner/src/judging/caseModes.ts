import {
  type FinalVerdict,
  type ProblemFields,
  ProblemType,
  SubmissionStatus,
  type TestCase,
} from '@oj/events';
import type { CaseVerdict } from './types';

type CaseMode = ProblemFields['judgeCaseMode'];

/**
 * The order cases run in, as groups of indices into the test cases: one group of every case in order,
 * or (subtask modes) one group per groupNum, ascending, each in case order.
 */
export function caseGroups(testCases: readonly Pick<TestCase, 'groupNum'>[], mode: CaseMode): number[][] {
  const indices = testCases.map((_, index) => index);
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return [indices];
  const byGroup = new Map<number, number[]>();
  for (const index of indices) {
    const group = testCases[index]?.groupNum ?? 0;
    byGroup.set(group, [...(byGroup.get(group) ?? []), index]);
  }
  return [...byGroup.keys()].sort((a, b) => a - b).map((group) => byGroup.get(group) ?? []);
}

/** What happens after a case: go on, cancel the rest of its group, or cancel every case left. */
export type NextStep = 'continue' | 'skip-group' | 'stop';

/**
 * ergodic_without_error stops at the first case that is not AC; subtask_lowest stops a group at its
 * first case that earned nothing (its minimum is 0 whatever follows). A system error stops everything:
 * what comes after it would not make the verdict right.
 */
export function nextStep(mode: CaseMode, verdict: Pick<CaseVerdict, 'status' | 'score'>): NextStep {
  if (verdict.status === SubmissionStatus.systemError) return 'stop';
  const failed = verdict.status !== SubmissionStatus.accepted;
  if (mode === 'ergodic_without_error' && failed) return 'stop';
  if (mode === 'subtask_lowest' && failed && verdict.score === 0) return 'skip-group';
  return 'continue';
}

/** OI points of a case (spec 04): AC earns the case's score, PA floor(share x score), anything else 0. */
export function casePoints(status: FinalVerdict, fraction: number, caseScore: number): number {
  if (status === SubmissionStatus.accepted) return caseScore;
  if (status === SubmissionStatus.partialAccepted)
    return Math.floor(Math.min(1, Math.max(0, fraction)) * caseScore);
  return 0;
}

/**
 * The submission's points: the sum of its cases, or of its groups' minimum (subtask_lowest) or rounded
 * mean (subtask_average), capped at what the problem can give (every case AC).
 */
export function submissionScore(
  testCases: readonly Pick<TestCase, 'groupNum' | 'score'>[],
  mode: CaseMode,
  points: readonly number[],
): number {
  const groups = caseGroups(testCases, mode);
  const fold = (of: (index: number) => number) =>
    groups.reduce((total, group) => total + groupPoints(group.map(of), mode), 0);
  const earned = fold((index) => points[index] ?? 0);
  return Math.min(
    earned,
    fold((index) => testCases[index]?.score ?? 0),
  );
}

function groupPoints(points: number[], mode: CaseMode): number {
  if (points.length === 0) return 0;
  if (mode === 'subtask_lowest') return Math.min(...points);
  if (mode === 'subtask_average') return Math.round(points.reduce((a, b) => a + b, 0) / points.length);
  return points.reduce((a, b) => a + b, 0);
}

/**
 * The submission's status (spec 04). A system error anywhere makes it SE. ACM: the first case, in order,
 * that is not AC (cancelled cases were never run). OI: every case AC is AC; no points is the first
 * failing case's status; otherwise PA.
 */
export function submissionStatus(
  type: ProblemFields['type'],
  statuses: readonly FinalVerdict[],
  score: number,
): FinalVerdict {
  if (statuses.includes(SubmissionStatus.systemError)) return SubmissionStatus.systemError;
  const firstFailure = statuses.find(
    (status) => status !== SubmissionStatus.accepted && status !== SubmissionStatus.cancelled,
  );
  if (firstFailure === undefined) return SubmissionStatus.accepted;
  if (type === ProblemType.acm || score === 0) return firstFailure;
  return SubmissionStatus.partialAccepted;
}
