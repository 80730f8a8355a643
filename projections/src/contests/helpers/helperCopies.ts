import type { ContestFields, ProductEvent, RecordedEvent } from '@oj/events';
import { superAdminOf } from '../contestFacts';
import { type Db, type Publish, refreshFirstBlood, viewsOf } from './acInfos';
import { type AcInfoChange, contestAcInfoTopic } from './helperViews';

type Event = RecordedEvent<ProductEvent>;

/** Fields that decide who took first blood: a change refreshes every problem's mark. */
const FIRST_BLOOD_FIELDS = ['startTime', 'endTime', 'starAccount', 'rankTimeUnit'] as const;

function contestCopy(fields: ContestFields) {
  return {
    type: fields.type,
    start_time: new Date(fields.startTime),
    end_time: new Date(fields.endTime),
    star_usernames: JSON.stringify(fields.starAccount),
    time_unit: fields.rankTimeUnit,
  };
}

/** The contest facts the helpers need: times, rule, author, star contestants, problems. */
export async function applyContestCopy(db: Db, cid: number, event: Event, publish: Publish): Promise<void> {
  switch (event.type) {
    case 'ContestCreated':
      await db
        .insertInto('contest_helper_contests')
        .values({ cid, author_uid: event.data.author.uid, ...contestCopy(event.data.fields) })
        .execute();
      return;
    case 'ContestUpdated':
      return updateContest(db, cid, event.data.changes, publish);
    case 'ContestDeleted':
      for (const table of [
        'contest_helper_contests',
        'contest_helper_problems',
        'contest_helper_submissions',
        'contest_ac_infos',
        'contest_prints',
      ] as const) {
        await db.deleteFrom(table).where('cid', '=', cid).execute();
      }
      return;
    case 'ContestProblemAdded': {
      const { pid, displayId, color } = event.data;
      await db
        .insertInto('contest_helper_problems')
        .values({ cid, pid, display_id: displayId, color })
        .execute();
      publishReload(cid, publish);
      return;
    }
    case 'ContestProblemUpdated': {
      const { displayId, color } = event.data.changes;
      if (displayId === undefined && color === undefined) return;
      await db
        .updateTable('contest_helper_problems')
        .set({
          ...(displayId !== undefined ? { display_id: displayId } : {}),
          ...(color !== undefined ? { color } : {}),
        })
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      publishReload(cid, publish);
      return;
    }
    case 'ContestProblemRemoved':
      await db
        .deleteFrom('contest_helper_problems')
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      publishReload(cid, publish);
      return;
  }
}

const publishReload = (cid: number, publish: Publish) => {
  const change: AcInfoChange = { kind: 'reload' };
  publish(contestAcInfoTopic(cid), change);
};

async function updateContest(
  db: Db,
  cid: number,
  changes: Partial<ContestFields>,
  publish: Publish,
): Promise<void> {
  const copy = {
    ...(changes.type !== undefined ? { type: changes.type } : {}),
    ...(changes.startTime !== undefined ? { start_time: new Date(changes.startTime) } : {}),
    ...(changes.endTime !== undefined ? { end_time: new Date(changes.endTime) } : {}),
    ...(changes.starAccount !== undefined ? { star_usernames: JSON.stringify(changes.starAccount) } : {}),
    ...(changes.rankTimeUnit !== undefined ? { time_unit: changes.rankTimeUnit } : {}),
  };
  // Most changes (title, openPrint...) touch nothing the helpers copy: an empty SET is invalid SQL.
  if (Object.keys(copy).length === 0) return;
  await db.updateTable('contest_helper_contests').set(copy).where('cid', '=', cid).execute();
  if (!FIRST_BLOOD_FIELDS.some((key) => key in changes)) return;
  const pids = await db.selectFrom('contest_helper_problems').select('pid').where('cid', '=', cid).execute();
  const moved = await refreshFirstBlood(
    db,
    cid,
    pids.map((p) => p.pid),
  );
  if (moved.length === 0) return;
  const change: AcInfoChange = { kind: 'rows', rows: await viewsOf(db, moved), removed: [] };
  publish(contestAcInfoTopic(cid), change);
}

/** Real names (shown beside usernames) and super admins (never contestants), from the user streams. */
export async function applyUserCopy(db: Db, event: Event): Promise<void> {
  const uid = event.streamId.slice('user-'.length);
  switch (event.type) {
    case 'UserRegistered':
      await db
        .insertInto('contest_helper_users')
        .values({ uid, realname: '', root: superAdminOf(event)?.root ?? false })
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
      return;
    case 'UserProfileChanged': {
      const { realname } = event.data.changes;
      if (realname === undefined) return;
      await db.updateTable('contest_helper_users').set({ realname }).where('uid', '=', uid).execute();
      return;
    }
    case 'UserRoleChanged':
      await db
        .updateTable('contest_helper_users')
        .set({ root: superAdminOf(event)?.root ?? false })
        .where('uid', '=', uid)
        .execute();
      return;
  }
}
