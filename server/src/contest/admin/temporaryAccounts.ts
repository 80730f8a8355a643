import { randomInt, randomUUID } from 'node:crypto';
import { ContestAuth, DomainError, type EventMetadata, handleCommand, RoleCode } from '@oj/events';
import { accountLimits } from '@oj/events/contracts';
import type { ContestRow } from '@oj/projections';
import { userBy } from '@oj/projections';
import { z } from 'zod';
import { idParam } from '../../app/decimalInt';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { hashPassword } from '../../auth/passwords';
import { claimName } from '../../user/userCommands';
import { userDecider, userStreamId } from '../../user/userDecider';
import { accountAllowed } from '../core/accountLimit';
import { contestDecider, contestStreamId } from '../core/contestDecider';

/** The most accounts one request makes: an onsite contest's rooms, not a site's user base. */
export const MAX_TEMPORARY_ACCOUNTS = 500;
/** Letters and digits a contestant cannot misread on paper: no 0/O/o, 1/l/I. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_LENGTH = 12;
/** Hashes at once: argon2 runs on libuv's four threads, more would only queue. */
const HASHES_AT_ONCE = 4;
/** Accounts handled at once on distinct streams (two claims each, then a new user): half the store's pool of 10. */
const APPENDS_AT_ONCE = 4;

const numberMessage = 'The numbers must be whole numbers from 0 to 99999999';
const number = z
  .number({ error: numberMessage })
  .int(numberMessage)
  .min(0, numberMessage)
  .max(99_999_999, numberMessage);
const tooLong = `The usernames must be at most ${accountLimits.usernameMaxLength} characters`;
export const temporaryAccountsBody = z
  .object({
    cid: idParam,
    prefix: z.string().trim().min(1, 'The prefix is required').max(accountLimits.usernameMaxLength, tooLong),
    from: number,
    to: number,
    suffix: z.string().trim().max(accountLimits.usernameMaxLength, tooLong).default(''),
  })
  .refine((b) => b.to >= b.from, { message: 'The end of the range must not be less than its start' })
  .refine((b) => b.to - b.from < MAX_TEMPORARY_ACCOUNTS, {
    message: `At most ${MAX_TEMPORARY_ACCOUNTS} accounts can be generated at once`,
  })
  .refine((b) => usernameOf(b, b.to).length <= accountLimits.usernameMaxLength, { message: tooLong });

/** The range and the name's parts. */
interface NameRange {
  prefix: string;
  from: number;
  to: number;
  suffix: string;
}

/** prefix + number + suffix, the number padded to the width of `to` so the names sort as they count. */
function usernameOf(request: NameRange, n: number): string {
  return `${request.prefix}${String(n).padStart(String(request.to).length, '0')}${request.suffix}`;
}

export function temporaryUsernames(request: NameRange): string[] {
  return Array.from({ length: request.to - request.from + 1 }, (_, i) =>
    usernameOf(request, request.from + i),
  );
}

/** A random password the account rules accept (a letter and a digit), from the unambiguous alphabet. */
export function temporaryPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: PASSWORD_LENGTH },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export interface TemporaryAccount {
  username: string;
  password: string;
}

/**
 * Makes the accounts as a registration does (username and e-mail claims, then `Register` on the user's
 * stream, only the password's hash in the event) and registers each into the contest with the same
 * `Register` command `register-contest` runs. All or nothing: a taken username refuses the batch before
 * anything is written, and a name taken meanwhile releases the names this batch had claimed.
 */
export async function createTemporaryAccounts(
  services: Services,
  metadata: EventMetadata,
  contest: ContestRow,
  usernames: readonly string[],
): Promise<TemporaryAccount[]> {
  await refuseTakenNames(services, usernames);
  refuseUnregistrable(contest, usernames);
  const uids = await claimAll(services, metadata, usernames);
  const accounts = usernames.map((username) => ({ username, password: temporaryPassword() }));
  const hashes = await allOf(inBatches(accounts, HASHES_AT_ONCE, (a) => hashPassword(a.password)));
  const registered = await allOf(
    inBatches(accounts, APPENDS_AT_ONCE, ({ username }, i) => {
      const uid = uids[i] ?? '';
      const passwordHash = hashes[i] ?? '';
      const command = {
        type: 'Register' as const,
        uid,
        username,
        email: placeholderEmail(uid),
        passwordHash,
      };
      return handleCommand(
        services.store,
        userStreamId(uid),
        userDecider,
        { ...command, roleCode: RoleCode.user },
        { metadata },
      );
    }),
  );
  const lastUserPosition = Math.max(...registered.flatMap((result) => result.positions));
  await services.settled('users', lastUserPosition);
  await registerAll(services, metadata, contest, usernames, uids);
  return accounts;
}

