import { z } from 'zod';
import { apiDownload, apiRequest, type Query } from '@/lib/api';
import { count } from '@/lib/replyFields';

const pageOf = <T extends z.ZodType>(row: T) => z.object({ records: z.array(row), total: count });

/** A row of the group's problem list (spec 03 §2.6): `myStatus` 0 solved, -1 tried, -10 untouched. */
const groupProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number(),
  ac: count,
  total: count,
  myStatus: z.number().nullable(),
});
export type GroupProblem = z.infer<typeof groupProblemSchema>;

/** The admins' row: auth (1 public, 2 private), the public application (null, 1, 2, 3), their rights. */
const adminGroupProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  auth: z.number(),
  author: z.string(),
  applyPublicProgress: z.number().nullable(),
  canManage: z.boolean(),
  gmtModified: z.string(),
});
export type AdminGroupProblem = z.infer<typeof adminGroupProblemSchema>;

const groupTrainingSchema = z.object({
  id: z.number(),
  title: z.string(),
  auth: z.string(),
  status: z.boolean(),
  author: z.string(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: count,
  acCount: z.number().nullable(),
  canManage: z.boolean().optional(),
});
export type GroupTraining = z.infer<typeof groupTrainingSchema>;

const trainingFormSchema = z.object({
  id: z.number(),
  rank: z.number(),
  title: z.string(),
  description: z.string(),
  auth: z.string(),
  privatePwd: z.string(),
  categoryId: z.number().nullable(),
  status: z.boolean(),
});
export type GroupTrainingForm = z.infer<typeof trainingFormSchema>;

const trainingProblemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  rank: z.number(),
  visible: z.boolean(),
});
export type GroupTrainingProblem = z.infer<typeof trainingProblemSchema>;

const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** 0 visible, 1 hidden. */
  status: z.number(),
  username: z.string(),
  gmtCreate: z.string(),
  canManage: z.boolean().optional(),
});
export type GroupAnnouncement = z.infer<typeof announcementSchema>;

const categorySchema = z.object({ id: z.number(), name: z.string(), color: z.string() });

export const getGroupProblems = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-problem-list', pageOf(groupProblemSchema), { query, signal });
export const getAdminGroupProblems = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-admin-problem-list', pageOf(adminGroupProblemSchema), { query, signal });
export const deleteGroupProblem = (gid: number, pid: number) =>
  apiRequest('/api/group/problem', z.null(), { method: 'DELETE', query: { gid, pid } });
export const changeGroupProblemAuth = (gid: number, pid: number, auth: number) =>
  apiRequest('/api/group/change-problem-auth', z.null(), { method: 'PUT', body: { gid, pid, auth } });
/** `flag` true applies to the public bank, false cancels the application. */
export const applyPublic = (gid: number, pid: number, flag: boolean) =>
  apiRequest('/api/group/apply-public', z.unknown(), { method: 'PUT', body: { gid, pid, flag } });

export const getGroupTrainings = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-training-list', pageOf(groupTrainingSchema), { query, signal });
export const getAdminGroupTrainings = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-admin-training-list', pageOf(groupTrainingSchema), { query, signal });
export const getTrainingCategories = (signal?: AbortSignal) =>
  apiRequest('/api/get-training-category', z.array(categorySchema), { signal });
export const getGroupTrainingForm = (gid: number, tid: number, signal?: AbortSignal) =>
  apiRequest('/api/group/training', trainingFormSchema, { query: { gid, tid }, signal });
export const saveGroupTraining = (gid: number, form: Omit<GroupTrainingForm, 'id'> & { id?: number }) =>
  apiRequest('/api/group/training', trainingFormSchema, {
    method: form.id ? 'PUT' : 'POST',
    body: { gid, ...form },
  });
export const deleteGroupTraining = (gid: number, tid: number) =>
  apiRequest('/api/group/training', z.null(), { method: 'DELETE', query: { gid, tid } });
export const changeGroupTrainingStatus = (gid: number, id: number, status: boolean) =>
  apiRequest('/api/group/change-training-status', z.unknown(), { method: 'PUT', body: { gid, id, status } });
export const getGroupTrainingProblems = (gid: number, tid: number, signal?: AbortSignal) =>
  apiRequest('/api/group/get-training-problem-list', z.array(trainingProblemSchema), {
    query: { gid, tid },
    signal,
  });
/** From the public bank (`from: 'public'`) or the group's own problems, by problem ID. */
export const addGroupTrainingProblem = (
  gid: number,
  tid: number,
  problemId: string,
  from: 'public' | 'group',
) =>
  apiRequest(`/api/group/training-problem-from-${from}`, z.array(trainingProblemSchema), {
    method: 'POST',
    body: { gid, tid, problemId },
  });
export const removeGroupTrainingProblem = (gid: number, tid: number, pid: number) =>
  apiRequest('/api/group/training-problem', z.array(trainingProblemSchema), {
    method: 'DELETE',
    query: { gid, tid, pid },
  });
export const orderGroupTrainingProblems = (gid: number, tid: number, pids: number[]) =>
  apiRequest('/api/group/training-problem', z.array(trainingProblemSchema), {
    method: 'PUT',
    body: { gid, tid, pids },
  });

export const getGroupAnnouncements = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-announcement-list', pageOf(announcementSchema), { query, signal });
export const getAdminGroupAnnouncements = (query: Query, signal?: AbortSignal) =>
  apiRequest('/api/group/get-admin-announcement-list', pageOf(announcementSchema), { query, signal });
export const saveGroupAnnouncement = (
  gid: number,
  form: { id?: number; title: string; content: string; visible: boolean },
) =>
  apiRequest('/api/group/announcement', z.unknown(), {
    method: form.id ? 'PUT' : 'POST',
    body: { gid, ...form },
  });
export const deleteGroupAnnouncement = (gid: number, id: number) =>
  apiRequest('/api/group/announcement', z.null(), { method: 'DELETE', query: { gid, id } });

/**
 * GET /api/group/download-testcase (the group's root or the problem's author, spec 03 §6): the group
 * problem's test data as a zip, saved by the browser.
 */
export async function downloadGroupTestCases(gid: number, pid: number, problemId: string): Promise<void> {
  const blob = await apiDownload('/api/group/download-testcase', { query: { gid, pid } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${problemId}-testcases.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
