// The session token is kept where the server handed it over: the API client and the live
// gateway both read it from here, so a login in one tab is picked up by the next request.
const tokenKey = 'token';

export function readToken(): string | undefined {
  return localStorage.getItem(tokenKey) ?? undefined;
}

export function storeToken(token: string): void {
  localStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  localStorage.removeItem(tokenKey);
}