/** Temporary accounts have no mailbox; a unique address under `.invalid` (RFC 2606) can never receive mail. */
const placeholderEmail = (uid: string) => `${uid}@temporary.invalid`;

async function refuseTakenNames(services: Services, usernames: readonly string[]) {
  const found = await Promise.all(usernames.map((username) => userBy(services.db, { username })));
  const taken = usernames.filter((_, i) => found[i] !== undefined);
  if (taken.length > 0) throw new HttpError(400, `The username already exists: ${taken.join(', ')}`);
}

/** What would make the contest refuse a registration, checked before any account is made. */
function refuseUnregistrable(contest: ContestRow, usernames: readonly string[]) {
  const fields = contest.fields;
  if (fields.auth === ContestAuth.public) return;
  if (Date.now() >= contest.end_time.getTime() && !fields.allowEndSubmit)
    throw new HttpError(400, 'Contest has ended');
  if (!fields.openAccountLimit) return;
  const refused = usernames.filter((username) => !accountAllowed(fields.accountLimitRule, username));
  if (refused.length > 0) {
    throw new HttpError(400, `The contest's account limit refuses these usernames: ${refused.join(', ')}`);
  }
}

/**
 * Claims every username and a placeholder e-mail, a few at once (each on its own stream). On a clash,
 * gives back what this batch claimed (a release by another holder is a no-op) and names every clash.
 */
async function claimAll(services: Services, metadata: EventMetadata, usernames: readonly string[]) {
  const uids = usernames.map(() => randomUUID().replaceAll('-', ''));
  const claim = (type: 'Claim' | 'Release', username: string, i: number) =>
    Promise.all([
      claimName(services, metadata, type, 'username', username, uids[i] ?? ''),
      claimName(services, metadata, type, 'email', placeholderEmail(uids[i] ?? ''), uids[i] ?? ''),
    ]);
  const claims = await inBatches(usernames, APPENDS_AT_ONCE, (username, i) => claim('Claim', username, i));
  const failures = claims.flatMap((c, i) => (c.status === 'rejected' ? [{ i, reason: c.reason }] : []));
  if (failures.length === 0) return uids;
  await allOf(inBatches(usernames, APPENDS_AT_ONCE, (username, i) => claim('Release', username, i)));
  const clashes = failures.filter((f) => f.reason instanceof DomainError && f.reason.code === 'conflict');
  const other = failures.find((f) => !clashes.includes(f));
  if (other) throw other.reason;
  // Names registered since the read-model check: the same refusal, naming them.
  throw new HttpError(400, `The username already exists: ${clashes.map((f) => usernames[f.i]).join(', ')}`);
}

/** Runs `task` on every item, at most `size` at once, and reports how each went. */
async function inBatches<T, R>(
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
async function allOf<R>(settled: Promise<PromiseSettledResult<R>[]>): Promise<R[]> {
  return (await settled).map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

/** A public contest needs no registration; the others get each account with the contest's own password. */
async function registerAll(
  services: Services,
  metadata: EventMetadata,
  contest: ContestRow,
  usernames: readonly string[],
  uids: readonly string[],
) {
  if (contest.fields.auth === ContestAuth.public) return;
  let last: number | undefined;
  for (const [i, username] of usernames.entries()) {
    const command = {
      type: 'Register' as const,
      uid: uids[i] ?? '',
      username,
      password: contest.fields.pwd ?? '',
      now: Date.now(),
    };
    const result = await handleCommand(
      services.store,
      contestStreamId(contest.cid),
      contestDecider,
      command,
      {
        metadata,
      },
    );
    last = result.positions.at(-1) ?? last;
  }
  await services.settled('contests', last);
}
