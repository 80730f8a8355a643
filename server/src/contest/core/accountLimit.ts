import type { AccountLimitRule } from '@oj/events';

/**
 * Whether a username may enter a contest with an account limit (spec 03 "accountLimitRule"): it is
 * one of the extra accounts, or prefix + a number in [numberFrom, numberTo] + suffix.
 *
 * @example
 * accountAllowed({ prefix: 'team', suffix: '', numberFrom: 1, numberTo: 50, extraAccount: 'judge' }, 'team07') // true
 */
export function accountAllowed(rule: AccountLimitRule | null, username: string): boolean {
  if (!rule) return true;
  const extra = rule.extraAccount
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (extra.includes(username)) return true;
  if (rule.numberFrom === null || rule.numberTo === null) return false;
  if (!username.startsWith(rule.prefix) || !username.endsWith(rule.suffix)) return false;
  const middle = username.slice(rule.prefix.length, username.length - rule.suffix.length);
  if (!/^\d{1,10}$/.test(middle)) return false;
  const n = Number(middle);
  return n >= rule.numberFrom && n <= rule.numberTo;
}
