import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import {
  rankPageSchema,
  trainingCategorySchema,
  trainingDetailSchema,
  trainingPageSchema,
  trainingProblemSchema,
} from './schemas';

/** GET /api/get-training-category. */
export const getTrainingCategories = (signal?: AbortSignal) =>
  apiRequest('/api/get-training-category', z.array(trainingCategorySchema), { signal });

/** GET /api/get-training-list: rank order; keyword, categoryId, auth; 15 a page. */
export const getTrainingList = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/get-training-list', trainingPageSchema, { query, signal });

/** GET /api/get-training-detail: the introduction and whether the reader may enter. */
export const getTrainingDetail = (tid: number, signal?: AbortSignal) =>
  apiRequest('/api/get-training-detail', trainingDetailSchema, { query: { tid }, signal });

/** POST /api/register-training: a private training's password, a protected one's without. */
export const registerTraining = (tid: number, password: string) =>
  apiRequest('/api/register-training', z.object({ access: z.boolean() }), {
    method: 'POST',
    body: { tid, password },
  });

/** GET /api/get-training-problem-list: the problems with the reader's progress. */
export const getTrainingProblems = (tid: number, signal?: AbortSignal) =>
  apiRequest('/api/get-training-problem-list', z.array(trainingProblemSchema), { query: { tid }, signal });

/** GET /api/get-training-rank: accepted, then total run time; 30 a page. */
export const getTrainingRank = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/get-training-rank', rankPageSchema, { query, signal });
