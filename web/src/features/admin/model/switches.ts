import { type SiteSwitches, siteSwitches } from '@oj/events/contracts';

/** The on/off switches of the site, in the order the form shows them. */
export const switchFlags = [
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const;

/** The numeric limits (whole numbers, 0 or more). */
export const switchLimits = [
  'defaultSubmitInterval',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateCommentACInitValue',
  'defaultCreateGroupACInitValue',
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
] as const;

export type SwitchFlag = (typeof switchFlags)[number];
export type SwitchLimit = (typeof switchLimits)[number];

/** GET /api/admin/switch/info and the body of PUT /api/admin/switch/update: the server's own rules. */
export const switchConfigSchema = siteSwitches;
export type SwitchConfig = SiteSwitches;
