import Router from '@koa/router';
import { contestAcceptedSubmissions, contestByCid } from '@oj/projections';
import { z } from 'zod';
import { idParam } from '../../app/decimalInt';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import { isContestAdmin } from '../core/contestAccess';
import { acceptedSubmissionsZip } from './acceptedSubmissionsZip';

const downloadQuery = z.object({
  cid: idParam,
  excludeAdmin: z.enum(['true', 'false']).default('false'),
  splitType: z.enum(['user', 'problem']).default('user'),
});

/** Files a contest admin downloads from the back office's contest list (spec 03 section 7.1). */
export function contestFileRoutes(services: Services) {
  const router = new Router({ prefix: '/api/file' });
  const { db } = services;

  router.get('/download-contest-ac-submission', requireLogin(), async (ctx) => {
    const q = parseInput(downloadQuery, ctx.query);
    const contest = await contestByCid(db, q.cid);
    if (!contest) throw new HttpError(404, 'The contest does not exist');
    if (!isContestAdmin(currentPrincipal(ctx), contest)) {
      throw new HttpError(403, 'Only the contest author or a super admin may manage this contest');
    }
    const rows = await contestAcceptedSubmissions(db, {
      cid: q.cid,
      from: contest.start_time,
      before: contest.end_time,
      excludeAdminsOf: q.excludeAdmin === 'true' ? { authorUid: contest.author_uid } : undefined,
    });
    ctx.type = 'application/zip';
    ctx.attachment(`contest-${q.cid}-accepted-submissions.zip`);
    ctx.body = Buffer.from(acceptedSubmissionsZip(rows, q.splitType));
  });

  return router;
}
