import { type EventMetadata, handleCommand } from '@oj/events';
import { userBy } from '@oj/projections';
import { HttpError } from '../app/httpError';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { claimDecider, claimStreamId } from './claimDecider';
import { type UserCommand, userDecider, userStreamId } from './userDecider';

/** Runs a user command and waits until the `users` read model shows it. */
export async function runUserCommand(
  services: Services,
  metadata: EventMetadata,
  uid: string,
  command: UserCommand,
) {
  return runCommand(services, 'users', userStreamId(uid), userDecider, command, metadata);
}

/** Claims (or releases) a unique username or e-mail for `uid`; a clash is a 409 with the spec's message. */
export async function claimName(
  services: Services,
  metadata: EventMetadata,
  type: 'Claim' | 'Release',
  kind: 'username' | 'email' | 'problemId',
  value: string,
  uid: string,
) {
  await handleCommand(
    services.store,
    claimStreamId(kind, value),
    claimDecider,
    { type, kind, value, uid },
    { metadata },
  );
}

export async function requireUser(services: Services, uid: string) {
  const user = await userBy(services.db, { uid });
  if (!user) throw new HttpError(404, 'The user does not exist');
  return user;
}

/** Who holds a unique name now, read from its claim stream (the write side, not a read model). */
export async function claimHolder(
  services: Services,
  kind: 'username' | 'email' | 'problemId',
  value: string,
) {
  const events = await services.store.readStream(claimStreamId(kind, value));
  return events.reduce(claimDecider.evolve, claimDecider.initialState()).holder;
}
