import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import {
  type AdminDiscussionPage,
  adminDiscussionPageSchema,
  type Category,
  categorySchema,
  type ReportPage,
  reportPageSchema,
} from './schemas';

/** GET /api/admin/get-discussion-list: every discussion, disabled ones too, open area or not. */
export function getAdminDiscussions(
  query: { keyword: string; currentPage: number; limit: number },
  signal?: AbortSignal,
): Promise<AdminDiscussionPage> {
  return apiRequest('/api/admin/get-discussion-list', adminDiscussionPageSchema, { query, signal });
}

/** PUT /api/admin/discussion: top priority and status (0 normal, 1 disabled). */
export async function moderateDiscussion(
  id: number,
  changes: { topPriority?: boolean; status?: 0 | 1 },
): Promise<void> {
  await apiRequest('/api/admin/discussion', z.unknown(), { method: 'PUT', body: { id, ...changes } });
}

/** DELETE /api/admin/discussion?did= */
export async function deleteDiscussion(did: number): Promise<void> {
  await apiRequest('/api/admin/discussion', z.unknown(), { method: 'DELETE', query: { did } });
}

/** GET /api/admin/discussion-report: newest first. */
export function getReports(
  query: { currentPage: number; limit: number },
  signal?: AbortSignal,
): Promise<ReportPage> {
  return apiRequest('/api/admin/discussion-report', reportPageSchema, { query, signal });
}

/** PUT /api/admin/discussion-report: marks one report handled (1) or not (0). */
export async function setReportStatus(did: number, reportNo: number, status: 0 | 1): Promise<void> {
  await apiRequest('/api/admin/discussion-report', z.unknown(), {
    method: 'PUT',
    body: { did, reportNo, status },
  });
}

/** GET /api/discussion-category */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest('/api/discussion-category', z.array(categorySchema), { signal });
}

/** POST /api/discussion-category (super admin): renames and adds; a category left out stays. */
export function saveCategories(list: { id?: number; name: string }[]): Promise<Category[]> {
  return apiRequest('/api/discussion-category', z.array(categorySchema), { method: 'POST', body: list });
}
