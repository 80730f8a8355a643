import type { DiscussionLinks } from '@/features/discussion';
import { discussionDetailPath, paths, problemDiscussionPath, problemPath, userHomePath } from './paths';

/** Where the discussion pages and the problem page's explanation tab link to. */
export const discussionLinks: DiscussionLinks = {
  list: paths.discussion,
  problemList: problemDiscussionPath,
  detail: discussionDetailPath,
  problem: problemPath,
  userHome: userHomePath,
};
