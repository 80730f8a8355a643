import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { flag, text } from '@/lib/replyFields';
import { nullableProgramTextField } from '../model/programText';
import { submissionRowSchema } from './schemas';

const submissionDetailSchema = z.object({
  submission: submissionRowSchema.extend({
    title: text,
    judgeMode: z.enum(['default', 'spj', 'interactive']).catch('default'),
    /** Null unless the reader may see it (own, admin, or shared). Program text: bytes, NUL and all. */
    code: nullableProgramTextField,
    /** The compiler's (or judge's) message: compile and system errors, for the author and admins. */
    errorMessage: nullableProgramTextField,
    /** Why the judge failed: admins only. */
    systemError: nullableProgramTextField,
  }),
  /** Whether the problem allows sharing code. */
  codeShare: flag,
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** GET /api/get-submission-detail. */
export function getSubmissionDetail(submitId: number, signal?: AbortSignal): Promise<SubmissionDetail> {
  return apiRequest('/api/get-submission-detail', submissionDetailSchema, { query: { submitId }, signal });
}
