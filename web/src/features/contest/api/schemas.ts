import { z } from 'zod';
import { flag, text } from '@/lib/replyFields';

/** A contest as the list and the info call show it (server/src/contest/contestView.ts). */
export const contestSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: text,
  /** 0 public, 1 private (password), 2 protected. */
  auth: z.number().catch(0),
  /** -1 scheduled, 0 running, 1 ended. */
  status: z.number().catch(1),
  /** 0 ACM, 1 OI. */
  type: z.number().catch(0),
  author: text,
  uid: text,
  count: z.number().catch(0),
  startTime: z.string(),
  endTime: z.string(),
  /** Milliseconds. */
  duration: z.number(),
  /** The server's clock, for the count-down. */
  now: z.string().nullish(),
  sealRank: flag,
  allowEndSubmit: flag,
  /** Contestants may send text to the contest's printer. */
  openPrint: flag,
  openRank: flag,
  rankShowName: z.string().nullish(),
  oiRankScoreType: z.string().nullish(),
});
export type Contest = z.infer<typeof contestSchema>;

/** A paged reply: `records` and `total`. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ records: z.array(row), total: z.number() });

/** A row of GET /api/contest-submissions and of the contest's submission rooms. */
export const contestSubmissionSchema = z.object({
  submitId: z.number(),
  uid: text,
  username: text,
  displayPid: text,
  /** -5 (unknown) while the seal hides the verdict from this reader. */
  status: z.number(),
  score: z.number().nullish(),
  time: z.number().nullish(),
  memory: z.number().nullish(),
  length: z.number().nullish(),
  language: text,
  submitTime: z.string().nullish(),
});
export type ContestSubmission = z.infer<typeof contestSubmissionSchema>;
