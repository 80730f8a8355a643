import { describe, expect, it } from 'vitest';
import { SubmissionJudged } from '../submission/submissionEvents';
import { finalVerdicts, isOpenStatus, SubmissionStatus, submissionStatusSchema } from './submissionStatus';

const verdict = (status: number) => ({
  round: 1,
  leaseId: 'l',
  status,
  score: null,
  oiRankScore: null,
  time: 0,
  memory: 0,
  errorMessage: '',
  systemError: null,
  judger: 'j',
});

describe('the submission status vocabulary', () => {
  it('lets a round end only in a final verdict', () => {
    for (const status of finalVerdicts)
      expect(SubmissionJudged.schema.safeParse(verdict(status)).success).toBe(true);
    for (const status of [SubmissionStatus.pending, SubmissionStatus.judging, SubmissionStatus.unknown, 12]) {
      expect(SubmissionJudged.schema.safeParse(verdict(status)).success).toBe(false);
    }
  });

  it('knows which codes still wait for a verdict and which codes exist', () => {
    expect([5, 6, 7, 9].every(isOpenStatus)).toBe(true);
    expect(finalVerdicts.some(isOpenStatus)).toBe(false);
    expect(submissionStatusSchema.safeParse(-5).success).toBe(true);
    expect(submissionStatusSchema.safeParse(12).success).toBe(false);
  });
});
