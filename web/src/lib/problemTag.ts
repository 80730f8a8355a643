import { z } from 'zod';

/** A problem tag as the problem calls reply it: `{ id, name, color }`. */
export const problemTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type ProblemTag = z.infer<typeof problemTagSchema>;

/**
 * The tag's colour if it is a plain hex colour, else undefined: the value comes from an administrator
 * and ends up in a style attribute, where `url(...)` would fetch from anywhere.
 */
export function tagColor(color: string): string | undefined {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : undefined;
}
