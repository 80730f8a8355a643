import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const infoSchema = z.object({
  id: z.number(),
  title: z.string(),
  rankShowName: z.enum(['username', 'nickname', 'realname']),
  problemCount: z.number(),
  problemList: z.array(
    z.object({ displayId: z.string(), displayTitle: z.string(), color: z.string().nullable() }),
  ),
  balloonColor: z.record(z.string(), z.string().nullable()),
  startTime: z.string(),
  endTime: z.string(),
  sealRankTime: z.string(),
  starUserList: z.array(z.string()),
  publicSealed: z.boolean(),
  penaltyTime: z.number(),
  compileErrorPenalty: z.boolean(),
  rankTimeUnit: z.enum(['second', 'minute']),
});
export type ScrollBoardInfo = z.infer<typeof infoSchema>;

const submissionSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  realname: z.string(),
  school: z.string(),
  avatar: z.string(),
  gender: z.string(),
  submitId: z.number(),
  status: z.number(),
  submitTime: z.string(),
  displayId: z.string(),
});
export type ScrollBoardSubmission = z.infer<typeof submissionSchema>;

/** GET /api/get-contest-scroll-board-info (contest admins, ended and sealed ACM contests). */
export function getScrollBoardInfo(cid: number, signal?: AbortSignal): Promise<ScrollBoardInfo> {
  return apiRequest('/api/get-contest-scroll-board-info', infoSchema, { query: { cid }, signal });
}

/** GET /api/get-contest-scroll-board-submission: every counted submission with its final status. */
export function getScrollBoardSubmissions(
  cid: number,
  removeStar: boolean,
  signal?: AbortSignal,
): Promise<ScrollBoardSubmission[]> {
  return apiRequest('/api/get-contest-scroll-board-submission', z.array(submissionSchema), {
    query: { cid, removeStar },
    signal,
  });
}
