import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { TemporaryAccount, TemporaryAccountsForm } from '../model/temporaryAccounts';

const reply = z.object({
  accounts: z.array(z.object({ username: z.string(), password: z.string() })),
});

/**
 * POST /api/admin/contest/temporary-accounts: makes the accounts and registers them in the contest. The
 * passwords come back here only, once.
 */
export async function createTemporaryAccounts(
  cid: number,
  form: TemporaryAccountsForm,
): Promise<TemporaryAccount[]> {
  const body = { cid, ...form, suffix: form.suffix || undefined };
  return (await apiRequest('/api/admin/contest/temporary-accounts', reply, { method: 'POST', body }))
    .accounts;
}
