import type { ProblemFields, TestCase } from '@oj/events';
import type { ColumnType, Selectable } from 'kysely';

/** One row per live problem: what lists, details and the judge read. Deleted problems leave the table. */
export type ProblemsTables = {
  problems: {
    pid: number;
    problem_id: string;
    problem_id_key: string;
    title: string;
    difficulty: number;
    type: number;
    auth: number;
    tags: string[];
    fields: ColumnType<ProblemFields, string, string>;
    test_cases: ColumnType<TestCase[], string, string>;
    author_uid: string | null;
    /** The group owning the problem (kept after it joins the public bank), or null. */
    gid: ColumnType<number | null, number | null | undefined, number | null>;
    /** Its application to the public bank: null none, 1 applying, 2 public, 3 refused. */
    apply_public_progress: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
};
export type ProblemRow = Selectable<ProblemsTables['problems']>;
