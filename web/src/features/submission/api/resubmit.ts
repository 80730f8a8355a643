import { apiRequest } from '@/lib/api';
import { type SubmissionRow, submissionRowSchema } from './schemas';

/** GET /api/resubmit (the author or admin roles): a submit-failed remote submission back in the queue. */
export function resubmit(submitId: number): Promise<SubmissionRow> {
  return apiRequest('/api/resubmit', submissionRowSchema, { query: { submitId } });
}
