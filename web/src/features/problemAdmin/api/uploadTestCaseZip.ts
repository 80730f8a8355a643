import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/file/upload-testcase-zip (admin roles), or with `gid` POST /api/group/upload-testcase-zip
 * (the group's admins, for its problems): replaces the problem's test data with the zip's .in/.out pairs.
 */
export async function uploadTestCaseZip(pid: number, zip: File, gid?: number): Promise<number> {
  const form = new FormData();
  form.append('pid', String(pid));
  form.append('file', zip);
  const reply = await apiRequest(
    gid === undefined ? '/api/file/upload-testcase-zip' : '/api/group/upload-testcase-zip',
    z.object({ count: z.number() }),
    { method: 'POST', body: form, ...(gid === undefined ? {} : { query: { gid, pid } }) },
  );
  return reply.count;
}
