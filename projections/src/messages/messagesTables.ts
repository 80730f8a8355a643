import type { MessageKind, NoticeAudience } from '@oj/events';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
/** Positions are bigint in PostgreSQL; pg hands them back as strings. */
type Position = ColumnType<string, number, number>;

/** The message centre (spec 02) and the admins' sent notices (spec 03), as the `messages` projection keeps them. */
export type MessagesTables = {
  message_items: {
    /** The reader. */
    uid: string;
    kind: MessageKind;
    /** The position of the event that made the message: unique per reader and kind, newest highest. */
    id: Position;
    sender_uid: string | null;
    /** What the sender did ('Like', 'Discuss', 'Reply'), the reference's `action`. */
    action: string | null;
    /** 'Discussion' or 'Contest'. */
    source_type: string | null;
    source_id: number | null;
    source_title: string | null;
    source_content: string | null;
    quote_content: string | null;
    url: string | null;
    /** System and mine messages: a title and markdown content. */
    title: string | null;
    content: string | null;
    read: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Timestamp;
  };
  message_unread: {
    uid: string;
    kind: MessageKind;
    unread: number;
  };
  message_broadcasts: {
    id: Position;
    notice_id: number;
    title: string;
    content: string;
    created_at: Timestamp;
  };
  message_readers: {
    uid: string;
    /** Broadcasts after this position reach the reader (their registration). */
    registered_at: ColumnType<string, number | undefined, number>;
    broadcast_read_upto: ColumnType<string, number | undefined, number>;
    broadcast_cleaned_upto: ColumnType<string, number | undefined, number>;
    /** The account was deleted: its message centre is gone and it is sent nothing more. */
    deleted: ColumnType<boolean, boolean | undefined, boolean>;
  };
  message_broadcast_cleaned: {
    uid: string;
    id: Position;
  };
  message_discussions: {
    id: number;
    uid: string;
    title: string;
  };
  notices_sent: {
    id: number;
    title: string;
    content: string;
    audience: NoticeAudience;
    recipient_count: number;
    author_uid: string;
    author: string;
    created_at: Timestamp;
  };
};
export type MessageItemRow = Selectable<MessagesTables['message_items']>;
export type NoticeSentRow = Selectable<MessagesTables['notices_sent']>;
