import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** POST /api/file/upload-testcase-zip: replaces the problem's test data with the zip's .in/.out pairs. */
export async function uploadTestCaseZip(pid: number, zip: File): Promise<number> {
  const form = new FormData();
  form.append('pid', String(pid));
  form.append('file', zip);
  const reply = await apiRequest('/api/file/upload-testcase-zip', z.object({ count: z.number() }), {
    method: 'POST',
    body: form,
  });
  return reply.count;
}
