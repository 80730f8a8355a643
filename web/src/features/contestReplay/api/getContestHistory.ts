import type { CompactChange, CompactSubmission, ReplaySettings } from '@oj/projections/board';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const nullableNumber = z.number().nullable();
const award = z.object({
  priority: z.number(),
  name: z.string(),
  background: z.string(),
  color: z.string(),
  num: z.number(),
});
const settingsSchema: z.ZodType<ReplaySettings> = z.object({
  rules: z.object({
    type: z.union([z.literal(0), z.literal(1)]),
    startTime: z.number(),
    endTime: z.number(),
    sealTime: nullableNumber,
    penaltyMinutes: z.number(),
    compileErrorPenalty: z.boolean(),
    timeUnit: z.enum(['second', 'minute']),
    oiRankScoreType: z.enum(['Recent', 'Highest']),
  }),
  seal: z.object({
    sealRank: z.boolean(),
    sealRankTime: nullableNumber,
    endTime: z.number(),
    autoRealRank: z.boolean(),
  }),
  sealLiftedAt: nullableNumber,
  starUsernames: z.array(z.string()),
  awards: z.object({
    awardType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    awardConfigList: z.array(award),
  }),
});
const change: z.ZodType<CompactChange> = z.tuple([z.number(), z.number(), nullableNumber, nullableNumber]);
const submission: z.ZodType<CompactSubmission> = z.tuple([
  z.number(),
  z.number(),
  z.string(),
  z.number(),
  z.array(change),
]);

const timelineSchema = z.object({
  cid: z.number(),
  title: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  startTime: z.string(),
  endTime: z.string(),
  now: z.string(),
  isAdmin: z.boolean(),
  withheld: z.boolean(),
  settings: settingsSchema,
  problems: z.array(
    z.object({ displayId: z.string(), displayTitle: z.string(), color: z.string().nullable() }),
  ),
  teams: z.array(
    z.object({
      uid: z.string(),
      username: z.string(),
      realname: z.string().optional(),
      school: z.string().optional(),
    }),
  ),
  submissions: z.array(submission),
  rankChanges: z.array(
    z.object({
      at: z.number(),
      uid: z.string(),
      username: z.string(),
      oldRank: nullableNumber,
      newRank: nullableNumber,
    }),
  ),
});
export type ContestTimeline = z.infer<typeof timelineSchema>;

/** GET /api/contest-history: the contest's board history in one compact reply, folded in the browser. */
export function getContestHistory(cid: number, signal?: AbortSignal): Promise<ContestTimeline> {
  return apiRequest('/api/contest-history', timelineSchema, { query: { cid }, signal });
}
