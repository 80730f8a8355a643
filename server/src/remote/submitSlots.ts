import { planSlot, type RemoteSlotReply, type RemoteSlotRequest } from '@oj/events/judge';
import { sql } from 'kysely';
import type { Services } from '../app/services';

const accountKey = (bank: string, username: string) => `${bank}:${username}`;

/**
 * Books a remote runner's next submit slot in `remote_submit_slots`, in one transaction that locks the
 * site's row and its accounts' rows (in key order, so two bookings never deadlock): every remote runner
 * books here, so together they submit to a site at most once per `siteIntervalMs` and with an account at
 * most once per `accountIntervalMs`.
 */
export async function bookSubmitSlot(
  services: Pick<Services, 'db'>,
  request: RemoteSlotRequest,
  now: number,
): Promise<RemoteSlotReply> {
  const usernames = [...new Set(request.usernames)];
  const siteKey = request.bank;
  // Sorted: every booking inserts and locks rows in one order, so two bookings never deadlock.
  const keys = [siteKey, ...usernames.map((u) => accountKey(request.bank, u))].sort();
  return services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remote_submit_slots')
      .values(keys.map((key) => ({ key, next_at: 0 })))
      .onConflict((c) => c.column('key').doNothing())
      .execute();
    const { rows } = await sql<{ key: string; next_at: string }>`
      select key, next_at from remote_submit_slots where key in (${sql.join(keys)}) order by key for update`.execute(
      trx,
    );
    const next = new Map(rows.map((r) => [r.key, Number(r.next_at)]));
    const plan = planSlot(
      now,
      {
        site: next.get(siteKey) ?? 0,
        accounts: usernames.map((u) => next.get(accountKey(request.bank, u)) ?? 0),
      },
      request,
    );
    const username = usernames[plan.index] ?? '';
    for (const [key, at] of [
      [siteKey, plan.siteNext],
      [accountKey(request.bank, username), plan.accountNext],
    ] as const) {
      await trx.updateTable('remote_submit_slots').set({ next_at: at }).where('key', '=', key).execute();
    }
    return { username, waitMs: plan.at - now };
  });
}

/** When each account of a bank may submit next (epoch ms; absent: never booked), for the usage page. */
export async function nextSubmitTimes(services: Pick<Services, 'db'>): Promise<Map<string, number>> {
  const rows = await services.db.selectFrom('remote_submit_slots').select(['key', 'next_at']).execute();
  return new Map(rows.map((r) => [r.key, Number(r.next_at)]));
}
