import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const focusProblemSchema = z.object({
  pid: z.number(),
  /** The problem's id in its set: a contest's display id (A, B, ...) or the problem's own id. */
  problemId: z.string(),
  title: z.string(),
  /** 0 solved, -1 tried, 5 waiting, -5 hidden by the seal, -10 not tried; null for a visitor. */
  status: z.number().nullable(),
  /** In an OI contest: the score of the last judged try. */
  score: z.number().nullable(),
});
export type FocusProblem = z.infer<typeof focusProblemSchema>;

/** Whose problems the focus mode lists: a contest's or a training's. */
export type FocusProblemSet = { cid: number } | { tid: number };

/** GET /api/get-full-screen-problem-list: the set's problems with the reader's status, in order. */
export function getFullScreenProblemList(
  set: FocusProblemSet,
  signal?: AbortSignal,
): Promise<FocusProblem[]> {
  return apiRequest('/api/get-full-screen-problem-list', z.array(focusProblemSchema), { query: set, signal });
}
