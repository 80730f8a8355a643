import type { UserInfo } from './userInfo';

export type SyncDecision =
  | { kind: 'unchanged' }
  /** Another tab signed in (maybe as someone else): show its user here too. */
  | { kind: 'adopt'; user: UserInfo }
  /** Another tab signed out, or left a token without a readable user. */
  | { kind: 'signedOut' };

/**
 * What a tab coming back into view does about its session (spec 01 §4, Session): nothing if the
 * stored token is the one it knows, else take over the stored session, or treat it as signed out.
 */
export function decideSync(
  known: string | undefined,
  stored: string | undefined,
  storedUser: UserInfo | null,
): SyncDecision {
  if (stored === known) return { kind: 'unchanged' };
  if (stored && storedUser) return { kind: 'adopt', user: storedUser };
  return { kind: 'signedOut' };
}
