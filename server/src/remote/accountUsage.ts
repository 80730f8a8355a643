import { remoteAccountUsage } from '@oj/projections';
import { startOfServerDay } from '../app/serverDay';
import type { Services } from '../app/services';
import { listRemoteAccounts } from './remoteAccounts';
import { nextSubmitTimes } from './submitSlots';

/**
 * The pool's accounts with their use: submits the site took and failed submits, today (the server's day)
 * and in all, the last use, and when the account and its site may next be submitted to (null: now).
 * `now` is the server's clock, so the card counts those waits down on it, not on the reader's.
 */
export async function accountUsage(services: Services) {
  const now = services.judge.now();
  const [accounts, usage, slots] = await Promise.all([
    listRemoteAccounts(services),
    remoteAccountUsage(services.db, startOfServerDay(new Date(now))),
    nextSubmitTimes(services),
  ]);
  const used = new Map(usage.map((u) => [`${u.bank}:${u.username}`, u]));
  const after = (at: number | undefined) => (at !== undefined && at > now ? at : null);
  const rows = accounts.map(({ bank, username }) => {
    const u = used.get(`${bank}:${username}`);
    return {
      bank,
      username,
      submitsToday: u?.submitsToday ?? 0,
      submits: u?.submits ?? 0,
      failuresToday: u?.failuresToday ?? 0,
      failures: u?.failures ?? 0,
      lastUsedAt: u?.lastUsedAt?.toISOString() ?? null,
      /** Epoch ms before which the account may not submit (its own interval), or null. */
      limitedUntil: after(slots.get(`${bank}:${username}`)),
      /** The same for its site (every account of the bank waits for it). */
      siteLimitedUntil: after(slots.get(bank)),
    };
  });
  return { now: new Date(now).toISOString(), accounts: rows };
}
