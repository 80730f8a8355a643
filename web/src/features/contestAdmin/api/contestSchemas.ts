import { z } from 'zod';
import { flag, text } from '@/lib/replyFields';

// What GET /api/admin/contest and the admin contest list reply (server/src/contest/contestView.ts
// contestAdminView): the contest as everybody sees it plus every form field, the password and visibility.

export const awardSchema = z.object({
  priority: z.number(),
  name: z.string(),
  background: z.string(),
  color: z.string(),
  num: z.number(),
});
export type Award = z.infer<typeof awardSchema>;

export const accountLimitRuleSchema = z.object({
  prefix: text,
  suffix: text,
  numberFrom: z.number().nullish(),
  numberTo: z.number().nullish(),
  extraAccount: text,
});
export type AccountLimitRuleReply = z.infer<typeof accountLimitRuleSchema>;

export const adminContestSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: text,
  startTime: z.string(),
  endTime: z.string(),
  /** -1 scheduled, 0 running, 1 ended. */
  status: z.number().catch(1),
  type: z.union([z.literal(0), z.literal(1)]).catch(0),
  auth: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(0),
  pwd: text,
  author: text,
  count: z.number().catch(0),
  visible: flag,
  sealRank: flag,
  sealRankTime: z.string().nullish(),
  autoRealRank: flag,
  openRank: flag,
  allowEndSubmit: flag,
  openPrint: flag,
  rankShowName: z.enum(['username', 'nickname', 'realname']).catch('username'),
  openAccountLimit: flag,
  accountLimitRule: accountLimitRuleSchema.nullish(),
  starAccount: z.array(z.string()).catch([]),
  oiRankScoreType: z.enum(['Recent', 'Highest']).catch('Recent'),
  awardType: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(0),
  awardConfigList: z.array(awardSchema).catch([]),
  penaltyTime: z.number().catch(20),
  compileErrorPenalty: flag,
  rankTimeUnit: z.enum(['second', 'minute']).catch('second'),
  /** A group's admin list: whether this reader manages the contest (absent in the back office: always). */
  manageable: z.boolean().optional(),
});
export type AdminContest = z.infer<typeof adminContestSchema>;

export const adminContestPageSchema = z.object({ records: z.array(adminContestSchema), total: z.number() });
export type AdminContestPage = z.infer<typeof adminContestPageSchema>;
