import { z } from 'zod';

/**
 * The message centre's kinds (spec 02, Message centre): comments on my discussions (`comment`, the
 * "discuss" tab), replies to me, likes of my posts, system notices (`sys`) and notices to me (`mine`).
 * The unread counts are keyed by these names, as GET /api/msg/unread answers them.
 */
export const MESSAGE_KINDS = ['comment', 'reply', 'like', 'sys', 'mine'] as const;
export const messageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKind>;

/** The `type` of DELETE /api/msg/clean, as the reference names it, and the kind it cleans. */
export const MESSAGE_CLEAN_TYPES = {
  Discuss: 'comment',
  Reply: 'reply',
  Like: 'like',
  Sys: 'sys',
  Mine: 'mine',
} as const satisfies Record<string, MessageKind>;

/**
 * Who an admin's notice goes to (spec 03: all users, designated users or admins). Notices to all users
 * and to admins are system notices (`sys`); notices to named users are theirs (`mine`).
 */
export const NOTICE_AUDIENCES = ['all', 'users', 'admins'] as const;
export const noticeAudience = z.enum(NOTICE_AUDIENCES);
export type NoticeAudience = z.infer<typeof noticeAudience>;

/** The message kind a notice to `audience` lands in. */
export const noticeKindOf = (audience: NoticeAudience): MessageKind =>
  audience === 'users' ? 'mine' : 'sys';
