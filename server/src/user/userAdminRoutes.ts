import Router from '@koa/router';
import { RoleCode, UserStatus } from '@oj/events';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireRoot } from '../auth/authMiddleware';
import { requireUser, runUserCommand } from './userCommands';

const statusForm = z.object({
  uid: z.string().min(1).max(64),
  status: z.union([z.literal(UserStatus.normal), z.literal(UserStatus.banned)], {
    error: `The status must be ${UserStatus.normal} (normal) or ${UserStatus.banned} (banned)`,
  }),
  reason: z.string().max(200).default(''),
});

const roleCodeError = `The role code must be one of ${RoleCode.root}-${RoleCode.problemAdmin}`;
const roleForm = z.object({
  uid: z.string().min(1).max(64),
  roleCode: z
    .number({ error: roleCodeError })
    .int()
    .min(RoleCode.root, roleCodeError)
    .max(RoleCode.problemAdmin, roleCodeError),
});

/** The super admin's account actions that change what a session may do; the user back office builds on these. */
export function userAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin/user' });

  router.put('/status', requireRoot(), async (ctx) => {
    const { uid, status, reason } = parseInput(statusForm, ctx.request.body);
    if (uid === currentPrincipal(ctx).uid) throw new HttpError(400, 'You cannot ban yourself');
    await requireUser(services, uid);
    const command =
      status === UserStatus.banned ? { type: 'Ban' as const, reason } : { type: 'Unban' as const };
    await runUserCommand(services, commandMetadata(ctx), uid, command);
    ok(ctx, null);
  });

  router.put('/role', requireRoot(), async (ctx) => {
    const { uid, roleCode } = parseInput(roleForm, ctx.request.body);
    if (uid === currentPrincipal(ctx).uid) throw new HttpError(400, 'You cannot change your own role');
    await requireUser(services, uid);
    await runUserCommand(services, commandMetadata(ctx), uid, { type: 'ChangeRole', roleCode });
    ok(ctx, null);
  });

  return router;
}
