import Router from '@koa/router';
import { z } from 'zod';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal } from '../auth/authMiddleware';
import { auditReaderOf } from './auditAccess';
import { auditListQuery } from './auditFilters';
import { auditEventDetail, correlatedEvents, listAuditEvents } from './auditReads';

const positionQuery = z.object({ position: idParam });
const correlationQuery = z.object({ correlationId: z.string().trim().min(1).max(200) });

/**
 * The admin audit log: the event store read newest first, filtered, with secrets redacted and each
 * reader limited to its role's scope and the contests' own rules (auditAccess.ts). Every read checks both.
 */
export function auditRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin/audit' });
  const readerOf = (ctx: Parameters<typeof currentPrincipal>[0]) =>
    auditReaderOf(services, currentPrincipal(ctx));

  router.get('/events', async (ctx) => {
    const who = await readerOf(ctx);
    ok(ctx, await listAuditEvents(services, who, parseInput(auditListQuery, ctx.query)));
  });

  router.get('/event', async (ctx) => {
    const who = await readerOf(ctx);
    const { position } = parseInput(positionQuery, ctx.query);
    ok(ctx, await auditEventDetail(services, who, position));
  });

  router.get('/caused', async (ctx) => {
    const who = await readerOf(ctx);
    const { position } = parseInput(positionQuery, ctx.query);
    const event = await auditEventDetail(services, who, position);
    ok(ctx, { records: event.caused });
  });

  router.get('/correlated', async (ctx) => {
    const who = await readerOf(ctx);
    const { correlationId } = parseInput(correlationQuery, ctx.query);
    ok(ctx, { correlationId, records: await correlatedEvents(services, who, correlationId) });
  });

  return router;
}
