import { isPageSize, type PageSize } from '@/lib/pager';
import type { SubmissionListQuery } from '../api/getSubmissionList';
import { filterStatuses } from './status';

// The /status page keeps its filters in the query string, so a link or a reload shows the same list:
// ?onlyMine=true&status=-1&problemID=P1000&username=ann&currentPage=2&limit=30

export interface StatusFilters {
  onlyMine: boolean;
  /** A status code, or undefined for all. */
  status: number | undefined;
  problemId: string;
  /** Ignored while onlyMine is on (the author search is disabled then). */
  username: string;
  currentPage: number;
  limit: PageSize;
}

/** Spec 01 §9: the submission list shows 15 rows a page. */
export const defaultStatusFilters: StatusFilters = {
  onlyMine: false,
  status: undefined,
  problemId: '',
  username: '',
  currentPage: 1,
  limit: 15,
};

export function readStatusFilters(query: URLSearchParams): StatusFilters {
  const status = Number(query.get('status') ?? Number.NaN);
  const page = Number(query.get('currentPage'));
  const limit = Number(query.get('limit'));
  return {
    onlyMine: query.get('onlyMine') === 'true',
    status:
      query.get('status') !== null && filterStatuses.some((code) => code === status) ? status : undefined,
    problemId: query.get('problemID')?.trim() ?? '',
    username: query.get('username')?.trim() ?? '',
    currentPage: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : defaultStatusFilters.limit,
  };
}

/** The query string of the filters, leaving defaults out. */
export function writeStatusFilters(filters: StatusFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.onlyMine) query.set('onlyMine', 'true');
  if (filters.status !== undefined) query.set('status', String(filters.status));
  if (filters.problemId) query.set('problemID', filters.problemId);
  if (filters.username && !filters.onlyMine) query.set('username', filters.username);
  if (filters.currentPage > 1) query.set('currentPage', String(filters.currentPage));
  if (filters.limit !== defaultStatusFilters.limit) query.set('limit', String(filters.limit));
  return query;
}

/** The list call for the filters. */
export function statusListQuery(filters: StatusFilters): SubmissionListQuery {
  return {
    onlyMine: filters.onlyMine,
    status: filters.status,
    problemID: filters.problemId || undefined,
    username: filters.onlyMine ? undefined : filters.username || undefined,
    currentPage: filters.currentPage,
    limit: filters.limit,
  };
}
