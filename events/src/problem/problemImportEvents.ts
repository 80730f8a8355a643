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

/** Epoch milliseconds: until when a holder (the job's API node, a runner's generation lease) counts as alive. */
const until = z.number().int().nonnegative();

export const ProblemImportQueued = defineEvent('ProblemImportQueued', {
  schema: z.object({
    job,
    uid: z.string(),
    mode: z.enum(IMPORT_MODES),
    files: z.array(z.object({ name: z.string().max(255), size: z.number().int().nonnegative() })),
    /** The API node running the job is alive until then unless it says so again (ProblemImportAlive). */
    aliveUntil: until.optional(),
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
/** The job's API node is still at work: its lease runs until `aliveUntil` (absent: nothing expires it). */
export const ProblemImportAlive = defineEvent('ProblemImportAlive', {
  schema: z.object({ job, aliveUntil: until }),
});
/** An admin started again a job whose node died: it runs anew from its kept uploads. */
export const ProblemImportRestarted = defineEvent('ProblemImportRestarted', {
  schema: z.object({ job, uid: z.string(), aliveUntil: until }),
});

/** A file of the package a generation needs (its `files/` folder, the main solution), stored by hash. */
const generationFile = z.object({
  name: z.string().regex(/^[\w.-]{1,100}$/),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
});
const sourceLanguage = z.enum(['C', 'C++', 'Python3']);
/**
 * A package ships generators instead of some tests (Polygon `method="generated"`): a judge runner leases
 * this task, builds the generators and the main solution from `files`, runs each test's command for its
 * input and the solution for its answer, and sends both back as stored data.
 */
export const ProblemImportGenerationRequested = defineEvent('ProblemImportGenerationRequested', {
  schema: z.object({
    job,
    /** The job's n-th generation task (1, 2, ...). */
    task: z.number().int().positive(),
    problemId: z.string().max(255),
    files: z.array(generationFile).max(200),
    /** The package's tag="main" solution (one of `files`). */
    solution: z.object({ name: generationFile.shape.name, language: sourceLanguage }),
    /** `cmd`: the generator's name (a file of `files` without its extension) and its arguments. */
    tests: z.array(z.object({ test: z.number().int().positive(), cmd: z.string().min(1).max(1000) })).min(1),
    /** The solution's limits (ms, MB): the problem's own. */
    timeLimit: z.number().int().positive(),
    memoryLimit: z.number().int().positive(),
  }),
});
export const ProblemImportGenerationLeased = defineEvent('ProblemImportGenerationLeased', {
  schema: z.object({
    job,
    task: z.number().int().positive(),
    leaseId: z.string().min(1).max(64),
    runner: z.string().max(100),
    expiresAt: until,
  }),
});
export const ProblemImportGenerationRenewed = defineEvent('ProblemImportGenerationRenewed', {
  schema: z.object({ job, task: z.number().int().positive(), leaseId: z.string().max(64), expiresAt: until }),
});
const storedTest = z.object({
  test: z.number().int().positive(),
  input: z.string().regex(/^[0-9a-f]{64}$/),
  answer: z.string().regex(/^[0-9a-f]{64}$/),
});
/** Every test of the task generated, input and answer stored by hash. */
export const ProblemImportTestsGenerated = defineEvent('ProblemImportTestsGenerated', {
  schema: z.object({
    job,
    task: z.number().int().positive(),
    leaseId: z.string().max(64),
    tests: z.array(storedTest).min(1),
  }),
});
/** The generation failed: a generator or the solution failed or ran out of limits, or no runner finished it. */
export const ProblemImportGenerationFailed = defineEvent('ProblemImportGenerationFailed', {
  schema: z.object({ job, task: z.number().int().positive(), reason: z.string().max(4000) }),
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
  schema: z.object({
    job,
    reason: z.string(),
    /** The job's API node stopped saying it was alive: the uploads are kept and the admin may start it again. */
    stalled: z.boolean().optional(),
  }),
});

export const problemImportEvents = [
  ProblemImportQueued,
  RemoteProblemFetchLeased,
  ProblemImportProgressed,
  ProblemImportFinished,
  ProblemImportFailed,
  ProblemImportAlive,
  ProblemImportRestarted,
  ProblemImportGenerationRequested,
  ProblemImportGenerationLeased,
  ProblemImportGenerationRenewed,
  ProblemImportTestsGenerated,
  ProblemImportGenerationFailed,
] as const;
export type GenerationFile = z.infer<typeof generationFile>;
export type GeneratedTest = z.infer<typeof storedTest>;

export const problemImportStream = (job: number) => `problem-import-${job}`;
