import { z } from 'zod';

/** Reply fields the server may send as null or leave out: read them as '' / false / 0. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
export const count = z
  .number()
  .nullish()
  .transform((value) => value ?? 0);

/** The verdict columns of a problem's statistics (list rows and problemCount alike). */
export const verdictCountFields = {
  total: count,
  ac: count,
  wa: count,
  tle: count,
  mle: count,
  re: count,
  pe: count,
  ce: count,
  se: count,
  pa: count,
};
