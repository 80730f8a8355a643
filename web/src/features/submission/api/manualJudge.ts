import { apiRequest } from '@/lib/api';
import { type SubmissionRow, submissionRowSchema } from './schemas';

/** GET /api/admin/judge/manual-judge (super admin): a verdict and score set by hand; the new row. */
export function manualJudge(
  submitId: number,
  status: number,
  score: number | undefined,
): Promise<SubmissionRow> {
  return apiRequest('/api/admin/judge/manual-judge', submissionRowSchema, {
    query: { submitId, status, score },
  });
}
