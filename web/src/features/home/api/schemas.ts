import { z } from 'zod';
import { count, text } from '@/lib/replyFields';

/** GET /api/home-carousel. */
export const slideSchema = z.object({ id: z.number(), url: z.string() });
export type Slide = z.infer<typeof slideSchema>;
export const slidesSchema = z.array(slideSchema);

/** GET /api/home-exams: the count-down's exams, days as YYYY-MM-DD. */
export const examSchema = z.object({ name: z.string(), date: z.string() });
export type HomeExam = z.infer<typeof examSchema>;
export const examsSchema = z.array(examSchema);

/** GET /api/get-recent-contest: the contest list's rows (the fields the home page shows). */
export const recentContestSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  auth: z.number(),
  /** -1 scheduled, 0 running, 1 ended. */
  status: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export type RecentContest = z.infer<typeof recentContestSchema>;
export const recentContestsSchema = z.array(recentContestSchema);

/** GET /api/get-recent-seven-ac-rank (spec 01 "Recent-AC row"); also what its room pushes. */
export const recentAcRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  avatar: text,
  titleName: text,
  titleColor: text,
  ac: count,
});
export type RecentAcRow = z.infer<typeof recentAcRowSchema>;
export const recentAcSchema = z.array(recentAcRowSchema);
export const recentAcPushSchema = z.object({ rows: recentAcSchema });

/** GET /api/get-last-week-submission-statistics. */
export const lastWeekSchema = z.object({
  dateStr: z.array(z.string()),
  acCountList: z.array(z.number()),
  totalCountList: z.array(z.number()),
});
export type LastWeek = z.infer<typeof lastWeekSchema>;

/** GET /api/get-recent-updated-problem (a problem list row and when it changed). */
export const recentProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  gmtModified: z.string(),
});
export type RecentProblem = z.infer<typeof recentProblemSchema>;
export const recentProblemsSchema = z.array(recentProblemSchema);
