import Router from '@koa/router';
import { userBy } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { BANNED_MESSAGE, currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { issueCaptcha } from '../auth/captcha';
import { passwordMatches, spendPasswordCheck } from '../auth/passwords';
import { loginLocked, recordLoginAttempt } from './loginAttempts';
import { requireUser, runUserCommand } from './userCommands';
import { userInfoOf } from './userInfo';
import { messages } from './validation';

const loginForm = z.object({
  username: z.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(100),
  password: z.string({ error: 'The password is required' }).min(1, 'The password is required').max(100),
});

/** `kind=digits` for the settings forms' 6-digit captcha; letters (the reset request's) by default. */
const captchaQuery = z.object({ kind: z.enum(['letters', 'digits']).default('letters') });

/** Sign in, sign out, the caller's roles, and captchas. */
export function authRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.post('/login', async (ctx) => {
    const { username, password } = parseInput(loginForm, ctx.request.body);
    const ip = ctx.ip;
    if (await loginLocked(services.store, username, ip, new Date()))
      throw new HttpError(429, messages.loginLocked);
    const user = await userBy(services.db, { username });
    const matched = user
      ? await passwordMatches(user.password_hash, password)
      : await spendPasswordCheck(password).then(() => false);
    // A successful sign-in is the user's own act: the audit log names them, not an anonymous caller.
    const metadata = { ...commandMetadata(ctx), actorUid: user && matched ? user.uid : null };
    await recordLoginAttempt(services.store, username, ip, matched, metadata);
    // A deleted account answers as an unknown one: it has no person behind it any more.
    if (!user || !matched || user.deleted_at) throw new HttpError(400, messages.loginFailed);
    if (user.banned) throw new HttpError(403, BANNED_MESSAGE);
    // Cut to the event's limit: a browser may send any length.
    const userAgent = ctx.get('User-Agent').slice(0, 512) || null;
    await runUserCommand(services, metadata, user.uid, { type: 'RecordLogin', ip, userAgent });
    ctx.set('Authorization', await services.tokens.issue(user.uid, Date.now()));
    ctx.set('Access-Control-Expose-Headers', 'Authorization, Refresh-Token');
    ok(ctx, userInfoOf(await requireUser(services, user.uid)));
  });

  router.get('/logout', requireLogin(), async (ctx) => {
    await runUserCommand(services, commandMetadata(ctx), currentPrincipal(ctx).uid, { type: 'Logout' });
    ok(ctx, null);
  });

  router.get('/get-user-auth-info', requireLogin(), (ctx) => {
    const { roles, permissions } = currentPrincipal(ctx);
    ok(ctx, { roles, permissions });
  });

  router.get('/captcha', async (ctx) => {
    const { kind } = parseInput(captchaQuery, ctx.query);
    ok(ctx, await issueCaptcha(services.db, kind));
  });

  return router;
}
