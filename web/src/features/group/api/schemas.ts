import { z } from 'zod';

/** A group as the list and the card show it (spec 03 §3); `code` only for its root. */
export const groupSchema = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  owner: z.string(),
  uid: z.string(),
  auth: z.number(),
  visible: z.boolean(),
  memberCount: z.number(),
  gmtCreate: z.string(),
  code: z.string().nullable().optional(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupPageSchema = z.object({ records: z.array(groupSchema), total: z.number() });

export const groupAccessSchema = z.object({ access: z.boolean(), root: z.boolean(), admin: z.boolean() });
export type GroupAccess = z.infer<typeof groupAccessSchema>;

/** The reader's own relation: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export const groupAuthSchema = z.object({ auth: z.number(), disbandNeedsCode: z.boolean() });
export type GroupAuthReply = z.infer<typeof groupAuthSchema>;

export const memberSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  auth: z.number(),
  reason: z.string(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberPageSchema = z.object({ records: z.array(memberSchema), total: z.number() });

/** A row of the group rank (spec 03 §3 "Rank row"); `realname` only for group admins and super admins. */
export const groupRankRowSchema = z.object({
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  realname: z.string().nullable(),
  avatar: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
  ac: z.number(),
  total: z.number(),
  score: z.number(),
});
export type GroupRankRow = z.infer<typeof groupRankRowSchema>;
export const groupRankPageSchema = z.object({ records: z.array(groupRankRowSchema), total: z.number() });
