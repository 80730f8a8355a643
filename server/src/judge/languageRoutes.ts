import Router from '@koa/router';
import { handleCommand, languageConfig, languageName } from '@oj/events';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { requireAdmin, requireRoot } from '../auth/authMiddleware';
import { unavailableLanguages } from './languageAvailability';
import { languageDecider } from './languageDecider';
import { LANGUAGES_STREAM, loadLanguages } from './languages';

/**
 * The judge's languages for the back office: admins read them with their commands, the super admin
 * edits them (spec 03 admin calls). An edit applies to the next round a runner leases.
 */
export function languageRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin' });
  const change = (
    ctx: Parameters<typeof commandMetadata>[0],
    command: Parameters<typeof languageDecider.decide>[0],
  ) =>
    handleCommand(services.store, LANGUAGES_STREAM, languageDecider, command, {
      metadata: commandMetadata(ctx),
    });

  // Each with whether a judge server can run it now (its compiler is found on a live runner).
  router.get('/language', requireAdmin(), async (ctx) => {
    const unavailable = await unavailableLanguages(services);
    const languages = await loadLanguages(services);
    ok(
      ctx,
      languages.map((language) => ({ ...language, available: !unavailable.has(language.name) })),
    );
  });

  router.post('/language', requireRoot(), async (ctx) => {
    const language = parseInput(languageConfig, ctx.request.body);
    await change(ctx, { type: 'CreateLanguage', language });
    ok(ctx, language);
  });

  router.put('/language', requireRoot(), async (ctx) => {
    const language = parseInput(languageConfig, ctx.request.body);
    await change(ctx, { type: 'UpdateLanguage', language });
    ok(ctx, language);
  });

  router.delete('/language', requireRoot(), async (ctx) => {
    const { name } = parseInput(z.object({ name: languageName }), ctx.query);
    await change(ctx, { type: 'RemoveLanguage', name });
    ok(ctx, null);
  });

  return router;
}
