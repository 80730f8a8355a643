/**
 * Rules and shapes the server and the web share: pure (zod only), so the web imports them through
 * `@oj/events/contracts` and checks a form by the very rules the server enforces.
 */

export * from '../comment/commentRules';
export * from '../contest/contestFormRules';
export * from '../contest/contestProfile';
export * from '../contest/contestRules';
export * from '../discussion/discussionRules';
export * from '../group/groupRules';
export * from '../home/homeRules';
export * from '../language/commandLine';
export * from '../language/languageRules';
export * from '../message/messageRules';
export * from '../problem/problemFormRules';
export * from '../site/siteConfig';
export * from '../tag/tagRules';
export * from '../training/trainingRules';
export * from '../upload/uploadRules';
export * from '../user/accountRules';
export * from '../user/userAdminRules';
