import Router from '@koa/router';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireRoot } from '../auth/authMiddleware';
import { requireUser, runUserCommand } from './userCommands';

/** The reference's user status: 0 normal, 1 banned. */
const statusForm = z.object({
  uid: z.string().min(1).max(64),
  status: z.union([z.literal(0), z.literal(1)], { error: 'The status must be 0 (normal) or 1 (banned)' }),
  reason: z.string().max(200).default(''),
});

/** The super admin's account actions that end sessions; the full user back office builds on these. */
export function userAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin/user' });

  router.put('/status', requireRoot(), async (ctx) => {
    const { uid, status, reason } = parseInput(statusForm, ctx.request.body);
    if (uid === currentPrincipal(ctx).uid) throw new HttpError(400, 'You cannot ban yourself');
    await requireUser(services, uid);
    const command = status === 1 ? { type: 'Ban' as const, reason } : { type: 'Unban' as const };
    await runUserCommand(services, commandMetadata(ctx), uid, command);
    ok(ctx, null);
  });

  return router;
}
