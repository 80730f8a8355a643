import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { type Language, languageSchema } from './languageSchema';

/** GET /api/admin/language: every judge language with its commands, in list order (any admin). */
export function getLanguages(signal?: AbortSignal): Promise<Language[]> {
  return apiRequest('/api/admin/language', z.array(languageSchema), { signal });
}
