import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Stream `contest-<cid>`: the contest admins' helpers (spec 02 sections 2, 4 and 7). The AC info rows
 * themselves are folded from the contest submissions' verdicts; only what people do here is recorded:
 * an admin ticking a row off (the balloon went out), a contestant sending text to print, an admin
 * marking it printed.
 *
 * @example
 * { type: 'ContestPrintSubmitted', data: { id: 12, uid: 'u1', username: 'team07', content: '...' } }
 */

/** The shortest text a contestant may send to the printer (spec 02 section 5). */
export const PRINT_MIN_LENGTH = 50;
/** The longest: a source file or two. */
export const PRINT_MAX_LENGTH = 65_535;

/** `id` is the AC info row's: the accepted submission's submitId. */
export const ContestAcInfoChecked = defineEvent('ContestAcInfoChecked', {
  schema: z.object({ id: z.number().int().positive(), checked: z.boolean() }),
});

/** `id` comes from the sequence `contest_print_id_seq`: unique across contests (the download takes only it). */
export const ContestPrintSubmitted = defineEvent('ContestPrintSubmitted', {
  schema: z.object({
    id: z.number().int().positive(),
    uid: z.string().min(1),
    username: z.string().min(1),
    content: z.string().min(PRINT_MIN_LENGTH).max(PRINT_MAX_LENGTH),
  }),
});

/** Status 0 -> 1: the admin printed it and handed it over. */
export const ContestPrintPrinted = defineEvent('ContestPrintPrinted', {
  schema: z.object({ id: z.number().int().positive() }),
});

export const contestHelperEvents = [
  ContestAcInfoChecked,
  ContestPrintSubmitted,
  ContestPrintPrinted,
] as const;
