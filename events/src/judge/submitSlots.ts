/**
 * Remote judging's submit slots: the rule a remote runner's own gate and the server's shared one follow,
 * so one runner alone and many runners together keep a site's limits the same way.
 */
export interface SubmitIntervals {
  siteIntervalMs: number;
  accountIntervalMs: number;
}

/**
 * The slot rule both gates follow: the account free soonest (the first of equals), and the submit at
 * the latest of now, the site's next slot and the account's next slot. Pure: the caller stores `next`.
 *
 * @example
 * planSlot(1000, { site: 1500, accounts: [2000, 1200] }, { siteIntervalMs: 1000, accountIntervalMs: 5000 })
 * // -> { index: 1, at: 1500, siteNext: 2500, accountNext: 6500 }
 */
export function planSlot(
  now: number,
  next: { site: number; accounts: readonly number[] },
  intervals: SubmitIntervals,
): { index: number; at: number; siteNext: number; accountNext: number } {
  let index = 0;
  for (let i = 1; i < next.accounts.length; i += 1) {
    if ((next.accounts[i] ?? 0) < (next.accounts[index] ?? 0)) index = i;
  }
  const at = Math.max(now, next.site, next.accounts[index] ?? 0);
  return {
    index,
    at,
    siteNext: at + intervals.siteIntervalMs,
    accountNext: at + intervals.accountIntervalMs,
  };
}
