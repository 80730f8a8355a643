import { z } from 'zod';

/**
 * The message centre's page sizes (spec 02 section 9) and the form rules of site announcements and
 * admin notices (spec 03: title and content required), shared by the server and the web through
 * `@oj/events/contracts`.
 *
 * @example
 * announcementForm.parse({ title: 'Maintenance', content: 'Tonight at 22:00', visible: true })
 */
export const messageLimits = {
  titleMaxLength: 255,
  contentMaxLength: 65_535,
  /** Discussion, reply and like messages: 6 a page; system and mine: 8. */
  pageSize: { comment: 6, reply: 6, like: 6, sys: 8, mine: 8 },
  /** The home page's announcement panel. */
  announcementPageSize: 5,
  /** Named recipients of one notice. */
  maxRecipients: 500,
} as const;

export const messageMessages = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  titleTooLong: `Title can not exceed ${messageLimits.titleMaxLength}`,
  contentTooLong: `Content can not exceed ${messageLimits.contentMaxLength}`,
  recipientsRequired: 'Recipients are required',
  tooManyRecipients: `At most ${messageLimits.maxRecipients} recipients`,
  unknownRecipients: (names: readonly string[]) => `No such user: ${names.join(', ')}`,
  messageNotFound: 'The message does not exist',
  announcementNotFound: 'The announcement does not exist',
  unknownCleanType: 'The type must be Discuss, Reply, Like, Sys or Mine',
} as const;

const m = messageMessages;
const l = messageLimits;

export const messageTitleRule = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(l.titleMaxLength, m.titleTooLong);
/** Markdown, kept as written. */
export const messageContentRule = z
  .string({ error: m.contentRequired })
  .refine((s) => s.trim().length > 0, m.contentRequired)
  .refine((s) => s.length <= l.contentMaxLength, m.contentTooLong);

/** The admin's announcement form (title, markdown content, visible). */
export const announcementForm = z.object({
  title: messageTitleRule,
  content: messageContentRule,
  visible: z.boolean(),
});
export type AnnouncementForm = z.infer<typeof announcementForm>;

/** Usernames, one per line or separated by commas/spaces, as the notice form takes them. */
export function recipientNames(text: string): string[] {
  return [...new Set(text.split(/[\s,，]+/).filter((name) => name !== ''))];
}
