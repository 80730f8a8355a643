import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Stream `tags`: every problem tag and tag classification (spec 03, 3 "Tag" and "Tag and category").
 * One stream, so that "one name per OJ" and "deleting a classification un-classifies its tags" are
 * decided against one consistent state. Problems refer to tags by name (ProblemFields.tags), resolved
 * against the tags of the OJ `ME`.
 *
 * @example
 * { type: 'TagCreated', data: { id: 1, name: 'dp', oj: 'ME', color: '#3b82f6', classificationId: null } }
 */
export const TAG_HOME_OJ = 'ME';

export const tagName = z.string().trim().min(1, 'The tag name is required').max(50);
/** The problem bank a tag belongs to: ME (ours) or a remote judge's code, upper case. */
export const tagOj = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'The OJ may use letters, digits, - and _ (at most 20)')
  .transform((oj) => oj.toUpperCase());
/** A plain hex colour only: it ends up in a style attribute. */
export const tagColor = z
  .string()
  .trim()
  .regex(
    /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
    'The colour must be a hex colour like #3b82f6',
  );
export const classificationName = z.string().trim().min(1, 'The classification name is required').max(50);
/** Classifications are listed by rank, lowest first. */
export const classificationRank = z.number().int().min(0).max(2_147_483_647);

const id = z.number().int().positive();

export const TagCreated = defineEvent('TagCreated', {
  schema: z.object({
    id,
    name: tagName,
    oj: tagOj,
    color: tagColor,
    classificationId: id.nullable(),
  }),
});
/** Only the fields that changed. */
export const TagUpdated = defineEvent('TagUpdated', {
  schema: z.object({
    id,
    changes: z
      .object({ name: tagName, oj: tagOj, color: tagColor, classificationId: id.nullable() })
      .partial(),
  }),
});
export const TagDeleted = defineEvent('TagDeleted', { schema: z.object({ id }) });

export const TagClassificationCreated = defineEvent('TagClassificationCreated', {
  schema: z.object({ id, name: classificationName, oj: tagOj, rank: classificationRank }),
});
export const TagClassificationUpdated = defineEvent('TagClassificationUpdated', {
  schema: z.object({
    id,
    changes: z.object({ name: classificationName, oj: tagOj, rank: classificationRank }).partial(),
  }),
});
/** Its tags stay, unclassified. */
export const TagClassificationDeleted = defineEvent('TagClassificationDeleted', { schema: z.object({ id }) });

export const tagEvents = [
  TagCreated,
  TagUpdated,
  TagDeleted,
  TagClassificationCreated,
  TagClassificationUpdated,
  TagClassificationDeleted,
] as const;
