import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { profileFields } from '@oj/events';
import { readSiteSettings, userBy } from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { captchaSolved } from '../auth/captcha';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { sendMail } from '../mail/mailer';
import { AVATAR_FILE, avatarUpload, avatarUrl, storeAvatar, type Upload } from './avatars';
import { CODE_LIFETIME_MS, issueCode, useCode } from './codes';
import { claimName, requireUser, runUserCommand } from './userCommands';
import { userInfoOf } from './userInfo';
import { digitCaptcha, email, messages, password, registerCode } from './validation';

/** Spec 01 §2.5: both changes need the current password and a captcha (the settings' 6 digits). */
const captchaFields = { captcha: digitCaptcha, captchaKey: z.string().min(1).max(100) };
const passwordForm = z.object({
  oldPassword: z.string().min(1, messages.wrongPassword).max(100),
  newPassword: password,
  ...captchaFields,
});
const emailForm = z.object({
  password: z.string().min(1, messages.wrongPassword).max(100),
  newEmail: email,
  code: registerCode,
  ...captchaFields,
});
/** The signed-in user's own account: password, e-mail, profile and avatar. */
export function profileRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const me = (ctx: Context) => requireUser(services, currentPrincipal(ctx).uid);

  /** Spent before the password is compared, so each guess at the current password costs a captcha. */
  const requireCaptcha = async (form: { captcha: string; captchaKey: string }) => {
    if (!(await captchaSolved(services.db, form.captchaKey, form.captcha)))
      throw new HttpError(400, messages.captchaInvalid);
  };

  router.post('/change-password', requireLogin(), async (ctx) => {
    const form = parseInput(passwordForm, ctx.request.body);
    await requireCaptcha(form);
    const user = await me(ctx);
    if (!(await passwordMatches(user.password_hash, form.oldPassword)))
      throw new HttpError(400, messages.wrongPassword);
    if (form.oldPassword === form.newPassword) throw new HttpError(400, messages.samePassword);
    const passwordHash = await hashPassword(form.newPassword);
    await runUserCommand(services, commandMetadata(ctx), user.uid, {
      type: 'ChangePassword',
      passwordHash,
      reason: 'change',
    });
    // Every other session ends; this one continues with a token issued after the logout.
    await runUserCommand(services, commandMetadata(ctx), user.uid, { type: 'Logout' });
    ctx.set('Authorization', await services.tokens.issue(user.uid, Date.now() + 1));
    ok(ctx, null);
  });

  router.get('/get-change-email-code', requireLogin(), async (ctx) => {
    const address = parseInput(z.object({ email }), ctx.query).email;
    const user = await me(ctx);
    if (address.toLowerCase() === user.email.toLowerCase()) throw new HttpError(400, messages.sameEmail);
    if (await userBy(services.db, { email: address })) throw new HttpError(400, messages.emailExists);
    const metadata = commandMetadata(ctx);
    const code = await issueCode(services, 'change-email', address, user.uid, metadata);
    const { website } = await readSiteSettings(services.db);
    const text = `Your code to change the e-mail of ${user.username} on ${website.name} is ${code}. It is valid for 10 minutes.`;
    await sendMail(
      services,
      { to: address, subject: `${website.name}: confirm your new e-mail`, text },
      metadata,
    );
    ok(ctx, { email: address, expire: CODE_LIFETIME_MS / 1000 });
  });

  router.post('/change-email', requireLogin(), async (ctx) => {
    const form = parseInput(emailForm, ctx.request.body);
    await requireCaptcha(form);
    const user = await me(ctx);
    if (!(await passwordMatches(user.password_hash, form.password)))
      throw new HttpError(400, messages.wrongPassword);
    if (form.newEmail.toLowerCase() === user.email.toLowerCase())
      throw new HttpError(400, messages.sameEmail);
    const owner = await useCode(services, 'change-email', form.newEmail, form.code, commandMetadata(ctx));
    if (owner !== user.uid) throw new HttpError(400, messages.codeInvalid);
    await claimName(services, commandMetadata(ctx), 'Claim', 'email', form.newEmail, user.uid);
    await runUserCommand(services, commandMetadata(ctx), user.uid, {
      type: 'ChangeEmail',
      email: form.newEmail,
    });
    await claimName(services, commandMetadata(ctx), 'Release', 'email', user.email, user.uid);
    ok(ctx, userInfoOf(await me(ctx)));
  });

  router.post('/change-userInfo', requireLogin(), async (ctx) => {
    const changes = parseInput(profileFields.partial(), ctx.request.body);
    const user = await me(ctx);
    await runUserCommand(services, commandMetadata(ctx), user.uid, { type: 'ChangeProfile', changes });
    ok(ctx, userInfoOf(await me(ctx)));
  });

  router.post('/upload-avatar', requireLogin(), avatarUpload, async (ctx) => {
    const image = ctx.request.files?.image;
    const upload: Upload | undefined = Array.isArray(image) ? image[0] : image;
    if (!upload) throw new HttpError(400, 'File type not support');
    const user = await me(ctx);
    const file = await storeAvatar(services.filesDir, user.uid, upload);
    await runUserCommand(services, commandMetadata(ctx), user.uid, {
      type: 'ChangeAvatar',
      avatar: avatarUrl(file),
    });
    ok(ctx, userInfoOf(await me(ctx)));
  });

  router.get('/public/avatar/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!AVATAR_FILE.test(file)) throw new HttpError(404, 'Not found');
    try {
      ctx.body = await readFile(path.join(services.filesDir, 'avatars', file));
    } catch {
      throw new HttpError(404, 'Not found');
    }
    ctx.type = 'image/png';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  });

  return router;
}
