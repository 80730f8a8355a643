import { z } from 'zod';

/**
 * The comment and reply rules of spec 02 sections 5-9 and their messages, shared by the server (which
 * enforces them) and the web (which checks the same rules before sending). Pure zod: the web imports it
 * through `@oj/events/contracts`.
 *
 * @example
 * commentContentRule.parse('  nice hint  ') // '  nice hint  ' (kept as written, checked once trimmed)
 */
export const commentLimits = {
  /** Spec 02 section 9: comment and reply 10000. */
  contentMaxLength: 10_000,
  /** Spec 02 section 9: ten comments a page. */
  pageSize: 10,
  /** Spec 02 section 4: the first three replies are shown under each comment. */
  firstReplies: 3,
  /** How much of the quoted text a reply carries (for the message centre's "quote"). */
  quoteMaxLength: 100,
} as const;

/** Where a comment lives: under a discussion or in a contest's comment tab (spec 02 section 7). */
export const CommentSourceType = { discussion: 'Discussion', contest: 'Contest' } as const;
export type CommentSourceTypeName = (typeof CommentSourceType)[keyof typeof CommentSourceType];

/** What a reply quotes (spec 02 section 7: quoteType Comment or Reply). */
export const QuoteType = { comment: 'Comment', reply: 'Reply' } as const;
export type QuoteTypeName = (typeof QuoteType)[keyof typeof QuoteType];

export const commentMessages = {
  contentEmpty: 'Content cannot be empty',
  contentTooLong: `Content can not exceed ${commentLimits.contentMaxLength}`,
  loginFirst: 'Please login first',
  noAccess: 'No Access',
  notFound: 'The comment does not exist',
  replyNotFound: 'The reply does not exist',
  notAllowed: 'Your account is not allowed to comment',
  needAccepted: (count: number) => `You need ${count} accepted problems before commenting`,
  onlyAuthorOrAdminDeletes: 'Only the author or an admin may delete this comment',
  onlyAuthorOrAdminDeletesReply: 'Only the author or an admin may delete this reply',
  noReplyToAdmin: 'Admin comments cannot be replied to during the contest',
  sourceRequired: 'A discussion (did) or a contest (cid) is required',
} as const;

const m = commentMessages;

/** Markdown; kept as written, required once trimmed, at most 10000 characters. */
export const commentContentRule = z
  .string({ error: m.contentEmpty })
  .refine((s) => s.trim().length > 0, m.contentEmpty)
  .refine((s) => s.length <= commentLimits.contentMaxLength, m.contentTooLong);

/** The new-comment and reply boxes as the web's form holds them. */
export const commentForm = z.object({ content: commentContentRule });
export type CommentForm = z.infer<typeof commentForm>;

/**
 * The short quote a reply carries: the quoted text's first characters on one line.
 *
 * @example
 * quoteOf('line one\nline two') // 'line one line two'
 */
export function quoteOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > commentLimits.quoteMaxLength
    ? `${flat.slice(0, commentLimits.quoteMaxLength - 1)}…`
    : flat;
}
