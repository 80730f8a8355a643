import type { ColumnType, Selectable } from 'kysely';

/** Site announcements (the home page's panel and the admin's list). */
export type AnnouncementsTables = {
  announcements: {
    id: number;
    title: string;
    content: string;
    /** Spec 03: status 0 visible, 1 hidden; only visible ones are on the home page. */
    visible: boolean;
    uid: string;
    username: string;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
};
export type AnnouncementRow = Selectable<AnnouncementsTables['announcements']>;
