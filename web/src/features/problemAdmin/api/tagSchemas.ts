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

/** What the tag dialog sends; the server fills in what is left out (ME, a palette colour). */
export interface TagInput {
  name: string;
  color: string;
  oj: string;
  tcid: number | null;
}
export interface ClassificationInput {
  name: string;
  oj: string;
  rank: number;
}
