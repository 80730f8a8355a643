import Router from '@koa/router';
import { readSiteSettings, userBy } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { captchaSolved } from '../auth/captcha';
import { hashPassword } from '../auth/passwords';
import { sendMail } from '../mail/mailer';
import { issueCode, useCode } from './codes';
import { runUserCommand } from './userCommands';
import { captcha, email, messages, password } from './validation';

const applyForm = z.object({ email, captcha, captchaKey: z.string().min(1).max(100) });
const resetForm = z.object({
  username: z.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(100),
  password,
  code: z.string({ error: messages.codeInvalid }).min(1, messages.codeInvalid).max(100),
});

/** Forgotten password: a captcha-guarded e-mail with a one-time link, then a new password. */
export function passwordResetRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.post('/apply-reset-password', async (ctx) => {
    const form = parseInput(applyForm, ctx.request.body);
    if (!(await captchaSolved(services.db, form.captchaKey, form.captcha)))
      throw new HttpError(400, messages.captchaInvalid);
    const user = await userBy(services.db, { email: form.email });
    if (!user) throw new HttpError(400, messages.emailMissing);
    const metadata = commandMetadata(ctx);
    const code = await issueCode(services, 'reset', user.email, user.uid, metadata);
    const { website } = await readSiteSettings(services.db);
    const link = `${website.baseUrl.replace(/\/$/, '')}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
    const text = `Someone asked to reset the password of ${user.username} on ${website.name}.\nTo choose a new password, open ${link}\nThe link works once, for 10 minutes. If it was not you, ignore this mail.`;
    await sendMail(
      services,
      { to: user.email, subject: `${website.name}: reset your password`, text },
      metadata,
    );
    ok(ctx, null);
  });

  router.post('/reset-password', async (ctx) => {
    const form = parseInput(resetForm, ctx.request.body);
    const user = await userBy(services.db, { username: form.username });
    if (!user) throw new HttpError(400, messages.usernameMissing);
    const owner = await useCode(services, 'reset', user.email, form.code, commandMetadata(ctx));
    if (owner !== user.uid) throw new HttpError(400, messages.codeInvalid);
    const passwordHash = await hashPassword(form.password);
    await runUserCommand(services, commandMetadata(ctx), user.uid, {
      type: 'ChangePassword',
      passwordHash,
      reason: 'reset',
    });
    // Whoever knew the old password is signed out everywhere.
    await runUserCommand(services, commandMetadata(ctx), user.uid, { type: 'Logout' });
    ok(ctx, null);
  });

  return router;
}
