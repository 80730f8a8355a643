import Router from '@koa/router';
import { contestSubmissionPage, frozenSummary, type SubmissionRow, submissionSummary } from '@oj/projections';
import { z } from 'zod';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../../app/decimalInt';
import { ok, page } from '../../app/envelope';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal, requireLogin } from '../../auth/authMiddleware';
import {
  contestVerdictHidden,
  findContest,
  isContestAdmin,
  requireContestEntry,
  seesSealedBoard,
} from '../core/contestAccess';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const listQuery = z.object({
  cid: idParam,
  onlyMine: flag.optional(),
  problemID: z.string().trim().max(50).optional(),
  status: decimalInt(z.number().int().min(-10).max(10)).optional(),
  username: z.string().trim().max(50).optional(),
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 15),
  /** Admins only: also the submissions made before the start (their own tests). */
  beforeContestSubmit: flag.optional(),
  /** Also the submissions made after the end. */
  containsEnd: flag.optional(),
});

/**
 * `GET /api/contest-submissions`: a contest's submissions for whoever may be inside it. While the seal
 * holds for the viewer, others' submissions from the seal on show status -5 (unknown) with no
 * figures, and in an OI contest the viewer's own too (spec 04). Code and messages are never listed.
 */
export function contestSubmissionRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.get('/contest-submissions', requireLogin(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const viewer = currentPrincipal(ctx);
    const contest = await findContest(db, viewer, q.cid);
    await requireContestEntry(db, viewer, contest);
    const admin = isContestAdmin(viewer, contest);
    const sealed = seesSealedBoard(viewer, contest);
    const sealTime = contest.fields.sealRankTime === null ? null : new Date(contest.fields.sealRankTime);
    const { rows, total: count } = await contestSubmissionPage(
      db,
      {
        cid: q.cid,
        ...(admin && q.beforeContestSubmit ? {} : { from: contest.start_time }),
        ...(q.containsEnd ? {} : { before: contest.end_time }),
        ...(q.onlyMine ? { uid: viewer.uid } : q.username ? { username: q.username } : {}),
        ...(q.problemID ? { displayPid: q.problemID } : {}),
        ...(q.status === undefined ? {} : { status: q.status }),
        // A status filter must not reveal frozen verdicts either.
        ...(sealed && sealTime ? { statusBefore: sealTime } : {}),
      },
      { currentPage: q.currentPage, limit: q.limit },
    );
    const hidden = (row: SubmissionRow) => contestVerdictHidden(viewer, contest, row);
    const records = rows.map((row) => {
      const summary = submissionSummary(row);
      return hidden(row) ? frozenSummary(summary) : summary;
    });
    ok(ctx, page(records, Number(count), q.currentPage, q.limit));
  });

  return router;
}
