import type { Context, Next } from 'koa';
import { HttpError } from '../../app/httpError';
import { currentPrincipal } from '../../auth/authMiddleware';
import { canManageContests } from '../core/contestAccess';

/** Only whoever may create contests may import a feed as one (403 otherwise, 401 signed out). */
export function requireContestCreator() {
  return async function requireContestCreator(ctx: Context, next: Next) {
    if (!canManageContests(currentPrincipal(ctx))) {
      throw new HttpError(403, 'You do not have permission to do this');
    }
    await next();
  };
}
