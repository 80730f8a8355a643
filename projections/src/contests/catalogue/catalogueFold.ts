import type { ContestFields, ProductEvent, RecordedEvent } from '@oj/events';
import type { Transaction } from 'kysely';
import type { ProjectorTables } from '../../projector/tables';
import type { ContestsTables } from '../contestsTables';
import { contestByCid } from './queries';

type Db = Transaction<ProjectorTables & ContestsTables>;
type Event = RecordedEvent<ProductEvent>;

/**
 * The catalogue's fold (`contests`, `contest_problems`, `contest_announcements`,
 * `contest_registrations`): what lists, details, entry and the back office read.
 */
export async function applyCatalogue(db: Db, cid: number, event: Event): Promise<void> {
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'ContestCreated': {
      const { fields, visible, gid, author } = event.data;
      await db
        .insertInto('contests')
        .values({
          cid,
          ...summaryOf(fields),
          visible,
          gid,
          author_uid: author.uid,
          author_username: author.username,
          fields: JSON.stringify(fields),
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'ContestUpdated': {
      const contest = await contestByCid(db, cid);
      if (!contest) return;
      const fields = { ...contest.fields, ...event.data.changes };
      await db
        .updateTable('contests')
        .set({ ...summaryOf(fields), fields: JSON.stringify(fields), updated_at: at })
        .where('cid', '=', cid)
        .execute();
      return;
    }
    case 'ContestDeleted':
      for (const table of [
        'contests',
        'contest_problems',
        'contest_announcements',
        'contest_registrations',
      ] as const) {
        await db.deleteFrom(table).where('cid', '=', cid).execute();
      }
      return;
    case 'ContestVisibilityChanged':
      await db
        .updateTable('contests')
        .set({ visible: event.data.visible, updated_at: at })
        .where('cid', '=', cid)
        .execute();
      return;
    case 'ContestProblemAdded': {
      const { pid, displayId, displayTitle, color } = event.data;
      await db
        .insertInto('contest_problems')
        .values({ cid, pid, display_id: displayId, display_title: displayTitle, color, added_at: at })
        .execute();
      return;
    }
    case 'ContestProblemUpdated': {
      const { pid, changes } = event.data;
      await db
        .updateTable('contest_problems')
        .set({
          ...(changes.displayId !== undefined ? { display_id: changes.displayId } : {}),
          ...(changes.displayTitle !== undefined ? { display_title: changes.displayTitle } : {}),
          ...(changes.color !== undefined ? { color: changes.color } : {}),
        })
        .where('cid', '=', cid)
        .where('pid', '=', pid)
        .execute();
      return;
    }
    case 'ContestProblemRemoved':
      await db
        .deleteFrom('contest_problems')
        .where('cid', '=', cid)
        .where('pid', '=', event.data.pid)
        .execute();
      return;
    case 'ContestAnnouncementPosted':
      await db
        .insertInto('contest_announcements')
        .values({
          cid,
          ...event.data,
          author_uid: event.metadata.actorUid,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return;
    case 'ContestAnnouncementUpdated':
      await db
        .updateTable('contest_announcements')
        .set({ title: event.data.title, content: event.data.content, updated_at: at })
        .where('cid', '=', cid)
        .where('id', '=', event.data.id)
        .execute();
      return;
    case 'ContestAnnouncementDeleted':
      await db
        .deleteFrom('contest_announcements')
        .where('cid', '=', cid)
        .where('id', '=', event.data.id)
        .execute();
      return;
    case 'ContestRegistered':
      await db
        .insertInto('contest_registrations')
        .values({
          cid,
          uid: event.data.uid,
          username: event.data.username,
          registered_at: at,
          profile: event.data.profile ? JSON.stringify(event.data.profile) : null,
        })
        .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
        .execute();
      return;
  }
}

function summaryOf(fields: ContestFields) {
  return {
    title: fields.title,
    type: fields.type,
    auth: fields.auth,
    start_time: new Date(fields.startTime),
    end_time: new Date(fields.endTime),
  };
}
