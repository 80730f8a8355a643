import type { ColumnType, Selectable } from 'kysely';

/**
 * A group's submissions and rank (spec 03 sections 2.3 and 2.8), the `group-ranks` projection's own
 * copies: who is in which group, which contests (and problems) are a group's, each group submission as
 * the status tab lists it, and per group member the accepted problems, submissions and best scores.
 */
export type GroupRanksTables = {
  /** Every relation to a group (applicants and refused users too, by `auth`); members are 3-5. */
  group_rank_members: { gid: number; uid: string; username: string; auth: number };
  /**
   * The group of each group contest, and its seal: a submission made from `seal_time` on is left out of
   * the rank while the board is sealed (until the end reached with `auto_real_rank`, or the seal is off).
   */
  group_rank_contests: {
    cid: number;
    gid: number;
    seal_rank: boolean;
    seal_time: Date | null;
    auto_real_rank: boolean;
    end_reached: ColumnType<boolean, boolean | undefined, boolean>;
  };
  /**
   * A group submission: made in one of its contests, or to one of its problems outside contests (never
   * a virtual participant's). `status` as the list shows it (pending while a round is open); `counted`
   * once a final verdict stands.
   */
  group_submissions: {
    submit_id: number;
    gid: number;
    cid: number;
    pid: number;
    display_pid: string;
    uid: string;
    username: string;
    language: string;
    length: number;
    status: number;
    counted: ColumnType<boolean, boolean | undefined, boolean>;
    /** Made during its contest's seal: its verdict stays out of the rank while the seal holds. */
    sealed: ColumnType<boolean, boolean | undefined, boolean>;
    score: number | null;
    time: number | null;
    memory: number | null;
    judger: string | null;
    submit_time: ColumnType<Date, Date, Date>;
  };
  /** Per group, user and problem: accepted submissions and the best score, for the per-user sums. */
  group_rank_user_problems: { gid: number; uid: string; pid: number; accepted: number; best_score: number };
  /** Per group and user: problems accepted, submissions made, the sum of the best scores. */
  group_rank_users: {
    gid: number;
    uid: string;
    ac: ColumnType<number, number | undefined, number>;
    total: ColumnType<number, number | undefined, number>;
    score: ColumnType<number, number | undefined, number>;
  };
};
export type GroupSubmissionRow = Selectable<GroupRanksTables['group_submissions']>;
