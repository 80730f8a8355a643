import { z } from 'zod';

/**
 * The discussion rules of spec 02 section 5 and their messages, shared by the server (which enforces
 * them) and the web (which checks the same rules before sending and shows each message in the reader's
 * language). Pure zod: the web imports it through `@oj/events/contracts`.
 *
 * @example
 * discussionForm.parse({ title: 'Hint', description: 'A hint', categoryId: 1, content: '**dp**' })
 */
export const discussionLimits = {
  titleMaxLength: 255,
  descriptionMaxLength: 255,
  contentMaxLength: 65_535,
  reportReasonMaxLength: 200,
  categoryNameMaxLength: 50,
  /** Spec 02 section 9: ten discussions a page. */
  pageSize: 10,
} as const;

export const discussionMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  contentRequired: 'Content is required',
  titleTooLong: `Title can not exceed ${discussionLimits.titleMaxLength}`,
  descriptionTooLong: `Description can not exceed ${discussionLimits.descriptionMaxLength}`,
  contentTooLong: `Content can not exceed ${discussionLimits.contentMaxLength}`,
  reportEmpty: 'The report label and reason cannot be empty',
  reasonTooLong: `Reason can not exceed ${discussionLimits.reportReasonMaxLength}`,
  reportLabelUnknown: 'Unknown report label',
  categoryNameRequired: 'The category name is required',
  categoryNameTooLong: `The category name can not exceed ${discussionLimits.categoryNameMaxLength}`,
  notFound: 'The discussion does not exist',
  reportNotFound: 'The report does not exist',
  categoryMissing: 'The category does not exist',
  disabled: 'The discussion has been disabled',
  notAllowed: 'Your account is not allowed to post discussions',
  onlyAuthorEdits: 'Only the author may edit this discussion',
  onlyAuthorOrAdminDeletes: 'Only the author or an admin may delete this discussion',
  onlyAdminsPin: 'Only admins may set the top priority',
  explanationNeedsProblem: 'Only a discussion about a problem can be its explanation',
  needAccepted: (count: number) => `You need ${count} accepted problems before posting a discussion`,
  dailyLimit: (count: number) => `You can post at most ${count} discussions a day`,
} as const;

const m = discussionMessages;
const l = discussionLimits;

/** Required once trimmed, at most `max` characters. */
const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const discussionTitleRule = text(m.titleRequired, m.titleTooLong, l.titleMaxLength);
export const discussionDescriptionRule = text(
  m.descriptionRequired,
  m.descriptionTooLong,
  l.descriptionMaxLength,
);
/** Markdown; kept as written (only checked once trimmed). */
export const discussionContentRule = z
  .string({ error: m.contentRequired })
  .refine((s) => s.trim().length > 0, m.contentRequired)
  .refine((s) => s.length <= l.contentMaxLength, m.contentTooLong);
export const discussionCategoryRule = z
  .number({ error: m.categoryRequired })
  .int()
  .positive(m.categoryRequired);

/** The create/edit dialog's fields as the web's form holds them. */
export const discussionForm = z.object({
  title: discussionTitleRule,
  description: discussionDescriptionRule,
  categoryId: discussionCategoryRule,
  content: discussionContentRule,
  topPriority: z.boolean(),
});
export type DiscussionForm = z.infer<typeof discussionForm>;

export const categoryNameRule = text(m.categoryNameRequired, m.categoryNameTooLong, l.categoryNameMaxLength);

/**
 * A discussion opened from a problem page carries the problem's ID in brackets (spec 02 section 5);
 * a title that has it already is left as it is.
 *
 * @example
 * problemTitle('P1000', 'Why WA?') // '[P1000] Why WA?'
 */
export function problemTitle(problemId: string | null, title: string): string {
  if (!problemId) return title;
  const prefix = `[${problemId}]`;
  return title.startsWith(prefix) ? title : `${prefix} ${title}`;
}

/** Spec 02 section 5: the six fixed report labels, in the dialog's order. */
export const REPORT_LABELS = [
  'Spam ads',
  'Illegal content',
  'Obscene content',
  'Gambling or fraud',
  'Malicious abuse',
  'Plagiarism',
] as const;
export type ReportLabel = (typeof REPORT_LABELS)[number];

/**
 * A report's `content` as the reference sends it: each chosen label as `#label#`, then the reason.
 *
 * @example
 * reportContent(['Spam ads'], 'a link farm') // '#Spam ads# a link farm'
 */
export function reportContent(labels: readonly ReportLabel[], reason: string): string {
  return [...labels.map((label) => `#${label}#`), reason.trim()].filter((part) => part !== '').join(' ');
}

const LABEL_AT_START = /^#([^#]{1,40})#\s*/;

/** The labels and reason of a report's content; undefined labels are refused by `reportContentRule`. */
export function parseReportContent(content: string): { labels: string[]; reason: string } {
  const labels: string[] = [];
  let rest = content.trim();
  for (let match = LABEL_AT_START.exec(rest); match; match = LABEL_AT_START.exec(rest)) {
    labels.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  return { labels, reason: rest.trim() };
}

/** At least one known label or a reason, the reason at most 200 characters. */
export const reportContentRule = z
  .string({ error: m.reportEmpty })
  .trim()
  .min(1, m.reportEmpty)
  .superRefine((content, ctx) => {
    const { labels, reason } = parseReportContent(content);
    if (labels.some((label) => !(REPORT_LABELS as readonly string[]).includes(label)))
      ctx.addIssue({ code: 'custom', message: m.reportLabelUnknown });
    else if (reason.length > l.reportReasonMaxLength)
      ctx.addIssue({ code: 'custom', message: m.reasonTooLong });
  });

/**
 * The report dialog's fields (labels ticked, a reason typed), handed over as the report's `content`, which
 * the route's own rule (`reportContentRule`) checks; its message goes under the reason.
 *
 * @example
 * reportForm.parse({ labels: ['Spam ads'], reason: '' }) // '#Spam ads#'
 */
export const reportForm = z
  .object({ labels: z.array(z.enum(REPORT_LABELS)), reason: z.string() })
  .transform((form, ctx) => {
    const checked = reportContentRule.safeParse(reportContent(form.labels, form.reason));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['reason'] });
    return z.NEVER;
  });
