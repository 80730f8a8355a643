// The board row's shape, apart from the request so the pure board code can read it without the request layer.
import { z } from 'zod';
import { count, flag, text } from '@/lib/replyFields';

/** One problem of one contestant on an ACM board (spec 04 "Contest boards"). */
export const acmCellSchema = z.object({
  isAC: flag,
  isFirstAC: flag,
  isAfterContest: flag,
  /** Seconds from the start to the first accept. */
  ACTime: z.number().nullish(),
  errorNum: count,
  /** Tries in the frozen window of a sealed board: verdicts hidden. */
  tryNum: count,
});
export type AcmCell = z.infer<typeof acmCellSchema>;

/**
 * A board row, ACM or OI: ACM rows carry `ac` and cells, OI rows `totalScore` and a score per problem.
 * Rows pushed live lack the identity and the rank (the page keeps those it has).
 */
export const boardRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realname: text,
  nickname: text,
  school: text,
  /** -1 for a star (unofficial) contestant; absent on a live row. */
  rank: z.number().optional(),
  isStar: flag,
  ac: count,
  totalScore: count,
  /** ACM: seconds with penalty; OI: ms. */
  totalTime: count,
  total: count,
  submissionInfo: z.record(z.string(), z.union([acmCellSchema, z.number()])).catch({}),
  timeInfo: z.record(z.string(), z.number()).nullish(),
  awardName: z.string().nullish(),
  awardBackground: z.string().nullish(),
  awardColor: z.string().nullish(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;
