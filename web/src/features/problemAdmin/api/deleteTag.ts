import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/tag?tid: the tag goes, and off every problem that had it. */
export async function deleteTag(tid: number): Promise<void> {
  await apiRequest('/api/admin/tag', z.unknown(), { method: 'DELETE', query: { tid } });
}
