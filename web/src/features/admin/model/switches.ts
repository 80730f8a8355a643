import { z } from 'zod';

/** The on/off switches of the site, in the order the form shows them. */
export const switchFlags = [
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const;

/** The numeric limits (whole numbers, 0 or more). */
export const switchLimits = [
  'defaultSubmitInterval',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateCommentACInitValue',
  'defaultCreateGroupACInitValue',
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
] as const;

export type SwitchFlag = (typeof switchFlags)[number];
export type SwitchLimit = (typeof switchLimits)[number];

const limit = z.number().int().nonnegative();

/** GET /api/admin/switch/info and the body of PUT /api/admin/switch/update. */
export const switchConfigSchema = z.object({
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  openPublicJudge: z.boolean(),
  openGroupJudge: z.boolean(),
  openContestJudge: z.boolean(),
  hideNonContestSubmissionCode: z.boolean(),
  defaultSubmitInterval: limit,
  defaultCreateDiscussionACInitValue: limit,
  defaultCreateDiscussionDailyLimit: limit,
  defaultCreateCommentACInitValue: limit,
  defaultCreateGroupACInitValue: limit,
  defaultCreateGroupDailyLimit: limit,
  defaultCreateGroupLimit: limit,
});

export type SwitchConfig = z.infer<typeof switchConfigSchema>;

/** A limit as typed into its field: a whole number of 0 or more, else undefined. */
export function parseLimit(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The limits' texts read back: the config to save, or the names of the fields that are not valid. */
export function readLimits(
  texts: Record<SwitchLimit, string>,
): { ok: true; limits: Record<SwitchLimit, number> } | { ok: false; invalid: SwitchLimit[] } {
  const limits: Partial<Record<SwitchLimit, number>> = {};
  const invalid: SwitchLimit[] = [];
  for (const name of switchLimits) {
    const value = parseLimit(texts[name]);
    if (value === undefined) invalid.push(name);
    else limits[name] = value;
  }
  const complete = z.record(z.enum(switchLimits), limit).safeParse(limits);
  return invalid.length === 0 && complete.success
    ? { ok: true, limits: complete.data }
    : { ok: false, invalid };
}
