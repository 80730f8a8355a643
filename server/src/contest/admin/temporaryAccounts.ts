import { ContestAuth, type EventMetadata, handleCommand } from '@oj/events';
import { accountLimits } from '@oj/events/contracts';
import type { ContestRow } from '@oj/projections';
import { z } from 'zod';
import { idParam } from '../../app/decimalInt';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { createAccounts, numberedUsername, numberedUsernames, randomPassword } from '../../user/bulkAccounts';
import { accountAllowed } from '../core/accountLimit';
import { contestDecider, contestStreamId } from '../core/contestDecider';

/** The most accounts one request makes: an onsite contest's rooms, not a site's user base. */
export const MAX_TEMPORARY_ACCOUNTS = 500;
const PASSWORD_LENGTH = 12;

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
  .refine((b) => numberedUsername(b, b.to).length <= accountLimits.usernameMaxLength, { message: tooLong });

export const temporaryUsernames = numberedUsernames;

export interface TemporaryAccount {
  username: string;
  password: string;
}

/**
 * Makes the accounts as a registration does (`createAccounts`: claims, then `Register`) and registers each
 * into the contest with the same `Register` command `register-contest` runs. All or nothing: a taken
 * username refuses the batch before anything is written.
 */
export async function createTemporaryAccounts(
  services: Services,
  metadata: EventMetadata,
  contest: ContestRow,
  usernames: readonly string[],
): Promise<TemporaryAccount[]> {
  refuseUnregistrable(contest, usernames);
  const accounts = usernames.map((username) => ({ username, password: randomPassword(PASSWORD_LENGTH) }));
  const made = await createAccounts(services, metadata, accounts, 'temporary');
  await registerAll(
    services,
    metadata,
    contest,
    usernames,
    made.map((m) => m.uid),
  );
  return accounts;
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
