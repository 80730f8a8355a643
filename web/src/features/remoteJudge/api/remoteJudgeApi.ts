import { remoteBankSchema } from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { AccountForm, ImportForm } from '../model/forms';

const accountRow = z.object({ bank: remoteBankSchema, username: z.string() });
export type RemoteAccountRow = z.infer<typeof accountRow>;
const accountList = z.array(accountRow);

/** GET /api/admin/remote-accounts (super admin): the pool, never a password. */
export function getRemoteAccounts(signal?: AbortSignal): Promise<RemoteAccountRow[]> {
  return apiRequest('/api/admin/remote-accounts', accountList, { signal });
}

/** POST /api/admin/remote-account: adds an account or sets its new password; the pool after. */
export function saveRemoteAccount(account: AccountForm): Promise<RemoteAccountRow[]> {
  return apiRequest('/api/admin/remote-account', accountList, { method: 'POST', body: account });
}

/** DELETE /api/admin/remote-account?bank&username; the pool after. */
export function removeRemoteAccount(account: RemoteAccountRow): Promise<RemoteAccountRow[]> {
  return apiRequest('/api/admin/remote-account', accountList, { method: 'DELETE', query: account });
}

/** POST /api/admin/import-remote-problem (admin roles): the new problem's pid and problem ID. */
export function importRemoteProblem(ref: ImportForm): Promise<{ pid: number; problemId: string }> {
  return apiRequest(
    '/api/admin/import-remote-problem',
    z.object({ pid: z.number(), problemId: z.string() }),
    { method: 'POST', body: ref },
  );
}
