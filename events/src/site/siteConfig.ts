import { z } from 'zod';
import { secret } from '../catalogue/secrets';

/**
 * The site's settings on stream `site` (the website config, the switches and the mail server, each changed
 * by a super admin): pure zod, so the back office's forms check them by the server's own rules.
 */
export const siteConfigMessages = {
  atMost: (max: number) => `At most ${max} characters`,
  count: 'A limit is a whole number from 0 to 1000000',
  hostRequired: 'The SMTP host is required',
  port: 'The port must be 1 to 65535',
  from: 'Email Check Format',
} as const;

const m = siteConfigMessages;
const text = (max: number) => z.string().max(max, m.atMost(max));

export const websiteConfig = z.object({
  baseUrl: text(255),
  name: text(100),
  shortName: text(30),
  description: text(2000),
  email: text(255),
  register: z.boolean(),
  recordName: text(255),
  recordUrl: text(255),
  projectName: text(100),
  projectUrl: text(255),
});
export type WebsiteConfig = z.infer<typeof websiteConfig>;

const count = z.number({ error: m.count }).int(m.count).min(0, m.count).max(1_000_000, m.count);
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
  host: z.string().min(1, m.hostRequired).max(255, m.atMost(255)),
  port: z.number({ error: m.port }).int(m.port).min(1, m.port).max(65_535, m.port),
  secure: z.boolean(),
  username: text(255),
  password: secret(text(255)),
  from: z.string().email(m.from),
});
export type MailServer = z.infer<typeof mailServer>;

/** A mail server as `PUT /api/admin/config/set-email-config` takes it: without a password the stored one stays. */
export const mailServerEdit = mailServer.extend({ password: mailServer.shape.password.optional() });

/**
 * The back office's mail form: switched off it is `{ enabled: false }` (the route's other body: mails wait
 * in the outbox); on, the server's fields by `mailServerEdit`, an empty password meaning "keep the stored one".
 */
export const mailServerForm = z.discriminatedUnion('enabled', [
  mailServerEdit.extend({
    enabled: z.literal(true),
    password: z
      .string()
      .transform((password) => (password === '' ? undefined : password))
      .pipe(mailServerEdit.shape.password),
  }),
  z.object({ enabled: z.literal(false) }),
]);
