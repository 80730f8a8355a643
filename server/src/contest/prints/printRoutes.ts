import Router from '@koa/router';
import { PRINT_MAX_LENGTH, PRINT_MIN_LENGTH } from '@oj/events';
import { nextPrintId, printRows, printText } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { findContest, requireContestEntry } from '../core/contestAccess';
import { adminContest, helperDb } from '../core/contestHelperAccess';
import { runContestHelperCommand } from '../core/contestHelperCommands';

const cidField = idParam;
const idField = idParam;

/**
 * Printing (spec 02 sections 2-9), while the contest has openPrint: contestants send text, the
 * contest admins list it (15 a page), mark it printed and download it as a text file.
 */
export function contestPrintRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const db = helperDb(services);

  router.post('/submit-print-text', requireLogin(), async (ctx) => {
    const body = parseInput(
      z.object({
        cid: cidField,
        content: z
          .string({ error: 'Content is required' })
          .max(PRINT_MAX_LENGTH, `content can not exceed ${PRINT_MAX_LENGTH}`),
      }),
      ctx.request.body,
    );
    const principal = currentPrincipal(ctx);
    const contest = await findContest(services.db, principal, body.cid);
    await requireContestEntry(services.db, principal, contest);
    if (!contest.fields.openPrint) throw new HttpError(403, 'Printing is not open in this contest');
    if (body.content.trim() === '') throw new HttpError(400, 'Content is required');
    if (body.content.trim().length < PRINT_MIN_LENGTH) {
      throw new HttpError(400, `content cannot be less than ${PRINT_MIN_LENGTH}`);
    }
    await runContestHelperCommand(services, commandMetadata(ctx), body.cid, {
      type: 'SubmitPrint',
      id: await nextPrintId(db),
      uid: principal.uid,
      username: principal.username,
      content: body.content,
    });
    ok(ctx, null);
  });

  router.get('/get-contest-print', requireLogin(), async (ctx) => {
    const q = parseInput(
      z.object({
        cid: cidField,
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 15),
      }),
      ctx.query,
    );
    await adminContest(services, currentPrincipal(ctx), q.cid);
    const { rows, total } = await printRows(db, { cid: q.cid, page: q });
    ok(ctx, page(rows, total, q.currentPage, q.limit));
  });

  router.put('/check-contest-print-status', requireLogin(), async (ctx) => {
    // The reference client sends these as query parameters; a JSON body works as well.
    const sent: unknown = ctx.request.body;
    const input = typeof sent === 'object' && sent !== null ? { ...ctx.query, ...sent } : ctx.query;
    const body = parseInput(z.object({ cid: cidField, id: idField }), input);
    await adminContest(services, currentPrincipal(ctx), body.cid);
    await runContestHelperCommand(services, commandMetadata(ctx), body.cid, {
      type: 'MarkPrinted',
      id: body.id,
    });
    ok(ctx, null);
  });

  router.get('/file/download-contest-print-text', requireLogin(), async (ctx) => {
    const { id } = parseInput(z.object({ id: idField }), ctx.query);
    const row = await printText(db, id);
    if (!row) throw new HttpError(404, 'The print request does not exist');
    await adminContest(services, currentPrincipal(ctx), row.cid);
    ctx.attachment(`contest-${row.cid}-print-${row.id}-${row.username}.txt`);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = row.content;
  });

  return router;
}
