import { z } from 'zod';
import { secret } from '../catalogue/secrets';

/**
 * The site's settings on stream `site` (the website config, the switches and the mail server, each changed
 * by a super admin): pure zod, so the back office's forms check them by the server's own rules.
 */
export const websiteConfig = z.object({
  baseUrl: z.string().max(255),
  name: z.string().max(100),
  shortName: z.string().max(30),
  description: z.string().max(2000),
  email: z.string().max(255),
  register: z.boolean(),
  recordName: z.string().max(255),
  recordUrl: z.string().max(255),
  projectName: z.string().max(100),
  projectUrl: z.string().max(255),
});
export type WebsiteConfig = z.infer<typeof websiteConfig>;

export const siteConfigMessages = {
  count: 'A limit is a whole number from 0 to 1000000',
} as const;

const count = z
  .number({ error: siteConfigMessages.count })
  .int(siteConfigMessages.count)
  .min(0, siteConfigMessages.count)
  .max(1_000_000, siteConfigMessages.count);
export const siteSwitches = z.object({
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  openPublicJudge: z.boolean(),
  openGroupJudge: z.boolean(),
  openContestJudge: z.boolean(),
  hideNonContestSubmissionCode: z.boolean(),
  /** Seconds between two non-contest submissions of one user; 0 turns the limit off. */
  defaultSubmitInterval: count,
  defaultCreateDiscussionACInitValue: count,
  defaultCreateDiscussionDailyLimit: count,
  defaultCreateCommentACInitValue: count,
  defaultCreateGroupACInitValue: count,
  defaultCreateGroupDailyLimit: count,
  defaultCreateGroupLimit: count,
});
export type SiteSwitches = z.infer<typeof siteSwitches>;

export const mailServer = z.object({
  host: z.string().min(1).max(255),
  port: z.number().int().min(1).max(65_535),
  secure: z.boolean(),
  username: z.string().max(255),
  password: secret(z.string().max(255)),
  from: z.string().email(),
});
export type MailServer = z.infer<typeof mailServer>;
