import { z } from 'zod';
import { type CaseResult, judgedCaseSchema, type SubmissionRow, submissionRowSchema } from '../api/schemas';

/** A submission's new row, with the test case that was just judged when the room carries cases. */
export interface SubmissionUpdate {
  submission: SubmissionRow;
  judgedCase: CaseResult | null;
}

// `status` sends { submission }, `user:<uid>` { kind: 'submission', submission } and
// `submission:<id>` { submission, case }; one schema reads all three.
const changeSchema = z.object({
  kind: z.string().optional(),
  submission: submissionRowSchema,
  case: judgedCaseSchema.nullish().catch(null),
});

/** The update a live change carries, or undefined for a change of another kind or shape. */
/** `{ kind: 'reload' }`: what changed is more than the room said (a catch-up): read again. */
export function isReload(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { kind?: unknown }).kind === 'reload';
}

export function readSubmissionChange(payload: unknown): SubmissionUpdate | undefined {
  const parsed = changeSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { kind, submission } = parsed.data;
  if (kind !== undefined && kind !== 'submission') return undefined;
  return { submission, judgedCase: parsed.data.case ?? null };
}
