import { account } from './en-US/account';
import { contests } from './en-US/contests';
import { judgeAdmin } from './en-US/judgeAdmin';
import { pages } from './en-US/pages';
import { problemAdmin } from './en-US/problemAdmin';
import { problems } from './en-US/problems';
import { shell } from './en-US/shell';
import { submissions } from './en-US/submissions';
import type { Messages } from './zh-CN';

export const enUS: Messages = {
  ...shell,
  ...account,
  ...pages,
  ...problems,
  ...problemAdmin,
  ...judgeAdmin,
  ...submissions,
  ...contests,
};
