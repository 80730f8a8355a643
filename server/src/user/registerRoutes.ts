import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { RoleCode } from '@oj/events';
import { readSiteSettings, userBy } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { hashPassword } from '../auth/passwords';
import { sendMail } from '../mail/mailer';
import { CODE_LIFETIME_MS, issueCode, useCode } from './codes';
import { claimName, runUserCommand } from './userCommands';
import { email, messages, password, registerCode, username } from './validation';

const registerForm = z.object({ username, password, email, code: registerCode });
const existenceCheck = z.object({
  username: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
});

/** Registration with an e-mailed code, and the existence check the forms use. */
export function registerRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  const requireOpenRegistration = async () => {
    if (!(await readSiteSettings(services.db)).website.register)
      throw new HttpError(403, messages.registerClosed);
  };

  router.get('/get-register-code', async (ctx) => {
    const address = parseInput(z.object({ email }), ctx.query).email;
    await requireOpenRegistration();
    if (await userBy(services.db, { email: address })) throw new HttpError(400, messages.emailExists);
    const metadata = commandMetadata(ctx);
    const code = await issueCode(services, 'register', address, null, metadata);
    const { website } = await readSiteSettings(services.db);
    const minutes = CODE_LIFETIME_MS / 60_000;
    const text = `Your registration code for ${website.name} is ${code}. It is valid for ${minutes} minutes.`;
    await sendMail(services, { to: address, subject: `${website.name}: registration code`, text }, metadata);
    ok(ctx, { email: address, expire: CODE_LIFETIME_MS / 1000 });
  });

  router.post('/check-username-or-email', async (ctx) => {
    const query = parseInput(existenceCheck, ctx.request.body);
    const [byName, byEmail] = await Promise.all([
      query.username ? userBy(services.db, { username: query.username }) : undefined,
      query.email ? userBy(services.db, { email: query.email }) : undefined,
    ]);
    ok(ctx, { username: byName !== undefined, email: byEmail !== undefined });
  });

  router.post('/register', async (ctx) => {
    const form = parseInput(registerForm, ctx.request.body);
    await requireOpenRegistration();
    // Cheap checks first, so a taken name does not burn the code; the claims below are what decide.
    if (await userBy(services.db, { username: form.username }))
      throw new HttpError(409, messages.usernameExists);
    if (await userBy(services.db, { email: form.email })) throw new HttpError(409, messages.emailExists);
    const metadata = commandMetadata(ctx);
    await useCode(services, 'register', form.email, form.code, metadata);
    const uid = randomUUID().replaceAll('-', '');
    await claimName(services, commandMetadata(ctx), 'Claim', 'username', form.username, uid);
    try {
      await claimName(services, commandMetadata(ctx), 'Claim', 'email', form.email, uid);
    } catch (error) {
      await claimName(services, commandMetadata(ctx), 'Release', 'username', form.username, uid);
      throw error;
    }
    const passwordHash = await hashPassword(form.password);
    await runUserCommand(services, commandMetadata(ctx), uid, {
      type: 'Register',
      uid,
      username: form.username,
      email: form.email,
      passwordHash,
      roleCode: RoleCode.user,
    });
    ok(ctx, null);
  });

  return router;
}
