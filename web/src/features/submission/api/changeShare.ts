import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** PUT /api/submission: the owner shares their code, or stops sharing it. */
export async function changeShare(submitId: number, share: boolean): Promise<void> {
  await apiRequest('/api/submission', z.unknown(), { method: 'PUT', body: { submitId, share } });
}
