import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import {
  applyRole,
  applySubmission,
  type BoardBatch,
  boardAfterContestEvent,
  newBoardBatch,
  oweRows,
  refreshBoardRows,
  settleLeftOwed,
  writeCreated,
  writeRegistrations,
} from './boardRows/boardFold';
import { applyCatalogue } from './catalogue/catalogueFold';
import type { ContestsTables } from './contestsTables';

export { contestAdminBoardTopic, contestBoardTopic } from './boardRows/boardFold';

/**
 * Two read models in one projection (one checkpoint, so the board always folds against the catalogue
 * as of the same event): the catalogue (contests, their problems, announcements and registrations,
 * `catalogue/catalogueFold.ts`) and the boards (the board's copy of contest submissions, one row per
 * contestant, super admins, `boardRows/boardFold.ts`). Each batch has its own board state
 * (`beginBatch`): new submissions and touched rows, written once in afterBatch.
 */
export const contestsProjection = defineProjection<ProductEvent, BoardBatch>({
  name: 'contests',
  handles: [
    'ContestCreated',
    'ContestUpdated',
    'ContestDeleted',
    'ContestVisibilityChanged',
    'ContestProblemAdded',
    'ContestProblemUpdated',
    'ContestProblemRemoved',
    'ContestAnnouncementPosted',
    'ContestAnnouncementUpdated',
    'ContestAnnouncementDeleted',
    'ContestRegistered',
    'ContestEndReached',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionRejudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'UserRegistered',
    'UserRoleChanged',
  ],
  tables: [
    'contests',
    'contest_problems',
    'contest_announcements',
    'contest_registrations',
    'contest_board_submissions',
    'contest_board_rows',
    'contest_super_admins',
    'contest_board_rows_owed',
  ],
  // A page of this size with more behind it leaves its rows to the catch-up's end (oweRows): before that,
  // each page rewrote every row it touched, which is why it grew from 20,000 (a 410,000-event contest from
  // zero 11,454 -> 17,526 events/s for 66 MB more at its peak). It bounds the events held in memory.
  catchUpBatchSize: 60_000,
  beginBatch: newBoardBatch,
  async apply(event, { db: trx, publish, batch }) {
    const db = trx.withTables<ContestsTables>();
    if (event.streamId.startsWith('submission-')) return applySubmission(db, event, batch);
    const cid = Number(event.streamId.slice('contest-'.length));
    // A registration touches no board: it waits in the batch (a contest's thousands are one statement).
    if (event.type === 'ContestRegistered') {
      const key = `${cid}:${event.data.uid}`;
      if (!batch.registrations.has(key))
        batch.registrations.set(key, {
          cid,
          uid: event.data.uid,
          username: event.data.username,
          registered_at: new Date(event.metadata.at),
          profile: event.data.profile ? JSON.stringify(event.data.profile) : null,
        });
      return;
    }
    // Contest and role events may read the board's submissions (and registrations): write the batch's first.
    await writeCreated(db, batch);
    await writeRegistrations(db, batch);
    if (event.streamId.startsWith('user-')) return applyRole(db, event, publish);
    await applyCatalogue(db, cid, event);
    await boardAfterContestEvent(db, cid, event, publish, batch.memory);
  },
  // New submissions are written, and the rows they touched refolded, once per batch: a few
  // statements for the whole batch instead of several per event (a rebuild replays 100,000s). In a long
  // catch-up's pages the rows wait for its end (oweRows): the first batch that is not such a page
  // refolds them once.
  async afterBatch(_events, { db: trx, publish, batch, behind, catchingUp }) {
    const db = trx.withTables<ContestsTables>();
    await writeCreated(db, batch);
    await writeRegistrations(db, batch);
    await settleLeftOwed(db, batch, publish);
    if (catchingUp) return oweRows(db, batch);
    await refreshBoardRows(db, batch, publish, behind);
    // At the head a batch touches a few rows, which reading back costs little: memory only for a catch-up.
    if (!behind) batch.memory.forget();
  },
  // Rows put off by a catch-up, or (after a start or a failed batch) maybe left marked by one that stopped.
  owes: (previous) => previous === undefined || previous.owed.size > 0,
});
