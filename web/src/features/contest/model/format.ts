// Board display settings. Times, durations and contest phases: `@/lib/time`, `@/lib/contestDisplay`.

/**
 * The board's page sizes: the spec's 10 to 300 (spec 02 section 9), and 10,000 (the server's cap) for
 * reading a whole big board in one scroll; long pages render only the rows in view.
 */
export const boardPageSizes = [10, 30, 50, 100, 300, 10_000] as const;
