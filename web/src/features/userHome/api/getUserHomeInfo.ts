import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { text } from '@/lib/replyFields';
import { genders } from '@/lib/userInfo';

const solvedProblemSchema = z.object({
  problemId: z.union([z.string(), z.number()]).transform(String),
  title: text,
});
export type SolvedProblem = z.infer<typeof solvedProblemSchema>;

const byDifficulty = z.record(z.string(), z.array(solvedProblemSchema)).catch({});

const userHomeSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: text,
  avatar: text,
  gender: z.enum(genders).catch('secrecy'),
  school: text,
  signature: text,
  titleName: text,
  titleColor: text,
  github: text,
  blog: text,
  gmtCreate: z.string(),
  recentLoginTime: z.string().nullish(),
  total: z.number().catch(0),
  rating: z.number().nullish(),
  scoreList: z.array(z.number()).catch([]),
  solvedList: z.array(solvedProblemSchema).catch([]),
  solvedGroupByDifficulty: byDifficulty,
  recentSolvedList: z.array(solvedProblemSchema).catch([]),
  recentSolvedGroupByDifficulty: byDifficulty,
});
export type UserHome = z.infer<typeof userHomeSchema>;

/** Whose home: by uid or by username (either is enough). */
export interface UserRef {
  uid?: string;
  username?: string;
}

/** GET /api/get-user-home-info */
export function getUserHomeInfo(user: UserRef, signal?: AbortSignal): Promise<UserHome> {
  return apiRequest('/api/get-user-home-info', userHomeSchema, { query: { ...user }, signal });
}
