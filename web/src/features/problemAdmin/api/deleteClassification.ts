import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** DELETE /api/admin/tag/classification?tcid: its tags stay, unclassified. */
export async function deleteClassification(tcid: number): Promise<void> {
  await apiRequest('/api/admin/tag/classification', z.unknown(), { method: 'DELETE', query: { tcid } });
}
