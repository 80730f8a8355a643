import type { ColumnType, Selectable } from 'kysely';

/** Comments, their replies and likes, as the comment area reads them (spec 02 "Comment area"). */
export type CommentsTables = {
  comments: {
    id: number;
    /** 'Discussion' or 'Contest' (`CommentSourceType`). */
    source_type: string;
    did: number | null;
    cid: number | null;
    content: string;
    uid: string;
    /** The author's username when they commented. */
    username: string;
    /** By an admin of the place (see CommentPosted): contestants see these during a contest. */
    from_admin: boolean;
    while_running: boolean;
    like_num: ColumnType<number, number | undefined, number>;
    /** Deleted comments stay (their replies and likes keep a parent) but are never listed. */
    deleted: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, Date>;
  };
  comment_replies: {
    id: number;
    comment_id: number;
    content: string;
    uid: string;
    username: string;
    from_admin: boolean;
    while_running: boolean;
    /** 'Comment' or 'Reply'. */
    quote_type: string;
    quote_id: number;
    /** The quoted author. */
    to_uid: string;
    deleted: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date, Date>;
  };
  comment_likes: {
    comment_id: number;
    uid: string;
    created_at: ColumnType<Date, Date, Date>;
  };
};
export type CommentRow = Selectable<CommentsTables['comments']>;
export type CommentReplyRow = Selectable<CommentsTables['comment_replies']>;
