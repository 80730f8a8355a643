import { type RemoteBankCode, remoteBanks } from '@oj/events/vocabulary';
import type { Query } from '@/lib/api';
import { type Difficulty, isDifficulty } from '@/lib/difficulty';
import { isPageSize, type PageSize } from '@/lib/pager';

/** What the problem list shows; all of it lives in the page's query string (spec 01 §2.6). */
export interface ProblemFilters {
  keyword: string;
  /** Null: every level. */
  difficulty: Difficulty | null;
  tagIds: number[];
  /** The bank (spec 01 §7 "oj"): null every bank, ME our own problems, or a remote bank. */
  oj: ProblemBank | null;
  currentPage: number;
  limit: PageSize;
}

export type ProblemBank = 'ME' | RemoteBankCode;
export const problemBanks: readonly ProblemBank[] = ['ME', ...remoteBanks];
const isProblemBank = (value: string | null): value is ProblemBank =>
  (problemBanks as readonly (string | null)[]).includes(value);

export const defaultLimit: PageSize = 15;

export const defaultFilters: ProblemFilters = {
  keyword: '',
  difficulty: null,
  tagIds: [],
  oj: null,
  currentPage: 1,
  limit: defaultLimit,
};

/**
 * The filters a query string asks for. Whatever cannot be read falls back to the default, so an edited
 * or outdated link still opens the list.
 * @example readFilters(new URLSearchParams('difficulty=2&tagId=3,5&currentPage=2'))
 */
export function readFilters(query: URLSearchParams): ProblemFilters {
  const difficulty = numberOf(query.get('difficulty'));
  const page = numberOf(query.get('currentPage'));
  const limit = numberOf(query.get('limit'));
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    difficulty: isDifficulty(difficulty) ? difficulty : null,
    tagIds: readTagIds(query.get('tagId')),
    oj: isProblemBank(query.get('oj')) ? (query.get('oj') as ProblemBank) : null,
    currentPage: page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : defaultLimit,
  };
}

/** The query string for `filters`, leaving out what is at its default so links stay short. */
export function writeFilters(filters: ProblemFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.keyword) query.set('keyword', filters.keyword);
  if (filters.difficulty !== null) query.set('difficulty', String(filters.difficulty));
  if (filters.tagIds.length > 0) query.set('tagId', filters.tagIds.join(','));
  if (filters.oj !== null) query.set('oj', filters.oj);
  if (filters.currentPage !== 1) query.set('currentPage', String(filters.currentPage));
  if (filters.limit !== defaultLimit) query.set('limit', String(filters.limit));
  return query;
}

/** The list call's query: only the filters that are set, tags as a comma list (spec 01 §7). */
export function listQuery(filters: ProblemFilters): Query {
  return {
    keyword: filters.keyword || undefined,
    difficulty: filters.difficulty ?? undefined,
    tagId: filters.tagIds.length > 0 ? filters.tagIds.join(',') : undefined,
    oj: filters.oj ?? undefined,
    currentPage: filters.currentPage,
    limit: filters.limit,
  };
}

/** Another search starts again from the first page; paging alone keeps the rest. */
export function refine(
  filters: ProblemFilters,
  change: Partial<Pick<ProblemFilters, 'keyword' | 'difficulty' | 'tagIds' | 'oj' | 'limit'>>,
): ProblemFilters {
  return { ...filters, ...change, keyword: (change.keyword ?? filters.keyword).trim(), currentPage: 1 };
}

/** Clicking a tag adds it to the filters, clicking it again takes it out. */
export function toggleTag(filters: ProblemFilters, tagId: number): ProblemFilters {
  const tagIds = filters.tagIds.includes(tagId)
    ? filters.tagIds.filter((id) => id !== tagId)
    : [...filters.tagIds, tagId];
  return refine(filters, { tagIds });
}

export function isFiltered(filters: ProblemFilters): boolean {
  return (
    filters.keyword !== '' || filters.difficulty !== null || filters.tagIds.length > 0 || filters.oj !== null
  );
}

function numberOf(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** `1,2`, or the JSON array `[1,2]` the older links used: positive whole numbers, each once. */
function readTagIds(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}
