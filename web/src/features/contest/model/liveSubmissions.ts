import { z } from 'zod';
import { type ContestSubmission, contestSubmissionSchema } from '../api/schemas';

/** What a contest's submission list page holds. */
export interface SubmissionPage {
  records: ContestSubmission[];
  total: number;
}

/** Which of the pushed rows the page on screen shows. */
export interface ListView {
  cid: number;
  /** The first page: the only one a new submission joins. */
  firstPage: boolean;
  limit: number;
  /** "Mine" only: rows of this user. */
  onlyUid?: string;
  /** One problem's rows only (its display id). */
  displayPid?: string;
}

// `contest:<cid>:submissions[:admin]` sends { submission }, `user:<uid>` { kind: 'submission', submission }.
const pushedSchema = z.object({
  kind: z.literal('submission').optional(),
  submission: contestSubmissionSchema.extend({ cid: z.number() }),
});

/** The contest submission a live change carries, or undefined for another kind, shape or contest. */
export function pushedSubmission(payload: unknown, cid: number): ContestSubmission | undefined {
  const parsed = pushedSchema.safeParse(payload);
  if (!parsed.success || parsed.data.submission.cid !== cid) return undefined;
  return parsed.data.submission;
}

/**
 * A pushed row applied to the list on screen: a row shown changes in place; a new one joins the first
 * page (newest first) when the view shows it, the page keeps its size and the total grows by one.
 * @example applyPushedSubmission(page, row, { cid: 3, firstPage: true, limit: 15 })
 */
export function applyPushedSubmission(
  page: SubmissionPage,
  row: ContestSubmission,
  view: ListView,
): SubmissionPage {
  const index = page.records.findIndex((shown) => shown.submitId === row.submitId);
  if (index >= 0) return { ...page, records: page.records.with(index, row) };
  if (!view.firstPage || (view.onlyUid !== undefined && row.uid !== view.onlyUid)) return page;
  if (view.displayPid !== undefined && row.displayPid !== view.displayPid) return page;
  const last = page.records.at(-1);
  if (page.records.length >= view.limit && last !== undefined && row.submitId < last.submitId) return page;
  const records = [...page.records, row].sort((a, b) => b.submitId - a.submitId).slice(0, view.limit);
  return { ...page, records, total: page.total + 1 };
}
