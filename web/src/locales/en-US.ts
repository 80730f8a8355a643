import { account } from './en-US/account';
import { audit } from './en-US/audit';
import { backOffice } from './en-US/backOffice';
import { clicsFeed } from './en-US/clicsFeed';
import { comments } from './en-US/comments';
import { contestAdmin } from './en-US/contestAdmin';
import { contestReplay } from './en-US/contestReplay';
import { contests } from './en-US/contests';
import { discussions } from './en-US/discussions';
import { groupContent } from './en-US/groupContent';
import { groups } from './en-US/groups';
import { judgeAdmin } from './en-US/judgeAdmin';
import { messages } from './en-US/messages';
import { pages } from './en-US/pages';
import { problemAdmin } from './en-US/problemAdmin';
import { problems } from './en-US/problems';
import { ranks } from './en-US/ranks';
import { remoteJudge } from './en-US/remoteJudge';
import { scrollBoard } from './en-US/scrollBoard';
import { shell } from './en-US/shell';
import { siteConfig } from './en-US/siteConfig';
import { submissions } from './en-US/submissions';
import { trainings } from './en-US/trainings';
import { userAdmin } from './en-US/userAdmin';
import type { Messages } from './zh-CN';

export const enUS: Messages = {
  ...shell,
  ...account,
  ...audit,
  ...backOffice,
  ...pages,
  ...problems,
  ...problemAdmin,
  ...judgeAdmin,
  ...remoteJudge,
  ...submissions,
  ...contests,
  ...contestAdmin,
  ...contestReplay,
  ...scrollBoard,
  ...clicsFeed,
  ...discussions,
  ...comments,
  ...trainings,
  ...groups,
  ...groupContent,
  ...ranks,
  ...userAdmin,
  ...siteConfig,
  ...messages,
};
