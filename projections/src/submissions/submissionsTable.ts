import type { ColumnType, Selectable } from 'kysely';

/** Submissions as lists, details, the judge queue and the statistics read them. */
export type SubmissionsTables = {
  submissions: {
    submit_id: number;
    pid: number;
    display_pid: string;
    cid: number;
    /** A virtual participant's submission (cid 0): the ended contest it was made in; null otherwise. */
    virtual_cid: ColumnType<number | null, number | null | undefined, number | null>;
    /** A group problem's practice submission: its group (the group's status tab, never the public list). */
    gid: ColumnType<number | null, number | null | undefined, number | null>;
    uid: string;
    username: string;
    language: string;
    /** Program text is bytes (see the program text codec in @oj/events). */
    code: Buffer;
    length: number;
    ip: string;
    status: number;
    score: number | null;
    oi_rank_score: number | null;
    time: number | null;
    memory: number | null;
    error_message: ColumnType<Buffer, Buffer | undefined, Buffer>;
    system_error: Buffer | null;
    judger: ColumnType<string, string | undefined, string>;
    is_manual: ColumnType<boolean, boolean | undefined, boolean>;
    share: ColumnType<boolean, boolean | undefined, boolean>;
    round: number;
    lease_id: string | null;
    /** bigint: epoch ms. */
    lease_expires_at: ColumnType<string | null, number | null, number | null>;
    /** The final status counted in the statistics, null while the round is open. */
    counted_status: number | null;
    submit_time: ColumnType<Date, Date, Date>;
    judged_at: ColumnType<Date | null, Date | null, Date | null>;
  };
  submission_cases: {
    submit_id: number;
    round: number;
    seq: number;
    input_name: string;
    output_name: string;
    group_num: number;
    status: number;
    time: number;
    memory: number;
    score: number;
    user_output: Buffer;
    message: Buffer;
  };
  problem_statistics: { pid: number; status: number; count: number };
  /** Per user and UTC day: the spec's daily limit on wrong-case downloads. */
  wrong_case_downloads: { uid: string; day: string; count: number };
  user_problem_status: {
    uid: string;
    pid: number;
    submitted: number;
    accepted: number;
    first_ac_time: ColumnType<Date | null, Date | null, Date | null>;
  };
};
export type SubmissionRow = Selectable<SubmissionsTables['submissions']>;
export type SubmissionCaseRow = Selectable<SubmissionsTables['submission_cases']>;
