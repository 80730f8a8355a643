import type { ColumnType } from 'kysely';

/** Server-owned judging state that is not product history (see the judging migration). */
export type JudgeTables = {
  test_runs: {
    key: string;
    uid: string;
    task: ColumnType<unknown, string, string>;
    status: ColumnType<number, number | undefined, number>;
    result: ColumnType<unknown, string | null | undefined, string | null>;
    leased_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  /** Remote judging's next submit time per site (`HDU`) and per account (`HDU:name`), epoch ms. */
  remote_submit_slots: {
    key: string;
    next_at: ColumnType<string, number, number>;
  };
};
