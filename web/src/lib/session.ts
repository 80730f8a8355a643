import { atom } from 'jotai';
import { userKey } from './sessionKeys';
import { appStore } from './store';
import { adoptStoredToken, clearToken, readToken } from './token';
import { type UserInfo, userInfoSchema } from './userInfo';

// The user is stored next to the token so a reload, or another tab, finds who is signed in
// without a round trip (the server has no "who am I" call besides login).

export function readStoredUser(): UserInfo | null {
  try {
    const stored = localStorage.getItem(userKey);
    const parsed = userInfoSchema.safeParse(stored === null ? null : JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON: someone edited storage by hand
  }
}

const userAtom = atom<UserInfo | null>(readToken() ? readStoredUser() : null);

/** The signed-in user, or null for a visitor. Read-only for components: change it with the calls below. */
export const currentUserAtom = atom((get) => get(userAtom));

/** Keeps the user a login (or a profile change) returned; the token came with the reply's headers. */
export function setUser(user: UserInfo): void {
  localStorage.setItem(userKey, JSON.stringify(user));
  appStore.set(userAtom, user);
}

export function currentUser(): UserInfo | null {
  return appStore.get(userAtom);
}

/** Signed in means a token to send and a user to show; either alone is a stale leftover. */
export function isSignedIn(): boolean {
  return readToken() !== undefined && currentUser() !== null;
}

export function setRoles(roles: string[]): void {
  const user = currentUser();
  if (user) setUser({ ...user, roleList: roles });
}

/** Forgets the token and the user, in storage and on screen. */
export function clearSession(): void {
  clearToken();
  localStorage.removeItem(userKey);
  appStore.set(userAtom, null);
}

/** Takes over the session another tab stored (see sessionSync.ts). */
export function adoptStoredSession(user: UserInfo): void {
  adoptStoredToken();
  appStore.set(userAtom, user);
}
