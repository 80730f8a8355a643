import { tokenKey } from './sessionKeys';

// The session token is kept where the server handed it over: the API client and the live
// gateway both read it from here, so a login in one tab is picked up by the next request.

// The token this tab last stored or adopted: when it differs from storage, another tab changed it.
let known: string | undefined = readToken();

export function readToken(): string | undefined {
  // The server's render of /home has no storage: it renders for a signed-out reader.
  return globalThis.localStorage?.getItem(tokenKey) ?? undefined;
}

export function knownToken(): string | undefined {
  return known;
}

const listeners = new Set<(token: string | undefined) => void>();

/** Called whenever this tab's token changes (sign-in, sign-out, a renewed token, another tab's change). */
export function onTokenChange(listener: (token: string | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(token: string | undefined): void {
  if (token === known) return;
  known = token;
  for (const listener of listeners) listener(token);
}

export function storeToken(token: string): void {
  localStorage.setItem(tokenKey, token);
  changed(token);
}

export function clearToken(): void {
  localStorage.removeItem(tokenKey);
  changed(undefined);
}

/** Accepts what another tab left in storage as this tab's token too. */
export function adoptStoredToken(): void {
  changed(readToken());
}
