import { trainingAuthSchema } from '@oj/events/vocabulary';
import { z } from 'zod';
import { count, text } from '@/lib/replyFields';

/** A training category (GET /api/get-training-category). */
export const trainingCategorySchema = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type TrainingCategory = z.infer<typeof trainingCategorySchema>;

/** A training as the list shows it (server/src/training/trainingView.ts). */
export const trainingSchema = z.object({
  id: z.number(),
  rank: z.number(),
  title: z.string(),
  auth: trainingAuthSchema,
  status: z.boolean(),
  categoryId: z.number(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: count,
  /** The reader's accepted problems in it; null for visitors. */
  acCount: z.number().nullable(),
  author: text,
  gmtModified: z.string(),
});
export type Training = z.infer<typeof trainingSchema>;

export const trainingDetailSchema = trainingSchema.extend({ description: z.string(), access: z.boolean() });
export type TrainingDetail = z.infer<typeof trainingDetailSchema>;

export const trainingPageSchema = z.object({ records: z.array(trainingSchema), total: z.number() });
export type TrainingPage = z.infer<typeof trainingPageSchema>;

export const trainingProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number(),
  ac: count,
  total: count,
  /** 0 accepted, -1 tried, 5 pending, -10 untouched; null for visitors. */
  myStatus: z.number().nullable(),
});
export type TrainingProblem = z.infer<typeof trainingProblemSchema>;

export const rankRowSchema = z.object({
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  nickname: text,
  realname: z.string().nullable(),
  school: text,
  ac: z.number(),
  totalRunTime: z.number(),
  submissionInfo: z.record(z.string(), z.object({ status: z.number(), runTime: z.number().nullable() })),
});
export type RankRow = z.infer<typeof rankRowSchema>;

export const rankPageSchema = z.object({
  records: z.array(rankRowSchema),
  total: z.number(),
  problems: z.array(z.object({ pid: z.number(), problemId: z.string(), title: z.string() })),
});
export type RankPage = z.infer<typeof rankPageSchema>;
