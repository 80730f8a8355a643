import { PRACTICE_CID } from '@oj/events/vocabulary';
import type { SubmissionRow } from '../api/schemas';

/** What a list page holds: its rows (newest first) and the total the pager shows. */
export interface RowPage {
  records: SubmissionRow[];
  total: number;
}

/** Which rows a list shows: the filters of /status, or one user's rows of one problem. */
export interface RowFilter {
  /** Only this user's rows. */
  uid?: string;
  pid?: number;
  status?: number;
  /** Compared without case, as the server does. */
  problemId?: string;
  username?: string;
}

export function matchesFilter(row: SubmissionRow, filter: RowFilter): boolean {
  // Practice lists only: contest rows and a virtual participant's rows have pages of their own.
  if (row.cid !== PRACTICE_CID || row.virtualCid !== null) return false;
  if (filter.uid !== undefined && row.uid !== filter.uid) return false;
  if (filter.pid !== undefined && row.pid !== filter.pid) return false;
  if (filter.status !== undefined && row.status !== filter.status) return false;
  if (filter.problemId && row.displayPid.toLowerCase() !== filter.problemId.toLowerCase()) return false;
  if (filter.username && row.username !== filter.username) return false;
  return true;
}

/**
 * A live row applied to the page on screen. A row already shown changes in place (even when it no
 * longer matches the filter: rows do not jump away under the reader's eyes). A row not shown joins
 * the first page when it matches and is newer than the page's last row, in submitId order; the page
 * keeps its size and the total grows by one.
 * @example applyLiveRow(page, row, { firstPage: true, limit: 15, filter: {} })
 */
export function applyLiveRow(
  page: RowPage,
  row: SubmissionRow,
  options: { firstPage: boolean; limit: number; filter: RowFilter },
): RowPage {
  const index = page.records.findIndex((shown) => shown.submitId === row.submitId);
  if (index >= 0) {
    const records = [...page.records];
    records[index] = row;
    return { ...page, records };
  }
  if (!options.firstPage || !matchesFilter(row, options.filter)) return page;
  const last = page.records.at(-1);
  const full = page.records.length >= options.limit;
  if (full && last !== undefined && row.submitId < last.submitId) return page;
  const records = [...page.records, row].sort((a, b) => b.submitId - a.submitId).slice(0, options.limit);
  return { records, total: page.total + 1 };
}
