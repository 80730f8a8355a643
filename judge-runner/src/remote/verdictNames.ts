import { SubmissionStatus, type SubmissionStatusCode } from '@oj/events';
import { RemoteError } from './adapter';

/**
 * A site's verdict names mapped to ours: `final` ends the round, `pending` names mean "poll again". A name
 * in neither is a page we no longer understand: a clear error, never a guess.
 */
export interface VerdictNames {
  final: readonly (readonly [RegExp, SubmissionStatusCode])[];
  pending: RegExp;
}

export function mapVerdict(
  site: string,
  names: VerdictNames,
  shown: string,
): { done: false } | { done: true; status: SubmissionStatusCode } {
  const text = shown.replace(/\s+/g, ' ').trim();
  if (names.pending.test(text)) return { done: false };
  for (const [pattern, status] of names.final) if (pattern.test(text)) return { done: true, status };
  throw new RemoteError('changed', `${site}: unknown verdict "${text.slice(0, 100)}"`);
}

const S = SubmissionStatus;

/** HDU and POJ (HUSTOJ-like judges) show the same English names. */
export const hustojLikeVerdicts: VerdictNames = {
  pending: /^(Queuing|Waiting|Pending|Compiling|Running|Judging|Running & Judging|Rejudging)\b/i,
  final: [
    [/^Accepted/i, S.accepted],
    [/^Wrong Answer/i, S.wrongAnswer],
    [/^Presentation Error/i, S.presentationError],
    [/^Compil(e|ation) Error/i, S.compileError],
    [/^Time Limit Exceeded/i, S.timeLimitExceeded],
    [/^Memory Limit Exceeded/i, S.memoryLimitExceeded],
    [/^Output Limit Exceeded/i, S.outputLimitExceeded],
    [/^Runtime Error/i, S.runtimeError],
    [/^System Error/i, S.systemError],
  ],
};
