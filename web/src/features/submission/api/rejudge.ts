import { apiRequest } from '@/lib/api';
import { type SubmissionRow, submissionRowSchema } from './schemas';

/** GET /api/admin/judge/rejudge (super admin): back to pending, judged again; the new row. */
export function rejudge(submitId: number): Promise<SubmissionRow> {
  return apiRequest('/api/admin/judge/rejudge', submissionRowSchema, { query: { submitId } });
}
