import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../../projector/projection';
import { superAdminOf } from '../contestFacts';
import {
  applyChecked,
  applySubmissionToAcInfo,
  flushAcInfo,
  type HelperBatch,
  newHelperBatch,
  prepareSubmissions,
  writeCreated,
} from './acInfos';
import { pushAnnouncement } from './announcementPushes';
import type { ContestHelpersTables } from './contestHelpersTables';
import { applyContestCopy, applyUserCopy } from './helperCopies';
import { applyPrint } from './prints';

/**
 * The contest admins' helpers (spec 02): AC info rows (the balloon list: accepted contest submissions
 * with first blood and the checked mark) and print requests, pushed to `contest:<cid>:ac-info` and
 * `contest:<cid>:print`; and the contest announcements, pushed to `contest:<cid>:announcements`.
 * It keeps its own copies of contests, problems, users and contest submissions, so a rebuild or a
 * replay gives the same rows whatever other read models are doing.
 */
export const contestHelpersProjection = defineProjection<ProductEvent, HelperBatch>({
  name: 'contest-helpers',
  handles: [
    'ContestCreated',
    'ContestUpdated',
    'ContestDeleted',
    'ContestProblemAdded',
    'ContestProblemUpdated',
    'ContestProblemRemoved',
    'ContestAnnouncementPosted',
    'ContestAnnouncementUpdated',
    'ContestAnnouncementDeleted',
    'ContestAcInfoChecked',
    'ContestPrintSubmitted',
    'ContestPrintPrinted',
    'SubmissionCreated',
    'SubmissionJudged',
    'SubmissionManuallyJudged',
    'SubmissionJudgeCancelled',
    'UserRegistered',
    'UserProfileChanged',
    'UserRoleChanged',
  ],
  tables: [
    'contest_helper_contests',
    'contest_helper_problems',
    'contest_helper_users',
    'contest_helper_submissions',
    'contest_ac_infos',
    'contest_prints',
  ],
  beginBatch: newHelperBatch,
  async prepareBatch(events, { db: trx, batch }) {
    await prepareSubmissions(trx.withTables<ContestHelpersTables>(), batch, events);
  },
  async apply(event, { db: trx, publish, batch }) {
    const db = trx.withTables<ContestHelpersTables>();
    if (event.streamId.startsWith('submission-')) return applySubmissionToAcInfo(db, event, batch);
    // A registration waits in the batch (a rebuild replays thousands): written before any read of users.
    if (event.type === 'UserRegistered') {
      const uid = event.streamId.slice('user-'.length);
      if (!batch.users.has(uid))
        batch.users.set(uid, { uid, realname: '', root: superAdminOf(event)?.root ?? false });
      return;
    }
    // Contest and user events may read or delete the submissions: the batch's new ones are written first.
    await writeCreated(db, batch);
    await flushAcInfo(db, batch, publish);
    if (event.streamId.startsWith('user-')) {
      // A role change may make a batch's author a super admin: read roots again after it.
      batch.roots.clear();
      return applyUserCopy(db, event);
    }
    const cid = Number(event.streamId.slice('contest-'.length));
    switch (event.type) {
      case 'ContestAcInfoChecked':
        return applyChecked(db, cid, event.data, publish);
      case 'ContestPrintSubmitted':
      case 'ContestPrintPrinted':
        return applyPrint(db, cid, event, publish);
      case 'ContestAnnouncementPosted':
      case 'ContestAnnouncementUpdated':
      case 'ContestAnnouncementDeleted':
        return pushAnnouncement(cid, event, publish);
      default:
        return applyContestCopy(db, cid, event, publish);
    }
  },
  async afterBatch(_events, { db: trx, batch, publish }) {
    const db = trx.withTables<ContestHelpersTables>();
    await writeCreated(db, batch);
    await flushAcInfo(db, batch, publish);
  },
});
