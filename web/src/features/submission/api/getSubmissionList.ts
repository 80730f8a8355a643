import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import { submissionRowSchema } from './schemas';

const submissionPageSchema = z.object({
  records: z.array(submissionRowSchema),
  total: z.number(),
});
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export interface SubmissionListQuery extends Query {
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  currentPage: number;
  limit: number;
  /** A group's submissions (GET /api/group/get-submission-list), for its members. */
  gid?: number;
}

/** GET /api/get-submission-list: non-contest submissions, newest first. */
export function getSubmissionList(query: SubmissionListQuery, signal?: AbortSignal): Promise<SubmissionPage> {
  const path = query.gid === undefined ? '/api/get-submission-list' : '/api/group/get-submission-list';
  return apiRequest(path, submissionPageSchema, {
    query: { ...query, onlyMine: query.onlyMine ? true : undefined },
    signal,
  });
}
