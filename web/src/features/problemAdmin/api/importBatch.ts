import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const reportItemSchema = z.object({
  file: z.string(),
  format: z.string().nullable(),
  item: z.string(),
  problemId: z.string().nullable(),
  status: z.enum(['imported', 'refused', 'skipped']),
  pid: z.number().optional(),
  reason: z.string().optional(),
  notes: z.array(z.string()).optional(),
});
const reportSchema = z.object({
  mode: z.enum(['all', 'valid']),
  imported: z.number(),
  items: z.array(reportItemSchema),
});
export type BatchReport = z.infer<typeof reportSchema>;
export type BatchReportItem = z.infer<typeof reportItemSchema>;
export type BatchMode = BatchReport['mode'];

/** POST /api/admin/import-problems: several files of any format; a report line per problem. */
export function importBatch(files: readonly File[], mode: BatchMode): Promise<BatchReport> {
  const form = new FormData();
  form.append('mode', mode);
  for (const file of files) form.append('files', file, file.name);
  // A big batch takes long to read and store: the download time-out, not the 90 s of a call.
  return apiRequest('/api/admin/import-problems', reportSchema, {
    method: 'POST',
    body: form,
    timeoutMs: 900_000,
  });
}
