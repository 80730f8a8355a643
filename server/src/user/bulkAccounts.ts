import { randomInt, randomUUID } from 'node:crypto';
import { DomainError, type EventMetadata, handleCommand, type ProfileFields, RoleCode } from '@oj/events';
import { userBy } from '@oj/projections';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { hashPassword } from '../auth/passwords';
import { claimName } from './userCommands';
import { userDecider, userStreamId } from './userDecider';

/** Hashes at once: argon2 runs on libuv's four threads, more would only queue. */
const HASHES_AT_ONCE = 4;
/** Accounts handled at once on distinct streams (two claims each, then a new user): half the store's pool of 10. */
const APPENDS_AT_ONCE = 4;
/** Letters and digits nobody misreads on paper: no 0/O/o, 1/l/I. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** One account to make in a batch. Without an e-mail it gets a unique address that can never receive mail. */
export interface NewAccount {
  username: string;
  password: string;
  email?: string;
  profile?: Partial<ProfileFields>;
}

export interface MadeAccount {
  uid: string;
  username: string;
}

/** A random password of `length` the account rules accept (a letter and a digit), from the unambiguous alphabet. */
export function randomPassword(length = 12): string {
  for (;;) {
    const password = Array.from(
      { length },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** A random password of digits only, as the spec's account generation asks for (6 to 25 digits). */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/**
 * Makes many accounts as registration does (username and e-mail claims, then `Register` on each user's stream,
 * only the password's hash in the event, then the profile fields given), a few at once. All or nothing for
 * the names: a username or e-mail taken already refuses the batch before anything is written, and one taken
 * meanwhile releases what this batch had claimed and names every clash.
 *
 * @example
 *   const made = await createAccounts(services, metadata, [{ username: 'team01', password: 'x7Kp2q' }], 'temporary');
 */
export async function createAccounts(
  services: Services,
  metadata: EventMetadata,
  accounts: readonly NewAccount[],
  placeholderDomain: string,
): Promise<MadeAccount[]> {
  await refuseTaken(services, accounts);
  const uids = accounts.map(() => randomUUID().replaceAll('-', ''));
  const emails = accounts.map((a, i) => a.email ?? `${uids[i]}@${placeholderDomain}.invalid`);
  await claimAll(services, metadata, accounts, uids, emails);
  const hashes = await allOf(inBatches(accounts, HASHES_AT_ONCE, (a) => hashPassword(a.password)));
  const results = await allOf(
    inBatches(accounts, APPENDS_AT_ONCE, async (account, i) => {
      const uid = uids[i] ?? '';
      const stream = userStreamId(uid);
      const register = {
        type: 'Register' as const,
        uid,
        username: account.username,
        email: emails[i] ?? '',
        passwordHash: hashes[i] ?? '',
        roleCode: RoleCode.user,
      };
      const made = await handleCommand(services.store, stream, userDecider, register, { metadata });
      if (!account.profile || Object.keys(account.profile).length === 0) return made;
      const changes = { type: 'ChangeProfile' as const, changes: account.profile };
      return handleCommand(services.store, stream, userDecider, changes, { metadata });
    }),
  );
  await services.settled('users', Math.max(...results.flatMap((r) => r.positions)));
  return accounts.map((a, i) => ({ uid: uids[i] ?? '', username: a.username }));
}

async function refuseTaken(services: Services, accounts: readonly NewAccount[]) {
  const taken = async (a: NewAccount) => {
    if (await userBy(services.db, { username: a.username })) return [a.username];
    if (a.email && (await userBy(services.db, { email: a.email }))) return [a.email];
    return [];
  };
  const names = (await Promise.all(accounts.map(taken))).flat();
  if (names.length > 0) throw new HttpError(400, `The username already exists: ${names.join(', ')}`);
}

/**
 * Claims every username and e-mail, a few accounts at once (each claim on its own stream). On a clash,
 * gives back what this batch claimed (a release by another holder is a no-op) and names every clash.
 */
async function claimAll(
  services: Services,
  metadata: EventMetadata,
  accounts: readonly NewAccount[],
  uids: readonly string[],
  emails: readonly string[],
) {
  const claim = (type: 'Claim' | 'Release', account: NewAccount, i: number) =>
    Promise.all([
      claimName(services, metadata, type, 'username', account.username, uids[i] ?? ''),
      claimName(services, metadata, type, 'email', emails[i] ?? '', uids[i] ?? ''),
    ]);
  const claims = await inBatches(accounts, APPENDS_AT_ONCE, (a, i) => claim('Claim', a, i));
  const failures = claims.flatMap((c, i) => (c.status === 'rejected' ? [{ i, reason: c.reason }] : []));
  if (failures.length === 0) return;
  await allOf(inBatches(accounts, APPENDS_AT_ONCE, (a, i) => claim('Release', a, i)));
  const clashes = failures.filter((f) => f.reason instanceof DomainError && f.reason.code === 'conflict');
  const other = failures.find((f) => !clashes.includes(f));
  if (other) throw other.reason;
  // Names registered since the read-model check: the same refusal, naming them.
  const names = clashes.map((f) => accounts[f.i]?.username);
  throw new HttpError(400, `The username already exists: ${names.join(', ')}`);
}

/** Runs `task` on every item, at most `size` at once, and reports how each went. */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size).map((item, offset) => task(item, start + offset));
    results.push(...(await Promise.allSettled(batch)));
  }
  return results;
}

/** The values, or the first failure thrown. */
export async function allOf<R>(settled: Promise<PromiseSettledResult<R>[]>): Promise<R[]> {
  return (await settled).map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

/** The range and the name's parts of numbered accounts. */
export interface NameRange {
  prefix: string;
  from: number;
  to: number;
  suffix: string;
}

/** prefix + number + suffix for every number of the range, padded to the width of `to` so names sort as they count. */
export function numberedUsernames(range: NameRange): string[] {
  return Array.from({ length: range.to - range.from + 1 }, (_, i) => numberedUsername(range, range.from + i));
}

/** The name of number `n` of the range; every name of a range is as long as the last one. */
export function numberedUsername(range: NameRange, n: number): string {
  return `${range.prefix}${String(n).padStart(String(range.to).length, '0')}${range.suffix}`;
}
