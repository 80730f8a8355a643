import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { classificationName, classificationRank, tagColor, tagName, tagOj } from './tagRules';

/**
 * Stream `tags`: every problem tag and tag classification (spec 03, 3 "Tag" and "Tag and category").
 * One stream, so that "one name per OJ" and "deleting a classification un-classifies its tags" are
 * decided against one consistent state. Problems refer to tags by name (ProblemFields.tags), resolved
 * against the tags of the OJ `ME`.
 *
 * @example
 * { type: 'TagCreated', data: { id: 1, name: 'dp', oj: 'ME', color: '#3b82f6', classificationId: null } }
 */
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
