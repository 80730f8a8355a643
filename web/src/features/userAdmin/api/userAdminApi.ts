import type { UserEditBody } from '@oj/events/contracts';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api';
import {
  type AdminUserPage,
  adminUserPageSchema,
  type GeneratedAccount,
  generatedSchema,
  type ImportReport,
  importReportSchema,
  refusedImportSchema,
} from './userAdminSchemas';

export interface UserListQuery {
  keyword: string;
  currentPage: number;
  limit: number;
  /** A role code of the filter; undefined: every role. */
  roleCode?: number;
}

/** GET /api/admin/user/get-user-list: live accounts, newest first, by keyword and role. */
export function getUserList(query: UserListQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiRequest('/api/admin/user/get-user-list', adminUserPageSchema, { query: { ...query }, signal });
}

/**
 * The fields an admin changed; absent ones stay as they are (an empty password too). The server's body
 * rule (`@oj/events/contracts`) types it.
 */
export type UserEdit = UserEditBody;

/** PUT /api/admin/user/edit-user: every change is its own event on the user's stream. */
export async function editUser(edit: UserEdit): Promise<void> {
  await apiRequest('/api/admin/user/edit-user', z.unknown(), { method: 'PUT', body: edit });
}

/** DELETE /api/admin/user/delete-user?ids=: the accounts end; their history stays. */
export async function deleteUsers(uids: readonly string[]): Promise<void> {
  await apiRequest('/api/admin/user/delete-user', z.unknown(), {
    method: 'DELETE',
    query: { ids: uids.join(',') },
  });
}

/**
 * POST /api/admin/user/insert-batch-user: the sheet's rows, each with its fate. A refused all-or-nothing
 * import comes back as its report too (`imported: 0`), after the reader was shown the server's message.
 */
export async function importUsers(csv: string, mode: 'all' | 'valid'): Promise<ImportReport> {
  try {
    return await apiRequest('/api/admin/user/insert-batch-user', importReportSchema, {
      method: 'POST',
      body: { csv, mode },
      timeoutMs: 300_000,
    });
  } catch (error) {
    const refused = error instanceof ApiError ? refusedImportSchema.safeParse(error.data) : undefined;
    if (refused?.success) return { imported: 0, rows: refused.data.rows };
    throw error;
  }
}

export interface GenerateRequest {
  prefix: string;
  suffix: string;
  numberFrom: number;
  numberTo: number;
  passwordLength: number;
}

/** POST /api/admin/user/generate-user: the new accounts with their passwords, shown this once. */
export async function generateUsers(request: GenerateRequest): Promise<GeneratedAccount[]> {
  const reply = await apiRequest('/api/admin/user/generate-user', generatedSchema, {
    method: 'POST',
    body: request,
    timeoutMs: 300_000,
  });
  return reply.accounts;
}
