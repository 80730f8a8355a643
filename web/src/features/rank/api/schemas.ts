import { z } from 'zod';
import { count, text } from '@/lib/replyFields';

/** A rank list's row (spec 02 "Rank record"), with its place on the list (server/src/rank/rankRoutes.ts). */
export const rankRowSchema = z.object({
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  nickname: text,
  avatar: text,
  titleName: text,
  titleColor: text,
  signature: text,
  ac: count,
  total: count,
  score: count,
});
export type RankRow = z.infer<typeof rankRowSchema>;

export const rankPageSchema = z.object({ records: z.array(rankRowSchema), total: z.number() });
export type RankPage = z.infer<typeof rankPageSchema>;

/** What the rank rooms push: rows whose place or figures changed, with their places before and after. */
export const rankPushSchema = z.object({
  changes: z.array(
    z.object({ uid: z.string(), from: z.number().nullable(), to: z.number().nullable() }).passthrough(),
  ),
});
