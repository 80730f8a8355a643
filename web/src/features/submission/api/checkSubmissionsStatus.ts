import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { type SubmissionRow, submissionRowSchema } from './schemas';

/** The server answers for at most this many ids at once. */
const maxIds = 100;

/**
 * POST /api/check-submissions-status: the current rows of the given submissions (the REST fallback
 * while the live connection is down). Quiet: a failed round is simply tried again.
 */
export async function checkSubmissionsStatus(submitIds: readonly number[]): Promise<SubmissionRow[]> {
  const rows = await apiRequest('/api/check-submissions-status', z.record(z.string(), submissionRowSchema), {
    method: 'POST',
    body: { submitIds: submitIds.slice(0, maxIds) },
    quiet: true,
  });
  return Object.values(rows);
}
