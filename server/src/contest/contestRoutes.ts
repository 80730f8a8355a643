import Router from '@koa/router';
import type { ContestRow } from '@oj/projections';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { loadLanguages } from '../judge/languages';
import { problemDetail, verdictCounts } from '../problem/problemView';
import {
  findContest,
  hasContestAccess,
  requireContestEntry,
  seesSealedBoard,
  type Viewer,
} from './contestAccess';
import { announcementView } from './contestAdminRoutes';
import { runContestCommand } from './contestCommands';
import { contestInfo } from './contestView';

const cidField = idParam;
const cidQuery = z.object({ cid: cidField });
const AC = 0;
const WAITING = [5, 6, 7, 9];

/** The contest area anyone or any contestant reads (spec 02 sections 2-7), boards aside. */
export function contestRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;
  const viewerOf = (ctx: Context): Viewer => ctx.state.principal ?? null;
  const countOf = async (cids: number[]) => {
    if (cids.length === 0) return new Map<number, number>();
    const rows = await db
      .selectFrom('contest_registrations')
      .select(['cid', (eb) => eb.fn.countAll<string>().as('count')])
      .where('cid', 'in', cids)
      .groupBy('cid')
      .execute();
    return new Map(rows.map((r) => [r.cid, Number(r.count)]));
  };

  router.get('/get-contest-list', async (ctx) => {
    const q = parseInput(
      z.object({
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 10),
        status: decimalInt(z.number().int().min(-1).max(1)).optional(),
        type: decimalInt(z.number().int().min(0).max(1)).optional(),
        keyword: z.string().trim().max(100).optional(),
      }),
      ctx.query,
    );
    const now = new Date();
    let query = db.selectFrom('contests').where('visible', '=', true);
    if (q.type !== undefined) query = query.where('type', '=', q.type);
    if (q.keyword) query = query.where('title', 'ilike', `%${q.keyword}%`);
    if (q.status === -1) query = query.where('start_time', '>', now);
    if (q.status === 0) query = query.where('start_time', '<=', now).where('end_time', '>', now);
    if (q.status === 1) query = query.where('end_time', '<=', now);
    const { count } = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    // Running first, then scheduled (soonest first), then ended (latest first), as the reference lists them.
    const rows = await query
      .selectAll()
      .orderBy(
        sql`case when start_time <= ${now} and end_time > ${now} then 0 when start_time > ${now} then 1 else 2 end`,
      )
      .orderBy('start_time', 'desc')
      .orderBy('cid', 'desc')
      .limit(q.limit)
      .offset((q.currentPage - 1) * q.limit)
      .execute();
    const counts = await countOf(rows.map((r) => r.cid));
    ok(
      ctx,
      page(
        rows.map((r) => contestInfo(r, counts.get(r.cid) ?? 0, now.getTime())),
        Number(count),
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-contest-info', async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await findContest(db, viewerOf(ctx), cid);
    ok(ctx, contestInfo(contest, (await countOf([cid])).get(cid) ?? 0));
  });

  router.get('/get-contest-access', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await findContest(db, viewerOf(ctx), cid);
    ok(ctx, { access: await hasContestAccess(db, viewerOf(ctx), contest) });
  });

  router.post('/register-contest', requireLogin(), async (ctx) => {
    const { cid, password } = parseInput(
      z.object({ cid: cidField, password: z.string().max(100).default('') }),
      ctx.request.body,
    );
    const principal = currentPrincipal(ctx);
    await findContest(db, principal, cid);
    await runContestCommand(services, commandMetadata(ctx), cid, {
      type: 'Register',
      uid: principal.uid,
      username: principal.username,
      password,
      now: Date.now(),
    });
    ok(ctx, null);
  });

  router.get('/get-contest-problem', requireLogin(), async (ctx) => {
    const { cid } = parseInput(cidQuery, ctx.query);
    const contest = await enter(ctx, cid);
    ok(ctx, await problemList(contest, viewerOf(ctx)));
  });

  router.get('/get-contest-problem-details', requireLogin(), async (ctx) => {
    const { cid, displayId } = parseInput(
      z.object({ cid: cidField, displayId: z.string().trim().min(1).max(20) }),
      ctx.query,
    );
    const contest = await enter(ctx, cid);
    const entry = await db
      .selectFrom('contest_problems')
      .innerJoin('problems', 'problems.pid', 'contest_problems.pid')
      .selectAll('problems')
      .select(['contest_problems.display_id', 'contest_problems.display_title', 'contest_problems.color'])
      .where('contest_problems.cid', '=', cid)
      .where(sql<boolean>`lower(contest_problems.display_id) = ${displayId.toLowerCase()}`)
      .executeTakeFirst();
    if (!entry) throw new HttpError(404, 'The problem does not exist in this contest');
    const languages =
      entry.fields.languages.length > 0
        ? entry.fields.languages
        : (await loadLanguages(services)).map((l) => l.name);
    const counts = (await problemList(contest, viewerOf(ctx))).find((p) => p.pid === entry.pid);
    const detail = problemDetail(entry, [], languages);
    ok(ctx, {
      ...detail,
      problem: {
        ...detail.problem,
        problemId: entry.display_id,
        title: entry.display_title,
        color: entry.color,
      },
      problemCount: { ...detail.problemCount, total: counts?.total ?? null, ac: counts?.ac ?? null },
    });
  });

  router.get('/get-contest-announcement', requireLogin(), async (ctx) => {
    const q = parseInput(
      z.object({
        cid: cidField,
        currentPage: currentPageParam,
        limit: pageSizeParam(100, 10),
      }),
      ctx.query,
    );
    await enter(ctx, q.cid);
    const base = db.selectFrom('contest_announcements').where('cid', '=', q.cid);
    const { count } = await base
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.currentPage - 1) * q.limit)
      .execute();
    ok(ctx, page(rows.map(announcementView), Number(count), q.currentPage, q.limit));
  });

  /** The contest, once this viewer may be inside it (signed in, access, started; admins always). */
  async function enter(ctx: Context, cid: number): Promise<ContestRow> {
    const contest = await findContest(db, viewerOf(ctx), cid);
    await requireContestEntry(db, viewerOf(ctx), contest);
    return contest;
  }

  /**
   * The problems with their accepted and total counts (null while the viewer sees the sealed board:
   * the client shows "?"), and the viewer's own status: 0 solved, -1 tried, 5 waiting, -10 not tried.
   */
  async function problemList(contest: ContestRow, viewer: Viewer) {
    const sealed = seesSealedBoard(viewer, contest);
    const problems = await db
      .selectFrom('contest_problems')
      .selectAll()
      .where('cid', '=', contest.cid)
      .orderBy('display_id')
      .execute();
    const subs = await db
      .selectFrom('contest_board_submissions')
      .select(['pid', 'uid', 'status', 'submit_time'])
      .where('cid', '=', contest.cid)
      .where('submit_time', '>=', contest.start_time)
      .where('submit_time', '<', contest.end_time)
      .execute();
    const mine = viewer ? subs.filter((s) => s.uid === viewer.uid) : [];
    const counts = verdictCounts(
      subs
        .filter((s) => !WAITING.includes(s.status))
        .map((s) => ({ pid: s.pid, status: s.status, count: 1 })),
    );
    return problems.map((p) => {
      const own = mine.filter((s) => s.pid === p.pid);
      const myStatus = own.some((s) => s.status === AC)
        ? 0
        : own.some((s) => !WAITING.includes(s.status))
          ? -1
          : own.length > 0
            ? 5
            : -10;
      return {
        pid: p.pid,
        cid: contest.cid,
        displayId: p.display_id,
        displayTitle: p.display_title,
        color: p.color,
        ac: sealed ? null : (counts.get(p.pid)?.ac ?? 0),
        total: sealed ? null : (counts.get(p.pid)?.total ?? 0),
        myStatus: sealed && contest.type === 1 && own.length > 0 ? -5 : myStatus,
      };
    });
  }

  return router;
}
