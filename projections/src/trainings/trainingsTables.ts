import type { ColumnType, Selectable } from 'kysely';

/**
 * Trainings, their categories, problems and registrations, and the training rank: the projection's own
 * copy of every practice submission's verdict, folded per user and problem, then per training and user.
 */
export type TrainingsTables = {
  training_categories: { id: number; name: string; color: string };
  trainings: {
    id: number;
    rank: number;
    title: string;
    description: string;
    /** 'Public', 'Private' or 'Protected'. */
    auth: string;
    /** For the admin form only; never in a public reply. */
    private_pwd: string;
    category_id: number;
    /** Listed publicly. */
    status: boolean;
    gid: number | null;
    author_uid: string;
    author: string;
    /** Visible problems. */
    problem_count: ColumnType<number, number | undefined, number>;
    deleted: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
  training_problems: { tid: number; pid: number; rank: number; visible: boolean };
  training_registrations: { tid: number; uid: string; created_at: ColumnType<Date, Date, Date> };
  /** Practice submissions (cid 0, not virtual) and their current status and time. */
  training_submissions: { submit_id: number; uid: string; pid: number; status: number; time: number | null };
  /** Per user and problem: accepted, tried or pending, the best accepted run time, judged tries. */
  training_user_problems: {
    uid: string;
    pid: number;
    /** 0 accepted, -1 tried without an accept, 5 only waiting for a verdict. */
    progress: number;
    /** The latest final verdict (the accept, once there is one). */
    status: number;
    /** The fastest accepted run (ms), else the latest judged run's. */
    run_time: number | null;
    tries: number;
  };
  /** One row per training and user who submitted to one of its shown problems (registered, unless public). */
  training_rank_rows: {
    tid: number;
    uid: string;
    ac: number;
    total_run_time: number;
    tries: number;
  };
};
export type TrainingRow = Selectable<TrainingsTables['trainings']>;
export type TrainingCategoryRow = Selectable<TrainingsTables['training_categories']>;
