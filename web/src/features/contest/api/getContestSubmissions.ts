import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import { text } from '@/lib/replyFields';
import { pageOf } from './schemas';

const contestSubmissionSchema = z.object({
  submitId: z.number(),
  uid: text,
  username: text,
  displayPid: text,
  /** -5 (unknown) while the seal hides the verdict from this reader. */
  status: z.number(),
  score: z.number().nullish(),
  time: z.number().nullish(),
  memory: z.number().nullish(),
  length: z.number().nullish(),
  language: text,
  submitTime: z.string().nullish(),
});
export type ContestSubmission = z.infer<typeof contestSubmissionSchema>;

const submissionPageSchema = pageOf(contestSubmissionSchema);
export type ContestSubmissionPage = z.infer<typeof submissionPageSchema>;

/** GET /api/contest-submissions: newest first; `onlyMine`, `problemID`, `username`, `status` filter. */
export function getContestSubmissions(query: Query, signal?: AbortSignal): Promise<ContestSubmissionPage> {
  return apiRequest('/api/contest-submissions', submissionPageSchema, { query, signal });
}
