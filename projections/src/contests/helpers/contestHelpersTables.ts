import type { ColumnType, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Time = ColumnType<Date, Date, Date>;

/**
 * The `contest-helpers` projection's tables: its own copies of what it needs (at exactly its
 * checkpoint, never another read model that may have moved on), the AC info rows and the prints.
 */
export type ContestHelpersTables = {
  contest_helper_contests: {
    cid: number;
    type: number;
    author_uid: string;
    start_time: Time;
    end_time: Time;
    /** Star (unofficial) contestants: balloons, but never first blood. */
    star_usernames: Json<string[]>;
    time_unit: string;
  };
  contest_helper_problems: { cid: number; pid: number; display_id: string; color: string | null };
  /** Every user's real name, and whether they are a super admin (never a contestant). */
  contest_helper_users: { uid: string; realname: string; root: boolean };
  contest_helper_submissions: {
    submit_id: number;
    cid: number;
    uid: string;
    username: string;
    pid: number;
    submit_time: Time;
  };
  /**
   * One row per accepted contest submission made during the contest by a contestant (not the author,
   * not a super admin); `id` is the submitId. A rejudge to another verdict clears `accepted` (the row
   * leaves the list but keeps its checked mark, should it be accepted again).
   */
  contest_ac_infos: {
    id: number;
    cid: number;
    uid: string;
    username: string;
    pid: number;
    submit_time: Time;
    accepted: boolean;
    first_blood: boolean;
    checked: boolean;
  };
  /** Status 0 waiting, 1 printed. */
  contest_prints: {
    id: number;
    cid: number;
    uid: string;
    username: string;
    content: string;
    status: number;
    created_at: Time;
  };
};
export type ContestAcInfoRow = Selectable<ContestHelpersTables['contest_ac_infos']>;
export type ContestPrintRow = Selectable<ContestHelpersTables['contest_prints']>;
