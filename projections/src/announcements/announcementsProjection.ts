import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import type { AnnouncementsTables } from './announcementsTables';

/** Folds `announcement-<id>` streams into `announcements`; a deleted one is gone. */
export const announcementsProjection = defineProjection<ProductEvent>({
  name: 'announcements',
  handles: ['AnnouncementCreated', 'AnnouncementUpdated', 'AnnouncementDeleted'],
  tables: ['announcements'],
  async apply(event, { db: trx }) {
    const db = trx.withTables<AnnouncementsTables>();
    const at = new Date(event.metadata.at);
    switch (event.type) {
      case 'AnnouncementCreated': {
        const { id, title, content, visible, author } = event.data;
        await db
          .insertInto('announcements')
          .values({
            id,
            title,
            content,
            visible,
            uid: author.uid,
            username: author.username,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return;
      }
      case 'AnnouncementUpdated':
        await db
          .updateTable('announcements')
          .set({ ...event.data.changes, updated_at: at })
          .where('id', '=', event.data.id)
          .execute();
        return;
      case 'AnnouncementDeleted':
        await db.deleteFrom('announcements').where('id', '=', event.data.id).execute();
        return;
    }
  },
});
