import type { classificationForm, tagForm } from '@oj/events/contracts';
import { z } from 'zod';
import { count, text } from '@/lib/replyFields';

export const adminTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: text,
  oj: z.string(),
  /** The classification, null when unclassified. */
  tcid: z.number().nullable(),
  /** How many problems use it (the admin list only). */
  problemCount: count,
});
export type AdminTag = z.infer<typeof adminTagSchema>;

export const classificationSchema = z.object({
  id: z.number(),
  name: z.string(),
  oj: z.string(),
  rank: z.number(),
});
export type Classification = z.infer<typeof classificationSchema>;

/** What the tag dialogs send: the output of the server's own body rules (`@oj/events/contracts`). */
export type TagInput = z.output<typeof tagForm>;
export type ClassificationInput = z.output<typeof classificationForm>;
