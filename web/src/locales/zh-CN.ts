// Chinese is the default language of the site; en-US.ts must provide the same keys (the type says so).
import { account } from './zh-CN/account';
import { contests } from './zh-CN/contests';
import { judgeAdmin } from './zh-CN/judgeAdmin';
import { pages } from './zh-CN/pages';
import { problemAdmin } from './zh-CN/problemAdmin';
import { problems } from './zh-CN/problems';
import { shell } from './zh-CN/shell';
import { submissions } from './zh-CN/submissions';

export const zhCN = {
  ...shell,
  ...account,
  ...pages,
  ...problems,
  ...problemAdmin,
  ...judgeAdmin,
  ...submissions,
  ...contests,
};

export type Messages = typeof zhCN;
