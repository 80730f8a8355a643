import Router from '@koa/router';
import { GroupRole, SubmissionStatus } from '@oj/events';
import {
  contestByCid,
  frozenSummary,
  type GroupContestRow,
  type GroupSubmissionRow,
  groupRankPage,
  groupSubmissionPage,
  type SubmissionSummary,
} from '@oj/projections';
import { z } from 'zod';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal } from '../auth/authMiddleware';
import { contestVerdictHidden, type Viewer } from '../contest/core/contestAccess';
import { requireGroupMember } from './groupAccess';

/** Spec 03 section 9: the group rank shows 30 a page. */
const RANK_PAGE_SIZE = 30;

const rankQuery = z.object({
  gid: idParam,
  /** `page` (the issue's name) or `currentPage` (the other lists'). */
  page: currentPageParam.optional(),
  currentPage: currentPageParam.optional(),
  limit: pageSizeParam(100, RANK_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
  searchUser: z.string().trim().max(100).optional(),
  /** ACM or OI, or the spec's switch value 0 (ACM) or 1 (OI). */
  type: z.enum(['ACM', 'OI', 'acm', 'oi', '0', '1']).default('ACM'),
});
const statusQuery = z.object({
  gid: idParam,
  onlyMine: z.enum(['true', 'false']).optional(),
  status: decimalInt(
    z.number().int().min(SubmissionStatus.notSubmitted).max(SubmissionStatus.outputLimitExceeded),
  ).optional(),
  username: z.string().trim().max(50).optional(),
  problemID: z.string().trim().max(50).optional(),
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 15),
});

/** A group submission in the status list's shape (`SubmissionSummary`). */
function summaryOf(row: GroupSubmissionRow): SubmissionSummary {
  return {
    submitId: row.submit_id,
    submitTime: row.submit_time.toISOString(),
    pid: row.pid,
    displayPid: row.display_pid,
    uid: row.uid,
    username: row.username,
    status: row.status,
    share: false,
    time: row.time,
    memory: row.memory,
    score: row.score,
    oiRankScore: null,
    length: row.length,
    language: row.language,
    cid: row.cid,
    virtualCid: null,
    judger: row.judger ?? '',
    isManual: false,
  };
}

/**
 * A group's rank and submissions (spec 03 sections 2.3 and 2.8), its members' alone: the rank over the
 * group's problems and contests (ACM or OI; real names for group admins and super admins) and the
 * submissions list, a group contest's verdicts hidden by its seal as everywhere else.
 */
export function groupRankRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.get('/get-group-rank-list', async (ctx) => {
    const q = parseInput(rankQuery, ctx.query);
    const { level } = await requireGroupMember(db, ctx.state.principal, q.gid);
    const kind = q.type === 'OI' || q.type === 'oi' || q.type === '1' ? 'oi' : 'acm';
    const currentPage = q.currentPage ?? q.page ?? 1;
    const { rows, total } = await groupRankPage(
      db,
      q.gid,
      kind,
      { currentPage, limit: q.limit },
      q.keyword ?? q.searchUser,
    );
    const realnames = level >= GroupRole.admin;
    const records = rows.map((row) => ({ ...row, realname: realnames ? row.realname : null }));
    ok(ctx, page(records, total, currentPage, q.limit));
  });

  router.get('/group/get-submission-list', async (ctx) => {
    const q = parseInput(statusQuery, ctx.query);
    const viewer: Viewer = ctx.state.principal ?? null;
    await requireGroupMember(db, viewer, q.gid);
    const mine = q.onlyMine === 'true';
    const { rows, total } = await groupSubmissionPage(
      db,
      q.gid,
      {
        uid: mine ? currentPrincipal(ctx).uid : undefined,
        username: mine ? undefined : q.username || undefined,
        status: q.status,
        displayPid: q.problemID || undefined,
      },
      q,
    );
    const contests = new Map<number, GroupContestRow | undefined>();
    const records: SubmissionSummary[] = [];
    for (const row of rows) {
      if (row.cid !== 0 && !contests.has(row.cid)) contests.set(row.cid, await contestByCid(db, row.cid));
      const contest = contests.get(row.cid);
      const hidden = contest !== undefined && contestVerdictHidden(viewer, contest, row);
      records.push(hidden ? frozenSummary(summaryOf(row)) : summaryOf(row));
    }
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  return router;
}
