import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { messageKind, noticeAudience } from '../vocabulary/messageKinds';
import { messageLimits as l } from './messageRules';

/**
 * The message centre (spec 02), site announcements and admin notices (spec 03).
 *
 * - `messages-<uid>`: what the reader did with their messages. Reading a list marks its kind read up to the
 *   newest message shown (`upTo`: messages are numbered by the position of the event that made them), and
 *   cleaning removes one message (`id`) or every message of a kind up to `upTo`.
 * - `notice-<id>`: an admin's notice, sent once, with its recipients resolved when it was sent (none for
 *   all users: one broadcast, read positions per user).
 * - `announcement-<id>`: a site announcement (home panel), created, edited, shown or hidden, deleted.
 *
 * Messages themselves are not events of their own: each is derived from the event that causes it
 * (a like, a notice, later a comment or reply) by the `messages` projection.
 *
 * @example
 * { type: 'MessagesRead', data: { uid: 'u1', kind: 'like', upTo: 1042 } }
 */
const uid = z.string().min(1);
const id = z.number().int().positive();
const upTo = z.number().int().nonnegative();
const title = z.string().min(1).max(l.titleMaxLength);
const content = z.string().min(1).max(l.contentMaxLength);
const author = z.object({ uid, username: z.string() });

export const MessagesRead = defineEvent('MessagesRead', {
  schema: z.object({ uid, kind: messageKind, upTo }),
});
/** `id`: that one message; null: every message of the kind numbered up to `upTo`. */
export const MessagesCleaned = defineEvent('MessagesCleaned', {
  schema: z.object({ uid, kind: messageKind, id: z.number().int().positive().nullable(), upTo }),
});

export const NoticeSent = defineEvent('NoticeSent', {
  schema: z.object({
    id,
    title,
    content,
    audience: noticeAudience,
    /** The recipients' uids for `users` and `admins` (as they were when it was sent); empty for `all`. */
    recipients: z.array(uid).max(100_000),
    author,
  }),
});

export const AnnouncementCreated = defineEvent('AnnouncementCreated', {
  schema: z.object({ id, title, content, visible: z.boolean(), author }),
});
export const AnnouncementUpdated = defineEvent('AnnouncementUpdated', {
  schema: z.object({
    id,
    changes: z.object({ title, content, visible: z.boolean() }).partial(),
  }),
});
export const AnnouncementDeleted = defineEvent('AnnouncementDeleted', { schema: z.object({ id }) });

export const messageEvents = [
  MessagesRead,
  MessagesCleaned,
  NoticeSent,
  AnnouncementCreated,
  AnnouncementUpdated,
  AnnouncementDeleted,
] as const;

export const messagesStreamId = (uid: string) => `messages-${uid}`;
export const noticeStreamId = (id: number) => `notice-${id}`;
export const announcementStreamId = (id: number) => `announcement-${id}`;
