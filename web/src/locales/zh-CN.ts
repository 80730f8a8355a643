// Chinese is the default language of the site; en-US.ts must provide the same keys (the type says so).
import { account } from './zh-CN/account';
import { pages } from './zh-CN/pages';
import { problems } from './zh-CN/problems';
import { shell } from './zh-CN/shell';

export const zhCN = { ...shell, ...account, ...pages, ...problems };

export type Messages = typeof zhCN;
