import { z } from 'zod';

/**
 * The rules of an announcement (spec 03 section 5: title and Markdown content, both required), shared by the
 * server (a contest's and a group's routes and events) and the web's announcement dialogs. Pure zod: the web
 * imports it through `@oj/events/contracts`.
 *
 * @example
 * contestAnnouncementForm.parse({ title: ' Clarification ', content: 'B is fixed' }) // title trimmed
 */
export const announcementLimits = { titleMaxLength: 255, contentMaxLength: 65_535 } as const;

export const announcementMessages = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  titleTooLong: `Title can not exceed ${announcementLimits.titleMaxLength}`,
  contentTooLong: `Content can not exceed ${announcementLimits.contentMaxLength}`,
} as const;

const m = announcementMessages;

export const announcementTitleRule = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(announcementLimits.titleMaxLength, m.titleTooLong);
export const announcementContentRule = z
  .string({ error: m.contentRequired })
  .trim()
  .min(1, m.contentRequired)
  .max(announcementLimits.contentMaxLength, m.contentTooLong);

/** A contest announcement as its dialog fills it and `POST|PUT /api/admin/contest/announcement` takes it. */
export const contestAnnouncementForm = z.object({
  title: announcementTitleRule,
  content: announcementContentRule,
});
export type ContestAnnouncementForm = z.infer<typeof contestAnnouncementForm>;
