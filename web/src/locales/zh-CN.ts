// Chinese is the default language of the site; en-US.ts must provide the same keys (the type says so).
import { account } from './zh-CN/account';
import { audit } from './zh-CN/audit';
import { backOffice } from './zh-CN/backOffice';
import { clicsFeed } from './zh-CN/clicsFeed';
import { comments } from './zh-CN/comments';
import { contestAdmin } from './zh-CN/contestAdmin';
import { contestReplay } from './zh-CN/contestReplay';
import { contests } from './zh-CN/contests';
import { discussions } from './zh-CN/discussions';
import { groupContent } from './zh-CN/groupContent';
import { groups } from './zh-CN/groups';
import { judgeAdmin } from './zh-CN/judgeAdmin';
import { messages } from './zh-CN/messages';
import { pages } from './zh-CN/pages';
import { problemAdmin } from './zh-CN/problemAdmin';
import { problems } from './zh-CN/problems';
import { ranks } from './zh-CN/ranks';
import { remoteJudge } from './zh-CN/remoteJudge';
import { scrollBoard } from './zh-CN/scrollBoard';
import { shell } from './zh-CN/shell';
import { siteConfig } from './zh-CN/siteConfig';
import { submissions } from './zh-CN/submissions';
import { trainings } from './zh-CN/trainings';
import { userAdmin } from './zh-CN/userAdmin';

export const zhCN = {
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

export type Messages = typeof zhCN;
