import type { TrainingForm } from '@oj/events/contracts';
import { trainingAuthSchema } from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest, type Query } from '@/lib/api';
import { count, text } from '@/lib/replyFields';

export const categorySchema = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A training as the back office lists it, and as its form reads it back (password included). */
export const adminTrainingSchema = z.object({
  id: z.number(),
  rank: z.number(),
  title: z.string(),
  auth: trainingAuthSchema,
  status: z.boolean(),
  categoryId: z.number(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: count,
  author: text,
  gmtModified: z.string(),
});
export type AdminTraining = z.infer<typeof adminTrainingSchema>;
export const trainingFormSchema = adminTrainingSchema.extend({
  description: z.string(),
  privatePwd: z.string(),
});
export type TrainingFormReply = z.infer<typeof trainingFormSchema>;

export const trainingProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number(),
  auth: z.number(),
  rank: z.number(),
  visible: z.boolean(),
});
export type AdminTrainingProblem = z.infer<typeof trainingProblemSchema>;
const problems = z.array(trainingProblemSchema);
const categories = z.array(categorySchema);

export const listTrainings = (query: Query, signal?: AbortSignal) =>
  apiRequest(
    '/api/admin/training/list',
    z.object({ records: z.array(adminTrainingSchema), total: z.number() }),
    {
      query,
      signal,
    },
  );
export const getTrainingForm = (tid: number, signal?: AbortSignal) =>
  apiRequest('/api/admin/training', trainingFormSchema, { query: { tid }, signal });
export const saveTraining = (form: TrainingForm, id?: number) =>
  apiRequest('/api/admin/training', trainingFormSchema, {
    method: id === undefined ? 'POST' : 'PUT',
    body: id === undefined ? form : { ...form, id },
  });
export const setTrainingStatus = (id: number, status: boolean) =>
  apiRequest('/api/admin/training/change-training-status', trainingFormSchema, {
    method: 'PUT',
    body: { id, status },
  });
export const deleteTraining = (tid: number) =>
  apiRequest('/api/admin/training', z.null(), { method: 'DELETE', query: { tid } });

export const getTrainingProblems = (tid: number, signal?: AbortSignal) =>
  apiRequest('/api/admin/training/problem-list', problems, { query: { tid }, signal });
export const addTrainingProblems = (tid: number, problemIds: string[]) =>
  apiRequest('/api/admin/training/problem', problems, { method: 'POST', body: { tid, problemIds } });
export const removeTrainingProblem = (tid: number, pid: number) =>
  apiRequest('/api/admin/training/problem', problems, { method: 'DELETE', query: { tid, pid } });
export const orderTrainingProblems = (tid: number, pids: number[]) =>
  apiRequest('/api/admin/training/problem-order', problems, { method: 'PUT', body: { tid, pids } });
export const showTrainingProblem = (tid: number, pid: number, visible: boolean) =>
  apiRequest('/api/admin/training/problem-visibility', problems, {
    method: 'PUT',
    body: { tid, pid, visible },
  });

export const getCategories = (signal?: AbortSignal) =>
  apiRequest('/api/admin/training/category', categories, { signal });
export const saveCategory = (category: { id?: number; name: string; color: string }) =>
  apiRequest('/api/admin/training/category', categories, {
    method: category.id === undefined ? 'POST' : 'PUT',
    body: category,
  });
export const deleteCategory = (id: number) =>
  apiRequest('/api/admin/training/category', categories, { method: 'DELETE', query: { id } });
