import type { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import { type ContestSubmission, contestSubmissionSchema, pageOf } from './schemas';

export type { ContestSubmission };

const submissionPageSchema = pageOf(contestSubmissionSchema);
export type ContestSubmissionPage = z.infer<typeof submissionPageSchema>;

/** GET /api/contest-submissions: newest first; `onlyMine`, `problemID`, `username`, `status` filter. */
export function getContestSubmissions(query: Query, signal?: AbortSignal): Promise<ContestSubmissionPage> {
  return apiRequest('/api/contest-submissions', submissionPageSchema, { query, signal });
}
