import { ContestType, SubmissionStatus } from '@oj/events';
import type { SubmissionSummary } from '../submissions/submissionsProjection';
import { isSealedAt } from './board/seal';
import { sealStateOf } from './boardRules';
import type { ContestRow } from './contestsTables';

/**
 * The verdicts a contest hides from its readers who are not its admins, at `now` (spec 02 section 4,
 * spec 04): during the seal, those of submissions made from the seal time on, except each reader's own
 * in an ACM contest (an OI contest hides one's own results too). Null: nothing is hidden now.
 *
 * The one rule behind every path a contest verdict leaves by: the REST reads, the audit log and the
 * live pushes of the submissions projection.
 * @example sealedVerdictsAt(contest, Date.now()) // { since: 1764000000000, ownHidden: false }
 */
export function sealedVerdictsAt(
  contest: Pick<ContestRow, 'type' | 'fields'>,
  now: number,
): { since: number; ownHidden: boolean } | null {
  const seal = sealStateOf(contest.fields);
  if (seal.sealRankTime === null || !isSealedAt(seal, now)) return null;
  return { since: seal.sealRankTime, ownHidden: contest.type === ContestType.oi };
}

/**
 * A contest submission as shown while its verdict is hidden from the reader: unknown, with nothing of
 * how it was judged (figures, judge, manual judgement).
 */
export function frozenSummary(summary: SubmissionSummary): SubmissionSummary {
  return {
    ...summary,
    status: SubmissionStatus.unknown,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    judger: '',
    isManual: false,
  };
}
