import Router from '@koa/router';
import { handleCommand, remoteAccountUsername, remoteBankSchema, remoteProblemRef } from '@oj/events';
import { submissionById, submissionSummary } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireAdmin, requireLogin, requireRoot } from '../auth/authMiddleware';
import { runSubmissionCommand } from '../submission/submissionCommands';
import { isAdminRole } from '../user/roles';
import { accountKey, encryptPassword } from './accountCrypto';
import { accountUsage } from './accountUsage';
import { listRemoteAccounts, REMOTE_ACCOUNTS_STREAM, remoteAccountDecider } from './remoteAccounts';
import { queueRemoteProblemImport } from './remoteProblemImport';

const accountInput = z.object({
  bank: remoteBankSchema,
  username: remoteAccountUsername,
  password: z.string().min(1, 'The password is required').max(200),
});
const accountRef = z.object({ bank: remoteBankSchema, username: remoteAccountUsername });

/**
 * Remote judging's routes: the resubmit of a submission that failed to submit (spec 01 section 7: its
 * author or an admin), and the super admin's pool of site accounts (passwords encrypted at rest, never in
 * a reply or the audit).
 */
export function remoteRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const key = () => services.judge.remoteAccountKey ?? accountKey();

  router.get('/resubmit', requireLogin(), async (ctx) => {
    const { submitId } = parseInput(z.object({ submitId: idParam }), ctx.query);
    const principal = currentPrincipal(ctx);
    const row = await submissionById(services.db, submitId);
    if (!row) throw new HttpError(404, 'The submission does not exist');
    if (row.uid !== principal.uid && !isAdminRole(principal.roles))
      throw new HttpError(403, 'You do not have permission to do this');
    await runSubmissionCommand(services, commandMetadata(ctx), submitId, { type: 'Resubmit' });
    const after = await submissionById(services.db, submitId);
    ctx.status = 200;
    ctx.body = {
      status: 200,
      msg: 'resubmitted successfully',
      data: after ? submissionSummary(after) : null,
    };
  });

  // Spec 03 section 7: "import remote problem" (admin roles): a job a remote runner of the bank fetches;
  // the admin follows it as any import job (its room, or GET /api/admin/import-jobs/:job).
  router.post('/admin/import-remote-problem', requireAdmin(), async (ctx) => {
    const input = parseInput(remoteProblemRef, ctx.request.body);
    const uid = currentPrincipal(ctx).uid;
    ok(ctx, await queueRemoteProblemImport(services, commandMetadata(ctx), uid, input));
  });

  router.get('/admin/remote-accounts', requireRoot(), async (ctx) => {
    ok(ctx, await listRemoteAccounts(services));
  });

  // Each pool account's use (the remote-account-usage read model) and its submit slot now: the
  // back office's usage table (REST; the card reads it again on each change in `admin:remote-usage`).
  router.get('/admin/remote-accounts/usage', requireRoot(), async (ctx) => {
    ok(ctx, await accountUsage(services));
  });

  router.post('/admin/remote-account', requireRoot(), async (ctx) => {
    const input = parseInput(accountInput, ctx.request.body);
    await handleCommand(
      services.store,
      REMOTE_ACCOUNTS_STREAM,
      remoteAccountDecider,
      {
        type: 'SaveAccount',
        bank: input.bank,
        username: input.username,
        password: encryptPassword(key(), input.password),
      },
      { metadata: commandMetadata(ctx) },
    );
    ok(ctx, await listRemoteAccounts(services));
  });

  router.delete('/admin/remote-account', requireRoot(), async (ctx) => {
    const input = parseInput(accountRef, ctx.query);
    await handleCommand(
      services.store,
      REMOTE_ACCOUNTS_STREAM,
      remoteAccountDecider,
      { type: 'RemoveAccount', ...input },
      { metadata: commandMetadata(ctx) },
    );
    ok(ctx, await listRemoteAccounts(services));
  });

  return router;
}
