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

const number = z.number().int().min(0).max(99_999_999);
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
  const hashes = await hashAll(accounts.map((a) => a.password));
  let lastUserPosition: number | undefined;
  for (const [i, { username }] of accounts.entries()) {
    const uid = uids[i] ?? '';
    const result = await handleCommand(
      services.store,
      userStreamId(uid),
      userDecider,
      {
        type: 'Register',
        uid,
        username,
        email: placeholderEmail(uid),
        passwordHash: hashes[i] ?? '',
        roleCode: RoleCode.user,
      },
      { metadata },
    );
    lastUserPosition = result.positions.at(-1) ?? lastUserPosition;
  }
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

/** Claims every username and a placeholder e-mail; on a clash, gives back what this batch claimed. */
async function claimAll(services: Services, metadata: EventMetadata, usernames: readonly string[]) {
  const uids: string[] = [];
  try {
    for (const username of usernames) {
      const uid = randomUUID().replaceAll('-', '');
      await claimName(services, metadata, 'Claim', 'username', username, uid);
      uids.push(uid);
      await claimName(services, metadata, 'Claim', 'email', placeholderEmail(uid), uid);
    }
    return uids;
  } catch (error) {
    for (const [i, uid] of uids.entries()) {
      await claimName(services, metadata, 'Release', 'username', usernames[i] ?? '', uid);
      await claimName(services, metadata, 'Release', 'email', placeholderEmail(uid), uid);
    }
    // A name registered since the read-model check above: the same refusal, naming it.
    if (error instanceof DomainError && error.code === 'conflict')
      throw new HttpError(400, `The username already exists: ${usernames[uids.length]}`);
    throw error;
  }
}

async function hashAll(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < passwords.length; i += HASHES_AT_ONCE) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + HASHES_AT_ONCE).map(hashPassword))));
  }
  return hashes;
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
