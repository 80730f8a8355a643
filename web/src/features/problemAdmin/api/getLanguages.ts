import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** GET /api/languages: the names a problem may allow. */
export async function getLanguageNames(signal?: AbortSignal): Promise<string[]> {
  const languages = await apiRequest('/api/languages', z.array(z.object({ name: z.string() })), { signal });
  return languages.map((language) => language.name);
}
