import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/language?name (super admin). */
export async function deleteLanguage(name: string): Promise<void> {
  await apiRequest('/api/admin/language', z.unknown(), { method: 'DELETE', query: { name } });
}
