import type { ColumnType, Selectable } from 'kysely';

/** Discussions, their categories, likes and reports, as the discussion pages and admins read them. */
export type DiscussionsTables = {
  discussion_categories: {
    id: number;
    name: string;
  };
  discussions: {
    id: number;
    title: string;
    description: string;
    content: string;
    /** The problem's ID (display ID) the discussion is about, or null. */
    pid: string | null;
    /** The group whose members alone read it (spec 03 section 2.7), or null in the public area. */
    gid: ColumnType<number | null, number | null | undefined, number | null>;
    uid: string;
    /** The author's username when they posted. */
    author: string;
    category_id: number;
    top_priority: boolean;
    /** Picked by an admin as an explanation of its problem (the problem page's explanation tab). */
    explanation: ColumnType<boolean, boolean | undefined, boolean>;
    /** 0 normal, 1 disabled. */
    status: number;
    like_num: ColumnType<number, number | undefined, number>;
    view_num: ColumnType<number, number | undefined, number>;
    /** Deleted discussions stay (the daily posting limit counts them) but are never listed. */
    deleted: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
  discussion_likes: {
    did: number;
    uid: string;
    created_at: ColumnType<Date, Date, Date>;
  };
  discussion_reports: {
    did: number;
    report_no: number;
    reporter_uid: string;
    reporter: string;
    content: string;
    /** An admin has dealt with it (spec 03 §7.2 "discussion-report update"). */
    handled: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, Date>;
  };
};
export type DiscussionRow = Selectable<DiscussionsTables['discussions']>;
export type DiscussionCategoryRow = Selectable<DiscussionsTables['discussion_categories']>;
export type DiscussionReportRow = Selectable<DiscussionsTables['discussion_reports']>;
