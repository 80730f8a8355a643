import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** Spec 02 §5: print content is required and at least 50 characters. */
export const printMinLength = 50;

/** POST /api/submit-print-text: send text to the contest's printer. */
export async function submitPrintText(cid: number, content: string): Promise<void> {
  await apiRequest('/api/submit-print-text', z.unknown(), { method: 'POST', body: { cid, content } });
}
