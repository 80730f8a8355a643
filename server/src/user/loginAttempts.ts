import type { EventMetadata, EventStore, ProductEvent } from '@oj/events';

/** The reference's lockout: 20 failed sign-ins from one IP lock that username for that IP for 30 minutes. */
const LOCK_AFTER_FAILURES = 20;
const LOCK_WINDOW_MS = 30 * 60_000;

const loginStreamId = (username: string) => `login-${username.trim().toLowerCase()}`;

export async function loginLocked(
  store: EventStore<ProductEvent>,
  username: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const since = now.getTime() - LOCK_WINDOW_MS;
  let failures = 0;
  for (const event of await store.readStream(loginStreamId(username))) {
    if (event.type !== 'LoginFailed' && event.type !== 'LoginSucceeded') continue;
    if (event.data.ip !== ip) continue;
    if (event.type === 'LoginSucceeded') failures = 0;
    else if (Date.parse(event.metadata.at) > since) failures++;
  }
  return failures >= LOCK_AFTER_FAILURES;
}

export async function recordLoginAttempt(
  store: EventStore<ProductEvent>,
  username: string,
  ip: string,
  succeeded: boolean,
  metadata: EventMetadata,
): Promise<void> {
  const type = succeeded ? 'LoginSucceeded' : 'LoginFailed';
  await store.append(loginStreamId(username), [{ type, data: { ip } }], { expectedVersion: 'any', metadata });
}
