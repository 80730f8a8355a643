import { apiRequest } from '@/lib/api';
import { type Language, languageSchema } from './languageSchema';

/** POST /api/admin/language (super admin). A name already in use is refused (409). */
export function createLanguage(language: Language): Promise<Language> {
  return apiRequest('/api/admin/language', languageSchema, { method: 'POST', body: language });
}
