import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { IMPORT_ITEM_STATUSES, IMPORT_JOB_PHASES, IMPORT_MODES } from '../vocabulary/problemKinds';
import { remoteProblemRef } from '../vocabulary/remoteBanks';

/**
 * A batch problem import run in the background (issue 23), one stream per job, `problem-import-<job>`:
 * queued with its files, its progress as it reads and creates, then its per-problem report (or why the
 * job died). The problems themselves are ordinary `problem-<pid>` streams; these events only say how the
 * batch went, for the admin's live progress.
 *
 * @example
 * { type: 'ProblemImportQueued', data: { job: 3, uid: 'u1', mode: 'all', files: [{ name: 'a.zip', size: 1024 }] } }
 * { type: 'ProblemImportProgressed', data: { job: 3, phase: 'creating', done: 2, total: 5, file: 'a.zip' } }
 */
const job = z.number().int().positive();

export const importReportItem = z.object({
  file: z.string(),
  format: z.string().nullable(),
  /** The path inside the upload the line is about (the package folder, the JSON, the broken entry...). */
  item: z.string(),
  problemId: z.string().nullable(),
  status: z.enum(IMPORT_ITEM_STATUSES),
  pid: z.number().int().positive().optional(),
  reason: z.string().optional(),
  notes: z.array(z.string()).optional(),
});
export type ImportReportItem = z.infer<typeof importReportItem>;

export const ProblemImportQueued = defineEvent('ProblemImportQueued', {
  schema: z.object({
    job,
    uid: z.string(),
    mode: z.enum(IMPORT_MODES),
    files: z.array(z.object({ name: z.string().max(255), size: z.number().int().nonnegative() })),
    /**
     * A remote problem to fetch from its site (issue 24): a task a remote runner of the bank leases
     * (`RemoteProblemFetchLeased`), fetches, and reports; the job ends as for any import.
     */
    remote: remoteProblemRef.optional(),
  }),
});
/** A remote runner took the job's fetch; another may take it over once `expiresAt` (epoch ms) has passed. */
export const RemoteProblemFetchLeased = defineEvent('RemoteProblemFetchLeased', {
  schema: z.object({
    job,
    leaseId: z.string().min(1).max(64),
    runner: z.string().min(1).max(100),
    expiresAt: z.number().int().min(0),
  }),
});
export const ProblemImportProgressed = defineEvent('ProblemImportProgressed', {
  schema: z.object({
    job,
    phase: z.enum(IMPORT_JOB_PHASES),
    /** Files read (reading) or problems created (creating), of `total`. */
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** The file being read, or the problem being created. */
    file: z.string().max(255),
    /** Creating: the problem's test cases stored so far, of `cases` (a big problem moves too). */
    casesDone: z.number().int().nonnegative().optional(),
    cases: z.number().int().nonnegative().optional(),
  }),
});
export const ProblemImportFinished = defineEvent('ProblemImportFinished', {
  schema: z.object({
    job,
    mode: z.enum(IMPORT_MODES),
    imported: z.number().int().nonnegative(),
    items: z.array(importReportItem),
  }),
});
export const ProblemImportFailed = defineEvent('ProblemImportFailed', {
  schema: z.object({ job, reason: z.string() }),
});

export const problemImportEvents = [
  ProblemImportQueued,
  RemoteProblemFetchLeased,
  ProblemImportProgressed,
  ProblemImportFinished,
  ProblemImportFailed,
] as const;

export const problemImportStream = (job: number) => `problem-import-${job}`;
