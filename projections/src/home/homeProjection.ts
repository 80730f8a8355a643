import type { ProductEvent } from '@oj/events';
import { defineProjection } from '../projector/projection';
import type { HomeTables } from './homeTables';

/** Folds the `home` stream: carousel images added and removed, and the exams list as last saved. */
export const homeProjection = defineProjection<ProductEvent>({
  name: 'home',
  handles: ['HomeCarouselImageAdded', 'HomeCarouselImageRemoved', 'HomeExamsSet'],
  tables: ['home_carousel', 'home_exams'],
  async apply(event, { db: trx }) {
    const db = trx.withTables<HomeTables>();
    switch (event.type) {
      case 'HomeCarouselImageAdded':
        await db
          .insertInto('home_carousel')
          .values({ id: event.data.id, file: event.data.file, created_at: new Date(event.metadata.at) })
          .execute();
        return;
      case 'HomeCarouselImageRemoved':
        await db.deleteFrom('home_carousel').where('id', '=', event.data.id).execute();
        return;
      case 'HomeExamsSet':
        await db.deleteFrom('home_exams').execute();
        if (event.data.exams.length > 0)
          await db
            .insertInto('home_exams')
            .values(event.data.exams.map((exam, i) => ({ seq: i + 1, name: exam.name, day: exam.date })))
            .execute();
        return;
    }
  },
});
