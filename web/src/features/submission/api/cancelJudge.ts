import { apiRequest } from '@/lib/api';
import { type SubmissionRow, submissionRowSchema } from './schemas';

/** GET /api/admin/judge/cancel-judge (super admin): the submission becomes cancelled; the new row. */
export function cancelJudge(submitId: number): Promise<SubmissionRow> {
  return apiRequest('/api/admin/judge/cancel-judge', submissionRowSchema, { query: { submitId } });
}
