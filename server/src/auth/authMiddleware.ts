import type { Context, Next } from 'koa';
import { HttpError } from '../app/httpError';
import { isAdminRole, isSuperAdmin } from '../user/roles';
import type { AuthPrincipal, TokenCheck } from './principal';
import { tokenFromHeader } from './principal';
import { TOKEN_REFRESH_AFTER_MS } from './tokens';

/**
 * Resolves the request's token (if any) into `ctx.state.principal`. Never refuses by itself: routes
 * say what they need with requireLogin / requireAdmin / requireRoot. A token older than 12 h is
 * swapped for a fresh one in the `Authorization` response header with `Refresh-Token: true`.
 */
export function authenticate(deps: {
  check(token: string): Promise<TokenCheck>;
  issue(uid: string, nowMs: number): Promise<string>;
}) {
  return async function authenticate(ctx: Context, next: Next) {
    ctx.state.principal = null;
    const token = tokenFromHeader(ctx.get('Authorization'));
    if (token) {
      const result = await deps.check(token);
      if ('principal' in result) {
        ctx.state.principal = result.principal;
        const now = Date.now();
        if (now - result.principal.issuedAtMs > TOKEN_REFRESH_AFTER_MS) {
          ctx.set('Authorization', await deps.issue(result.principal.uid, now));
          ctx.set('Refresh-Token', 'true');
          ctx.set('Access-Control-Expose-Headers', 'Authorization, Refresh-Token');
        }
      } else {
        ctx.state.tokenProblem = result.problem;
      }
    }
    await next();
  };
}

export const BANNED_MESSAGE = 'Your account has been banned, please contact the administrator';

export function currentPrincipal(ctx: Context): AuthPrincipal {
  const { principal, tokenProblem: problem } = ctx.state;
  if (principal) return principal;
  if (problem === 'banned') throw new HttpError(403, BANNED_MESSAGE);
  throw new HttpError(401, problem ? 'Your login has expired, please login again' : 'Please login first');
}

export function requireLogin() {
  return async function requireLogin(ctx: Context, next: Next) {
    currentPrincipal(ctx);
    await next();
  };
}

export function requireAdmin() {
  return async function requireAdmin(ctx: Context, next: Next) {
    if (!isAdminRole(currentPrincipal(ctx).roles))
      throw new HttpError(403, 'You do not have permission to do this');
    await next();
  };
}

export function requireRoot() {
  return async function requireRoot(ctx: Context, next: Next) {
    if (!isSuperAdmin(currentPrincipal(ctx).roles))
      throw new HttpError(403, 'Only the super administrator may do this');
    await next();
  };
}
