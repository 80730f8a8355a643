import { apiRequest } from '@/lib/api';
import { type Language, languageSchema } from './languageSchema';

/** PUT /api/admin/language (super admin): replaces the language of that name; the next judging uses it. */
export function updateLanguage(language: Language): Promise<Language> {
  return apiRequest('/api/admin/language', languageSchema, { method: 'PUT', body: language });
}
