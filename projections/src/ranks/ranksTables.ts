import type { ColumnType, Selectable } from 'kysely';

/**
 * The rank lists (spec 02: ACM and OI), the home page's 7-day AC rank and its last-week submission
 * figures. Practice submissions only (cid 0, never a virtual participant's), kept here as this
 * projection's own copy, so every figure depends on its checkpoint alone.
 */
export type RanksTables = {
  /** One row per account (registered, or seen submitting); listed once it has a practice submission. */
  rank_users: {
    uid: string;
    username: string;
    nickname: ColumnType<string, string | undefined, string>;
    /** Banned accounts are left off every list (they keep their figures for an unban). */
    banned: ColumnType<boolean, boolean | undefined, boolean>;
    /** Problems with an accepted practice submission. */
    ac: ColumnType<number, number | undefined, number>;
    /** Practice submissions made. */
    total: ColumnType<number, number | undefined, number>;
    /** The sum over problems of the best oiRankScore. */
    score: ColumnType<number, number | undefined, number>;
  };
  /** Practice submissions: their counted verdict (null while a round is open) and rank score. */
  rank_submissions: {
    submit_id: number;
    uid: string;
    pid: number;
    status: number | null;
    oi_rank_score: number | null;
    submit_time: ColumnType<Date, Date, Date>;
  };
  /** Per user and problem: accepted submissions and the best rank score, for the per-user sums. */
  rank_user_problems: {
    uid: string;
    pid: number;
    accepted: number;
    best_score: number;
  };
  /** Practice submissions per UTC day (of their submission) and current status (open rounds as pending). */
  daily_submission_counts: {
    day: string;
    status: number;
    count: number;
  };
};
export type RankUserRow = Selectable<RanksTables['rank_users']>;
