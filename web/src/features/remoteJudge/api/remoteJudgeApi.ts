import { IMPORT_JOB_STATES, remoteBankSchema } from '@oj/events/vocabulary';
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

/**
 * POST /api/admin/import-remote-problem (admin roles): queued as an import job that a remote runner of
 * the bank fetches; the reply is the job's number and the problem ID it will create.
 */
export function importRemoteProblem(ref: ImportForm): Promise<{ job: number; problemId: string }> {
  return apiRequest(
    '/api/admin/import-remote-problem',
    z.object({ job: z.number(), problemId: z.string() }),
    { method: 'POST', body: ref },
  );
}

/** What the import card reads of its job (GET /api/admin/import-jobs/:job and the job's room send more). */
export const remoteImportJobSchema = z.object({
  job: z.number(),
  state: z.enum(IMPORT_JOB_STATES),
  items: z
    .array(z.object({ problemId: z.string().nullable(), status: z.string(), pid: z.number().optional() }))
    .nullable(),
  reason: z.string().nullable(),
});
export type RemoteImportJob = z.infer<typeof remoteImportJobSchema>;

/** The room of one import job (admin roles): its whole view after each change. */
export const remoteImportJobRoom = (job: number) => `admin:problem-import:${job}`;

/** GET /api/admin/import-jobs/:job: where the fetch is, and its problem or why it failed. */
export function getRemoteImportJob(job: number, signal?: AbortSignal): Promise<RemoteImportJob> {
  return apiRequest(`/api/admin/import-jobs/${job}`, remoteImportJobSchema, { signal });
}

const usageRow = z.object({
  bank: remoteBankSchema,
  username: z.string(),
  submitsToday: z.number(),
  submits: z.number(),
  failuresToday: z.number(),
  failures: z.number(),
  lastUsedAt: z.string().nullable(),
  limitedUntil: z.number().nullable(),
  siteLimitedUntil: z.number().nullable(),
});
export type RemoteAccountUsageRow = z.infer<typeof usageRow>;
/** The accounts' use, and the server's clock when it was read (the waits count down on it). */
const usageSchema = z.object({ now: z.string(), accounts: z.array(usageRow) });
export type RemoteAccountUsage = z.infer<typeof usageSchema>;

/** The super admin's room: a change per remote submit made or failed, after which the usage is read again. */
export const remoteUsageRoom = 'admin:remote-usage';

/** GET /api/admin/remote-accounts/usage (super admin): each account's submits, failures and limit now. */
export function getRemoteAccountUsage(signal?: AbortSignal): Promise<RemoteAccountUsage> {
  return apiRequest('/api/admin/remote-accounts/usage', usageSchema, { signal });
}
