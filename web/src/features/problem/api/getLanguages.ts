import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const languageSchema = z.object({
  name: z.string(),
  /** The editor mode, as CodeMirror 5 named it: text/x-csrc, text/x-c++src, text/x-python, text/x-java. */
  contentType: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  /** False when no judge server can run it now (its compiler is missing): the picker greys it out. */
  available: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});
export const languageListSchema = z.array(languageSchema);
export type LanguageInfo = z.infer<typeof languageSchema>;

/** GET /api/languages: every language the judge knows. Quiet: the editor guesses a mode without it. */
export function getLanguages(signal?: AbortSignal): Promise<LanguageInfo[]> {
  return apiRequest('/api/languages', languageListSchema, { signal, quiet: true });
}
