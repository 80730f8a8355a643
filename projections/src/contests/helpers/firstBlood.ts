import { SubmissionStatus } from '@oj/events';
import { rankAcm } from '../board/acmRank';
import { foldAcmRows } from '../board/acmRow';
import { type BoardSubmission, defaultBoardRules, REAL_VIEW } from '../board/boardTypes';

/** An accepted submission of one problem, by a contestant (the author and super admins left out). */
export interface AcceptedSubmission {
  id: number;
  uid: string;
  username: string;
  /** Epoch ms. */
  submitTime: number;
}

export interface FirstBloodRules {
  startTime: number;
  endTime: number;
  timeUnit: 'second' | 'minute';
  starUsernames: ReadonlySet<string>;
}

const PROBLEM = 'p';

/**
 * Which accepted submissions of one problem took its first blood, by the board's own rule (the real
 * board's `isFirstAC`: the earliest solve time among official contestants, in the contest's time
 * unit, ties sharing it; star contestants never). A contestant's later accepts never count: only their
 * first accept is their cell's solve.
 *
 * @example
 * firstBloodIds([{ id: 7, uid: 'u1', username: 'ann', submitTime: start + 60_000 }], rules) // Set { 7 }
 */
export function firstBloodIds(accepted: readonly AcceptedSubmission[], rules: FirstBloodRules): Set<number> {
  const boardRules = { ...defaultBoardRules(rules.startTime, rules.endTime), timeUnit: rules.timeUnit };
  const submissions: BoardSubmission[] = accepted.map((a) => ({
    submitId: a.id,
    uid: a.uid,
    username: a.username,
    displayId: PROBLEM,
    submitTime: a.submitTime,
    status: SubmissionStatus.accepted,
    score: null,
    time: null,
  }));
  const ranked = rankAcm(foldAcmRows(submissions, boardRules, REAL_VIEW), {
    starUsernames: rules.starUsernames,
    removeStar: false,
    awards: { awardType: 0, awardConfigList: [] },
  });
  const winners = new Set(ranked.filter((row) => row.submissionInfo[PROBLEM]?.isFirstAC).map((r) => r.uid));
  const ids = new Set<number>();
  for (const uid of winners) {
    const first = accepted
      .filter((a) => a.uid === uid && a.submitTime >= rules.startTime && a.submitTime < rules.endTime)
      .sort((a, b) => a.submitTime - b.submitTime || a.id - b.id)[0];
    if (first) ids.add(first.id);
  }
  return ids;
}
