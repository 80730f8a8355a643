import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import type { TagsTables } from './tagsTable';

/** Folds the `tags` stream into `tags` and `tag_classifications`; ids and colours come from the events. */
export const tagsProjection = defineProjection<ProductEvent>({
  name: 'tags',
  handles: [
    'TagCreated',
    'TagUpdated',
    'TagDeleted',
    'TagClassificationCreated',
    'TagClassificationUpdated',
    'TagClassificationDeleted',
  ],
  tables: ['tags', 'tag_classifications'],
  async apply(event, { db: trx }) {
    const db = trx.withTables<TagsTables>();
    const at = new Date(event.metadata.at);
    switch (event.type) {
      case 'TagCreated': {
        const { id, name, oj, color, classificationId } = event.data;
        await db
          .insertInto('tags')
          .values({
            id,
            name,
            oj,
            color,
            classification_id: classificationId,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return;
      }
      case 'TagUpdated': {
        const { name, oj, color, classificationId } = event.data.changes;
        await db
          .updateTable('tags')
          .set({ name, oj, color, classification_id: classificationId, updated_at: at })
          .where('id', '=', event.data.id)
          .execute();
        return;
      }
      case 'TagDeleted':
        await db.deleteFrom('tags').where('id', '=', event.data.id).execute();
        return;
      case 'TagClassificationCreated': {
        const { id, name, oj, rank } = event.data;
        await db
          .insertInto('tag_classifications')
          .values({ id, name, oj, rank, created_at: at, updated_at: at })
          .execute();
        return;
      }
      case 'TagClassificationUpdated':
        await db
          .updateTable('tag_classifications')
          .set({ ...event.data.changes, updated_at: at })
          .where('id', '=', event.data.id)
          .execute();
        return;
      case 'TagClassificationDeleted':
        await db
          .updateTable('tags')
          .set({ classification_id: null, updated_at: at })
          .where('classification_id', '=', event.data.id)
          .execute();
        await db.deleteFrom('tag_classifications').where('id', '=', event.data.id).execute();
        return;
    }
  },
});
