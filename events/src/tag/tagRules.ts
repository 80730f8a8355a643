import { z } from 'zod';

/**
 * The rules of a problem tag and a tag classification (spec 03, 3 "Tag and category") and the bodies the
 * back office sends, shared by the server (its events and routes) and the web's tag dialogs. Pure zod: the
 * web imports it through `@oj/events/contracts`.
 *
 * @example
 * tagForm.parse({ name: ' dp ', color: '', oj: 'me', tcid: null }) // { name: 'dp', color: '', oj: 'ME', tcid: null }
 */
export const TAG_HOME_OJ = 'ME';

export const tagMessages = {
  nameRequired: 'The tag name is required',
  nameTooLong: 'The tag name can not exceed 50 characters',
  ojFormat: 'The OJ may use letters, digits, - and _ (at most 20)',
  colorFormat: 'The colour must be a hex colour like #3b82f6',
  classificationNameRequired: 'The classification name is required',
  classificationNameTooLong: 'The classification name can not exceed 50 characters',
  rankRange: 'Rank must be between 0 and 2147483647',
} as const;

const m = tagMessages;

export const tagName = z.string().trim().min(1, m.nameRequired).max(50, m.nameTooLong);
/** The problem bank a tag belongs to: ME (ours) or a remote judge's code, upper case. */
export const tagOj = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, m.ojFormat)
  .transform((oj) => oj.toUpperCase());
/** A plain hex colour only: it ends up in a style attribute. */
export const tagColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, m.colorFormat);
export const classificationName = z
  .string()
  .trim()
  .min(1, m.classificationNameRequired)
  .max(50, m.classificationNameTooLong);
/** Classifications are listed by rank, lowest first. */
export const classificationRank = z
  .number({ error: m.rankRange })
  .int(m.rankRange)
  .min(0, m.rankRange)
  .max(2_147_483_647, m.rankRange);

const positiveId = z.number().int().positive();
/** An empty colour (HOJ's form sends "") means "pick one for me". */
const optionalColor = z.union([z.literal(''), tagColor], { error: m.colorFormat }).nullish();
const tcid = positiveId.nullable();

/** A tag as the dialog fills it and `POST /api/admin/tag` takes it (the edit sends it with its id). */
export const tagForm = z.object({
  name: tagName,
  color: optionalColor,
  oj: tagOj.default(TAG_HOME_OJ),
  tcid: tcid.default(null),
});
export type TagFormInput = z.input<typeof tagForm>;

/** `PUT /api/admin/tag`: the id and only the fields to change. */
export const tagUpdateBody = z.object({
  id: positiveId,
  name: tagName.optional(),
  color: optionalColor,
  oj: tagOj.optional(),
  tcid: tcid.optional(),
});

/** A classification as the dialog fills it and `POST /api/admin/tag/classification` takes it. */
export const classificationForm = z.object({
  name: classificationName,
  oj: tagOj.default(TAG_HOME_OJ),
  rank: classificationRank.default(0),
});
export type ClassificationFormInput = z.input<typeof classificationForm>;

/** `PUT /api/admin/tag/classification`: the id and only the fields to change. */
export const classificationUpdateBody = z.object({
  id: positiveId,
  name: classificationName.optional(),
  oj: tagOj.optional(),
  rank: classificationRank.optional(),
});
