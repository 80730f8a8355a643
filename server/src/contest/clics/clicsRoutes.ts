import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../../app/commandMetadata';
import { idParam } from '../../app/decimalInt';
import { ok } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { singleFileUpload, uploadedFile } from '../../problem/uploads';
import { findContest, isContestAdmin } from '../core/contestAccess';
import { requireContestCreator } from './clicsAccess';
import { planImport } from './feedImport';
import { currentFeed, ndjson, streamFeed } from './feedStream';
import { isAfter, parseToken } from './feedTypes';
import { writeImportedContest } from './importWriter';

const MAX_FEED_BYTES = 64 * 1024 * 1024;
/** The reply lists at most this many bad lines (and says how many there were). */
const MAX_LISTED_ERRORS = 500;

const cidParam = z.object({ cid: idParam });
const feedQuery = z.object({
  since_token: z.string().optional(),
  /** Streaming is the default, as CLICS has it; `stream=false` returns the feed so far and ends. */
  stream: z.enum(['true', 'false']).default('true'),
});

/**
 * The CLICS event feed of a contest (contest admins only: it carries judgements made during the
 * freeze), its download, and the import of a feed as a new contest (whoever may create contests).
 */
export function clicsFeedRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  /** 401 anonymous, 404 a contest they cannot see, 403 anyone but the contest's admins. */
  const feedContest = async (ctx: Context) => {
    const principal = currentPrincipal(ctx);
    const { cid } = parseInput(cidParam, ctx.params);
    const contest = await findContest(services.db, principal, cid);
    if (!isContestAdmin(principal, contest)) {
      throw new HttpError(403, 'Only the contest author or a super admin may read the event feed');
    }
    return cid;
  };

  router.get('/contests/:cid/event-feed', requireLogin(), async (ctx) => {
    const cid = await feedContest(ctx);
    const query = parseInput(feedQuery, ctx.query);
    const since =
      query.since_token === undefined ? ([0, -1] as [number, number]) : parseToken(query.since_token);
    if (!since) throw new HttpError(400, `The token "${query.since_token}" is not one of this feed`);
    if (query.stream === 'true') return streamFeed(services, ctx, cid, since);
    const lines = await currentFeed(services.store, cid);
    ctx.type = 'application/x-ndjson';
    ctx.body = ndjson(lines.filter((l) => isAfter(l.token, since)));
  });

  router.get('/contests/:cid/event-feed/download', requireLogin(), async (ctx) => {
    const cid = await feedContest(ctx);
    const lines = await currentFeed(services.store, cid);
    ctx.type = 'application/x-ndjson';
    ctx.attachment(`contest-${cid}-event-feed.ndjson`);
    ctx.body = ndjson(lines);
  });

  router.post(
    '/admin/contest/import-event-feed',
    requireContestCreator(),
    singleFileUpload(MAX_FEED_BYTES),
    async (ctx) => {
      const { bytes } = await uploadedFile(ctx, 'file');
      const result = planImport(new TextDecoder().decode(bytes));
      if (!result.ok) {
        const { errors } = result;
        throw new HttpError(
          400,
          `The event feed has ${errors.length} bad line${errors.length === 1 ? '' : 's'}`,
          {
            errors: errors.slice(0, MAX_LISTED_ERRORS),
            total: errors.length,
          },
        );
      }
      const principal = currentPrincipal(ctx);
      const author = { uid: principal.uid, username: principal.username };
      const cid = await writeImportedContest(services, commandMetadata(ctx), result.plan, author);
      ok(ctx, { cid });
    },
  );

  return router;
}
