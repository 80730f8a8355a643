import type { EventStore, ProductEvent } from '@oj/events';

/** What a submission holds after a drawn change: its status and score (null: waiting for a verdict). */
export interface DrawnVerdict {
  status: number | null;
  score: number | null;
  /** Set by a manual judgement, whose score some read models ignore. */
  manual: boolean;
}

/**
 * Appends one random change to a submission's verdict, as the rank property tests draw them: a judgement
 * (70%: an accept twice as likely as each other verdict, a score from `scores`), a rejudge, a manual
 * judgement with `manualScore`, or a cancel; and says what the submission holds afterwards.
 */
export async function appendRandomVerdictChange(
  store: EventStore<ProductEvent>,
  submitId: number,
  random: () => number,
  options: { scores: readonly (number | null)[]; manualScore: number },
): Promise<DrawnVerdict> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const stream = `submission-${submitId}`;
  const what = random();
  if (what < 0.7) {
    const status = pick([0, 0, -1, 1, 8, -2]);
    const score = pick(options.scores);
    const data = { round: 1, leaseId: 'l', status, score, oiRankScore: score, time: 1, memory: 1 };
    await store.append(
      stream,
      [{ type: 'SubmissionJudged', data: { ...data, errorMessage: '', systemError: null, judger: 'j' } }],
      { expectedVersion: 'any' },
    );
    return { status, score, manual: false };
  }
  if (what < 0.8) {
    await store.append(stream, [{ type: 'SubmissionRejudged', data: { round: 2 } }], {
      expectedVersion: 'any',
    });
    return { status: null, score: null, manual: false };
  }
  if (what < 0.9) {
    const status = pick([0, -1]);
    const score = options.manualScore;
    await store.append(stream, [{ type: 'SubmissionManuallyJudged', data: { status, score } }], {
      expectedVersion: 'any',
    });
    return { status, score, manual: true };
  }
  await store.append(stream, [{ type: 'SubmissionJudgeCancelled', data: {} }], { expectedVersion: 'any' });
  return { status: -4, score: null, manual: false };
}
