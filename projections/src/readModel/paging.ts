/** A page of a list as the spec's lists ask for it: 1-based page number and page size. */
export interface PageRequest {
  currentPage: number;
  limit: number;
}

/** One page of rows and how many rows the whole list holds. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

/** The rows to skip before the requested page. */
export const offsetOf = (page: PageRequest): number => (page.currentPage - 1) * page.limit;

/**
 * A keyword as an ILIKE "contains" pattern, with `\`, `%` and `_` matched literally.
 *
 * @example
 * containsPattern('50%') // '%50\\%%'
 */
export const containsPattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
