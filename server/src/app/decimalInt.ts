import { z } from 'zod';

/**
 * Ids, page numbers, limits and other whole numbers from a request. A query string carries them as
 * decimal digits (a minus sign at most), a JSON body as JSON numbers or the same digits (the reference
 * web sends some ids as strings). Nothing else is read as a number: `z.coerce.number()` took "0x3E8",
 * "1e3", " 7" and `[1000]` for numbers, and a delete once hit the wrong problem that way.
 */
const DECIMAL = /^-?\d{1,16}$/;

export const DECIMAL_INT_MESSAGE = 'Expected a whole number in decimal digits';

const numberOrDigits = z.union([z.number(), z.string().regex(DECIMAL).transform(Number)], {
  error: DECIMAL_INT_MESSAGE,
});

/**
 * A whole number in decimal, then `rules` (default: any safe integer).
 * @example decimalInt(z.number().int().min(1).max(100)).default(10)
 */
export function decimalInt(rules: z.ZodNumber = z.number().int()) {
  return numberOrDigits.pipe(rules.int(DECIMAL_INT_MESSAGE));
}

/** An id: a positive whole number (pid, cid, submitId, tag ids...). */
export const idParam = decimalInt(z.number().int().positive());

/** A page number, from 1 (the first page when absent). */
export const currentPageParam = decimalInt(z.number().int().min(1)).default(1);

/** A page size between 1 and `max`, `fallback` when absent. */
export function pageSizeParam(max: number, fallback: number) {
  return decimalInt(z.number().int().min(1).max(max)).default(fallback);
}
