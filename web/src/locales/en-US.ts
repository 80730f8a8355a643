import { account } from './en-US/account';
import { pages } from './en-US/pages';
import { problems } from './en-US/problems';
import { shell } from './en-US/shell';
import type { Messages } from './zh-CN';

export const enUS: Messages = { ...shell, ...account, ...pages, ...problems };
