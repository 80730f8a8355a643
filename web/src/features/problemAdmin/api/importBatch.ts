import {
  IMPORT_ITEM_STATUSES,
  IMPORT_JOB_PHASES,
  IMPORT_JOB_STATES,
  IMPORT_MODES,
} from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const reportItemSchema = z.object({
  file: z.string(),
  format: z.string().nullable(),
  item: z.string(),
  problemId: z.string().nullable(),
  status: z.enum(IMPORT_ITEM_STATUSES),
  pid: z.number().optional(),
  reason: z.string().optional(),
  notes: z.array(z.string()).optional(),
});
/** A background import as GET /api/admin/import-jobs/:job and its room send it. */
export const importJobSchema = z.object({
  job: z.number(),
  mode: z.enum(IMPORT_MODES),
  files: z.array(z.object({ name: z.string(), size: z.number() })),
  state: z.enum(IMPORT_JOB_STATES),
  phase: z.enum(IMPORT_JOB_PHASES).nullable(),
  done: z.number(),
  total: z.number(),
  current: z.string().nullable(),
  casesDone: z.number().nullable(),
  cases: z.number().nullable(),
  imported: z.number().nullable(),
  items: z.array(reportItemSchema).nullable(),
  reason: z.string().nullable(),
  /** Failed because its server stopped: it may be started again. */
  stalled: z.boolean().default(false),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export type BatchReport = { mode: BatchMode; imported: number; items: BatchReportItem[] };
export type BatchReportItem = z.infer<typeof reportItemSchema>;
export type BatchMode = (typeof IMPORT_MODES)[number];

/** The room of one import job: its progress, then its report (admins only). */
export const importJobRoom = (job: number) => `admin:problem-import:${job}`;

/**
 * POST /api/admin/import-problems: several files of any format, queued as a background job; the reply
 * is the job's number (the upload itself is the long part, hence the download time-out).
 */
export function queueImport(files: readonly File[], mode: BatchMode): Promise<{ job: number }> {
  const form = new FormData();
  form.append('mode', mode);
  for (const file of files) form.append('files', file, file.name);
  return apiRequest('/api/admin/import-problems', z.object({ job: z.number() }), {
    method: 'POST',
    body: form,
    timeoutMs: 900_000,
  });
}

/** GET /api/admin/import-jobs/:job: where the job is, and its report once done. */
export function getImportJob(job: number, signal?: AbortSignal): Promise<ImportJob> {
  return apiRequest(`/api/admin/import-jobs/${job}`, importJobSchema, { signal });
}

/** POST /api/admin/import-jobs/:job/restart: a job whose server stopped runs again from its kept uploads. */
export function restartImport(job: number): Promise<{ job: number }> {
  return apiRequest(`/api/admin/import-jobs/${job}/restart`, z.object({ job: z.number() }), {
    method: 'POST',
    body: {},
  });
}
