import Router from '@koa/router';
import { handleCommand, mailServerEdit, siteSwitches, websiteConfig } from '@oj/events';
import { latestMails, readSiteSettings } from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { requireRoot } from '../auth/authMiddleware';
import { sendMail } from '../mail/mailer';
import { SITE_STREAM, type SiteCommand, siteDecider } from './siteDecider';

/** How many of the latest mails the dashboard's outbox shows. */
const OUTBOX_MAILS = 50;

/** GET /api/get-website-config's `data` (also embedded in /home's first screen, web/firstScreen.ts). */
export async function publicWebsiteConfig({ db }: Pick<Services, 'db'>) {
  const { website, switches } = await readSiteSettings(db);
  return {
    ...website,
    openPublicDiscussion: switches.openPublicDiscussion,
    openGroupDiscussion: switches.openGroupDiscussion,
    openContestComment: switches.openContestComment,
  };
}

/** The public website config, and the super admin's switches, web config and mail server. */
export function siteRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  const change = async (ctx: Context, command: SiteCommand) => {
    const result = await handleCommand(services.store, SITE_STREAM, siteDecider, command, {
      metadata: commandMetadata(ctx),
    });
    await services.settled('site-settings', result.positions.at(-1));
  };

  router.get('/get-website-config', async (ctx) => {
    ok(ctx, await publicWebsiteConfig(services));
  });

  router.get('/admin/switch/info', requireRoot(), async (ctx) => {
    ok(ctx, (await readSiteSettings(services.db)).switches);
  });

  router.put('/admin/switch/update', requireRoot(), async (ctx) => {
    await change(ctx, {
      type: 'ChangeSwitches',
      changes: parseInput(siteSwitches.partial().strict(), ctx.request.body),
    });
    ok(ctx, null);
  });

  router.get('/admin/config/get-web-config', requireRoot(), async (ctx) => {
    ok(ctx, (await readSiteSettings(services.db)).website);
  });

  router.put('/admin/config/set-web-config', requireRoot(), async (ctx) => {
    await change(ctx, {
      type: 'ChangeWebsite',
      changes: parseInput(websiteConfig.partial().strict(), ctx.request.body),
    });
    ok(ctx, null);
  });

  router.get('/admin/config/get-email-config', requireRoot(), async (ctx) => {
    const server = (await readSiteSettings(services.db)).mailServer;
    // The SMTP password is write-only: it is never sent back, only whether one is set.
    ok(ctx, server ? { ...server, password: '', hasPassword: server.password.length > 0 } : null);
  });

  router.put('/admin/config/set-email-config', requireRoot(), async (ctx) => {
    // `{ "enabled": false }` removes the mail server (mails are then held in the outbox).
    // Without a password the stored one stays: the form never sees it, so it cannot send it back.
    const given = parseInput(
      z.union([mailServerEdit, z.object({ enabled: z.literal(false) })]),
      ctx.request.body,
    );
    const stored = (await readSiteSettings(services.db)).mailServer;
    const server =
      'enabled' in given ? null : { ...given, password: given.password ?? stored?.password ?? '' };
    await change(ctx, { type: 'ConfigureMailServer', mailServer: server });
    ok(ctx, null);
  });

  router.post('/admin/config/test-email', requireRoot(), async (ctx) => {
    const { email } = parseInput(z.object({ email: z.email('Email Check Format') }), ctx.request.body);
    const report = await sendMail(
      services,
      { to: email, subject: 'Test mail', text: 'The mail server works.' },
      commandMetadata(ctx),
    );
    ok(ctx, report);
  });

  router.get('/admin/dashboard/outbox', requireRoot(), async (ctx) => {
    const rows = await latestMails(services.db, OUTBOX_MAILS);
    ok(
      ctx,
      rows.map((r) => ({
        mailId: r.mail_id,
        to: r.recipient,
        subject: r.subject,
        text: r.body,
        status: r.status,
        error: r.error,
        queuedAt: r.queued_at.toISOString(),
      })),
    );
  });

  return router;
}
