import type { ContestFields } from '@oj/events';
import type { ContestProfile } from '@oj/events/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { AcmRowStats } from './board/acmRow';
import type { OiRowStats } from './board/oiRow';

export type BoardRowStats = AcmRowStats | OiRowStats;
type Json<T> = ColumnType<T, string, string>;
type Time = ColumnType<Date, Date, Date>;

/** Contests and their boards, as lists, details, the rank endpoints and the room guards read them. */
export type ContestsTables = {
  contests: {
    cid: number;
    title: string;
    type: number;
    auth: number;
    visible: boolean;
    gid: number | null;
    author_uid: string;
    author_username: string;
    start_time: Time;
    end_time: Time;
    fields: Json<ContestFields>;
    created_at: Time;
    updated_at: Time;
  };
  contest_problems: {
    cid: number;
    pid: number;
    display_id: string;
    display_title: string;
    color: string | null;
    added_at: Time;
  };
  contest_announcements: {
    cid: number;
    id: number;
    title: string;
    content: string;
    author_uid: string | null;
    created_at: Time;
    updated_at: Time;
  };
  contest_registrations: {
    cid: number;
    uid: string;
    username: string;
    registered_at: Time;
    /** The confirm-info form (protected contests); null when none was asked. */
    profile: ColumnType<ContestProfile | null, string | null, string | null>;
  };
  /** The board's own copy of contest submissions (cid > 0), so it never reads another projection. */
  contest_board_submissions: {
    submit_id: number;
    cid: number;
    uid: string;
    username: string;
    pid: number;
    submit_time: Time;
    status: number;
    score: number | null;
    time: number | null;
    judged_at: ColumnType<Date | null, Date | null, Date | null>;
  };
  /**
   * One row per contestant: the real board, the sealed (public) board and the real board with
   * after-contest submissions, unranked (ranks depend on every row and are given on read).
   * `excluded`: the author and super admins submit but are never on the board.
   */
  contest_board_rows: {
    cid: number;
    uid: string;
    username: string;
    excluded: boolean;
    real: Json<BoardRowStats>;
    /** Null: the same as `real` (no seal, or nothing of the row's in the sealed minutes). */
    sealed: Json<BoardRowStats | null>;
    /** Null: the same as `real` (nothing after the contest's end). */
    real_after: Json<BoardRowStats | null>;
    /** The global position of the event that last wrote the row. */
    position: number;
  };
  contest_super_admins: { uid: string };
  /**
   * Contests whose rows a long catch-up put off to its end (see `oweRows` in boardFold.ts), with the last
   * position that touched them: refolded whole by the first batch after a start that finds them here.
   */
  contest_board_rows_owed: { cid: number; position: number };
};
export type ContestRow = Selectable<ContestsTables['contests']>;
export type ContestProblemRow = Selectable<ContestsTables['contest_problems']>;
export type ContestBoardRow = Selectable<ContestsTables['contest_board_rows']>;
