import type { SiteSwitches, WebsiteConfig } from './siteEvents';

/** What a fresh site shows before any admin changed anything; stored changes are merged over these. */
export const defaultWebsiteConfig: WebsiteConfig = {
  baseUrl: 'http://localhost:8080',
  name: 'Online Judge',
  shortName: 'OJ',
  description: 'Practise programming problems, compete in contests and learn together.',
  email: '',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'Online Judge',
  projectUrl: '',
};

export const defaultSiteSwitches: SiteSwitches = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateCommentACInitValue: 10,
  defaultCreateGroupACInitValue: 20,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
};
