import type { ContestFields } from '@oj/events';
import type { ColumnType, Generated } from 'kysely';
import type { StandingRow } from './standings';

type Json<T> = ColumnType<T, string, string>;
type Time = ColumnType<Date, Date, Date>;

/**
 * The rank-change reactor's own state, at exactly its checkpoint (never another read model, which may
 * have moved on), and its outbox: ContestRankChanged events decided in a batch, waiting to be appended.
 */
export type RankChangeTables = {
  contest_rank_contests: {
    cid: number;
    author_uid: string;
    fields: Json<ContestFields>;
    /** False until every contestant's row is in `contest_rank_rows` (refolded on next use). */
    standings_ready: ColumnType<boolean, boolean | undefined, boolean>;
  };
  /** Each contestant's real board row (stars, the author and super admins too; they are left out when ranking). */
  contest_rank_rows: { cid: number; uid: string; row: Json<StandingRow> };
  contest_rank_problems: { cid: number; pid: number; display_id: string };
  contest_rank_submissions: {
    submit_id: number;
    cid: number;
    uid: string;
    username: string;
    pid: number;
    submit_time: Time;
    status: number;
    score: number | null;
    time: number | null;
  };
  contest_rank_roots: { uid: string };
  contest_rank_outbox: {
    seq: Generated<string>;
    stream_id: string;
    event_id: string;
    /** The causing event's id: one append per cause, so its events are stored all or none. */
    causation_id: string;
    at: Time;
    data: Json<unknown>;
  };
};
