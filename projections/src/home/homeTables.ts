import type { ColumnType, Selectable } from 'kysely';

/** The home page's admin-edited data: carousel images and the count-down's exams. */
export type HomeTables = {
  home_carousel: {
    id: number;
    /** `<sha256>.webp` under the public image folder. */
    file: string;
    created_at: ColumnType<Date, Date, Date>;
  };
  home_exams: {
    /** The exam's place in the admin's list, from 1. */
    seq: number;
    name: string;
    day: ColumnType<string, string, string>;
  };
};
export type HomeCarouselRow = Selectable<HomeTables['home_carousel']>;
