import type { ImportReportItem, RemoteProblemRef } from '@oj/events';
import type { ImportJobPhase, ImportJobState, ImportMode } from '@oj/events/vocabulary';
import type { ColumnType, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** A background problem import as the admin's batch page reads it: progress, then the report. */
export type ProblemImportsTables = {
  problem_import_jobs: {
    job: number;
    uid: string;
    mode: ImportMode;
    files: Json<{ name: string; size: number }[]>;
    state: ImportJobState;
    phase: ImportJobPhase | null;
    /** Files read or problems created so far, of `total`, in the current phase. */
    done: number;
    total: number;
    /** The file being read or the problem being created. */
    current: string | null;
    /** Creating: the current problem's cases stored so far, of `cases`. */
    cases_done: number | null;
    cases: number | null;
    imported: number | null;
    items: Json<ImportReportItem[] | null>;
    /** Why a failed job died. */
    reason: string | null;
    /** A remote problem's fetch (a remote runner's task), and when its lease runs out (epoch ms). */
    remote: ColumnType<RemoteProblemRef | null, string | null | undefined, string | null>;
    lease_expires_at: ColumnType<string | null, number | null | undefined, number | null>;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
    /** Until when the job's API node counts as alive (null: no lease). */
    alive_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** Failed because its node died: its uploads are kept and it may be started again. */
    stalled: ColumnType<boolean, boolean | undefined, boolean>;
  };
  /** A package's generated tests, a task a judge runner leases (`waiting` until generated or failed). */
  problem_import_generations: {
    job: number;
    task: number;
    problem_id: string;
    tests: number;
    state: 'waiting' | 'done' | 'failed';
    leased_until: Date | null;
    created_at: ColumnType<Date, Date, Date>;
  };
};
export type ProblemImportJobRow = Selectable<ProblemImportsTables['problem_import_jobs']>;
