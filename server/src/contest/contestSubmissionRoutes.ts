import Router from '@koa/router';
import { type SubmissionRow, submissionSummary } from '@oj/projections';
import { sql } from 'kysely';
import { z } from 'zod';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import {
  contestVerdictHidden,
  findContest,
  frozenSummary,
  isContestAdmin,
  requireContestEntry,
  seesSealedBoard,
} from './contestAccess';

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
    let query = db.selectFrom('submissions').where('cid', '=', q.cid);
    if (!(admin && q.beforeContestSubmit)) query = query.where('submit_time', '>=', contest.start_time);
    if (!q.containsEnd) query = query.where('submit_time', '<', contest.end_time);
    if (q.onlyMine) query = query.where('uid', '=', viewer.uid);
    else if (q.username) query = query.where('username', '=', q.username);
    if (q.problemID) query = query.where(sql<boolean>`lower(display_pid) = ${q.problemID.toLowerCase()}`);
    const sealed = seesSealedBoard(viewer, contest);
    const sealTime = contest.fields.sealRankTime === null ? null : new Date(contest.fields.sealRankTime);
    if (q.status !== undefined) {
      query = query.where('status', '=', q.status);
      // A status filter must not reveal frozen verdicts either.
      if (sealed && sealTime) query = query.where('submit_time', '<', sealTime);
    }
    const { count } = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('submit_id', 'desc')
      .limit(q.limit)
      .offset((q.currentPage - 1) * q.limit)
      .execute();
    const hidden = (row: SubmissionRow) => contestVerdictHidden(viewer, contest, row);
    const records = rows.map((row) => {
      const summary = submissionSummary(row);
      return hidden(row) ? frozenSummary(summary) : summary;
    });
    ok(ctx, page(records, Number(count), q.currentPage, q.limit));
  });

  return router;
}
