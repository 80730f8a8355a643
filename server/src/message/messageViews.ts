import type { AnnouncementRow, MessageListing, NoticeSentRow } from '@oj/projections';

/** A message as spec 02 names its fields; system and mine messages fill title and content. */
export function messageView(row: MessageListing) {
  return {
    id: row.id,
    state: row.read,
    senderId: row.sender_uid,
    senderUsername: row.sender_username,
    senderAvatar: row.sender_avatar || null,
    action: row.action,
    sourceId: row.source_id,
    sourceType: row.source_type,
    sourceTitle: row.source_title,
    sourceContent: row.source_content,
    quoteContent: row.quote_content,
    url: row.url,
    title: row.title,
    content: row.content,
    gmtCreate: row.created_at.toISOString(),
  };
}

/** An announcement (spec 02/03): status 0 visible, 1 hidden. */
export function announcementView(row: AnnouncementRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.visible ? 0 : 1,
    uid: row.uid,
    username: row.username,
    gmtCreate: row.created_at.toISOString(),
    gmtModified: row.updated_at.toISOString(),
  };
}

/** A sent notice in the admin's list (spec 03: title, content, recipient, pushed). */
export function noticeView(row: NoticeSentRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.audience,
    recipientCount: row.recipient_count,
    state: true,
    author: row.author,
    gmtCreate: row.created_at.toISOString(),
  };
}
