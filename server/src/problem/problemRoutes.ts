import Router from '@koa/router';
import { type LanguageConfig, remoteBanks, SubmissionStatus } from '@oj/events';
import {
  homeTagNames,
  homeTagsByName,
  type ProblemRow,
  problemByPid,
  problemByProblemId,
  problemStatistics,
  publicProblemPage,
  randomPublicProblemId,
  recentlyUpdatedPublicProblems,
  userProblemStatuses,
} from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { readProblemAs } from '../group/groupProblemAccess';
import { unavailableLanguages } from '../judge/languageAvailability';
import { loadLanguages } from '../judge/languages';
import { problemDetail, problemListRow, type TagView, verdictCounts } from './problemView';

const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  difficulty: decimalInt(z.number().int().min(0).max(6)).optional(),
  tagId: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'tagId must be a comma list of numbers')
    .optional(),
  /** The bank: ME (ours), ALL, or a remote bank (HDU, CF, GYM, POJ, AC, SPOJ). */
  oj: z
    .enum(['ME', 'ALL', ...remoteBanks], { error: `oj must be ME, ALL or one of ${remoteBanks.join(', ')}` })
    .optional(),
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 15),
});

/** A problem by pid; a group's own problem names its group. */
const pidQuery = z.object({ pid: idParam, gid: idParam.optional() });

/** How many recently changed problems the home page lists. */
const RECENT_PROBLEMS = 10;

const tagsOf = (row: ProblemRow, known: Map<string, TagView>) =>
  row.tags.flatMap((name) => (known.has(name) ? [known.get(name) as TagView] : []));

/**
 * GET /api/get-recent-updated-problem's `data`: the public bank's recently changed problems (the home
 * page's list; also embedded in /home's first screen, web/firstScreen.ts).
 */
export async function recentlyUpdatedProblems({ db }: Pick<Services, 'db'>) {
  const rows = await recentlyUpdatedPublicProblems(db, RECENT_PROBLEMS);
  const known = await homeTagsByName(db);
  const counts = verdictCounts(
    await problemStatistics(
      db,
      rows.map((r) => r.pid),
    ),
  );
  return rows.map((r) => ({
    ...problemListRow(r, tagsOf(r, known), counts.get(r.pid)),
    gmtModified: r.updated_at.toISOString(),
  }));
}

/** The problem list, details, tags, templates and languages anyone may read (spec 01 section 7). */
export function problemRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const tagsByName = (): Promise<Map<string, TagView>> => homeTagsByName(db);
  const countsOf = async (pids: number[]) => verdictCounts(await problemStatistics(db, pids));
  /**
   * Public-bank problems for everyone; private and contest ones only for admin roles (404 otherwise); a
   * group's own problem only with its `gid`, for its members (`readProblemAs`).
   */
  const visibleProblem = async (ctx: Context, by: { pid?: number; problemId?: string; gid?: number }) => {
    const row = by.pid ? await problemByPid(db, by.pid) : await problemByProblemId(db, by.problemId ?? '');
    return (await readProblemAs(db, ctx.state.principal, row, by.gid)).row;
  };

  router.get('/get-problem-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    let tagNames: string[] | undefined;
    if (q.tagId) {
      const ids = q.tagId.split(',').map(Number);
      tagNames = await homeTagNames(db, ids);
      if (tagNames.length < new Set(ids).size) return ok(ctx, page([], 0, q.currentPage, q.limit));
    }
    const { rows, total } = await publicProblemPage(
      db,
      { keyword: q.keyword, difficulty: q.difficulty, tagNames, oj: q.oj },
      q,
    );
    const known = await tagsByName();
    const counts = await countsOf(rows.map((r) => r.pid));
    ok(
      ctx,
      page(
        rows.map((r) => problemListRow(r, tagsOf(r, known), counts.get(r.pid))),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-problem-detail', async (ctx) => {
    const { problemId, gid } = parseInput(
      z.object({ problemId: z.string().min(1).max(50), gid: idParam.optional() }),
      ctx.query,
    );
    const row = await visibleProblem(ctx, { problemId, gid });
    const languages =
      row.fields.languages.length > 0
        ? row.fields.languages
        : (await loadLanguages(services)).map((l) => l.name);
    const counts = await countsOf([row.pid]);
    ok(ctx, problemDetail(row, tagsOf(row, await tagsByName()), languages, counts.get(row.pid)));
  });

  router.get('/get-random-problem', async (ctx) => {
    const problemId = await randomPublicProblemId(db);
    if (problemId === undefined) throw new HttpError(404, 'There is no problem yet');
    ok(ctx, { problemId });
  });

  router.get('/get-problem-code-template', async (ctx) => {
    const { pid, gid } = parseInput(pidQuery, ctx.query);
    const row = await visibleProblem(ctx, { pid, gid });
    ok(
      ctx,
      Object.entries(row.fields.codeTemplates).map(([language, code]) => ({ language, code })),
    );
  });

  router.get('/get-problem-languages', async (ctx) => {
    const { pid, gid } = parseInput(pidQuery, ctx.query);
    const row = await visibleProblem(ctx, { pid, gid });
    const allowed = row.fields.languages;
    ok(
      ctx,
      (await loadLanguages(services))
        .filter((l) => allowed.length === 0 || allowed.includes(l.name))
        .map(languageView(await unavailableLanguages(services))),
    );
  });

  router.get('/languages', async (ctx) => {
    const view = languageView(await unavailableLanguages(services));
    ok(ctx, (await loadLanguages(services)).map(view));
  });

  router.post('/get-user-problem-status', requireLogin(), async (ctx) => {
    const { pidList } = parseInput(
      z.object({ pidList: z.array(z.number().int()).max(1000) }),
      ctx.request.body,
    );
    const { uid } = currentPrincipal(ctx);
    const rows = await userProblemStatuses(db, uid, pidList);
    const byPid = new Map(rows.map((r) => [r.pid, r]));
    // The reference's three states: accepted, tried without an accepted verdict (wrong answer), not submitted.
    const statusOf = (pid: number) => {
      const row = byPid.get(pid);
      if (!row || row.submitted === 0) return SubmissionStatus.notSubmitted;
      return row.accepted > 0 ? SubmissionStatus.accepted : SubmissionStatus.wrongAnswer;
    };
    ok(ctx, Object.fromEntries(pidList.map((pid) => [pid, { status: statusOf(pid) }])));
  });

  router.get('/get-recent-updated-problem', async (ctx) => {
    ok(ctx, await recentlyUpdatedProblems(services));
  });

  return router;
}

/**
 * What clients see of a language: its name, editor mode and description (spec 01, 3 "language"), and
 * whether a judge server can run it now (the editor greys out the others).
 */
function languageView(unavailable: ReadonlySet<string>) {
  return (language: LanguageConfig) => ({
    name: language.name,
    contentType: language.contentType,
    description: language.description,
    compileCommand: language.compile?.argv.join(' ') ?? '',
    isSpj: language.forCheckers,
    available: !unavailable.has(language.name),
  });
}
