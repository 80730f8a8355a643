import Router from '@koa/router';
import type { LanguageConfig } from '@oj/events';
import { TAG_HOME_OJ } from '@oj/events';
import type { ProblemRow } from '@oj/projections';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { unavailableLanguages } from '../judge/languageAvailability';
import { loadLanguages } from '../judge/languages';
import { isAdminRole } from '../user/roles';
import { problemDetail, problemListRow, type TagView, verdictCounts } from './problemView';

const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  difficulty: decimalInt(z.number().int().min(0).max(6)).optional(),
  tagId: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'tagId must be a comma list of numbers')
    .optional(),
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 15),
});
const PUBLIC = 1;

/** The problem list, details, tags, templates and languages anyone may read (spec 01 section 7). */
export function problemRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const tagsByName = async (): Promise<Map<string, TagView>> => {
    const rows = await db
      .selectFrom('tags')
      .select(['id', 'name', 'color'])
      .where('oj', '=', TAG_HOME_OJ)
      .execute();
    return new Map(rows.map((r) => [r.name, r]));
  };
  const countsOf = async (pids: number[]) =>
    verdictCounts(
      pids.length === 0
        ? []
        : await db.selectFrom('problem_statistics').selectAll().where('pid', 'in', pids).execute(),
    );
  const tagsOf = (row: ProblemRow, known: Map<string, TagView>) =>
    row.tags.flatMap((name) => (known.has(name) ? [known.get(name) as TagView] : []));
  /** Public problems for everyone; private and contest ones only for admin roles (404 otherwise). */
  const visibleProblem = async (ctx: Context, by: { pid?: number; problemId?: string }) => {
    let query = db.selectFrom('problems').selectAll();
    query = by.pid
      ? query.where('pid', '=', by.pid)
      : query.where('problem_id_key', '=', (by.problemId ?? '').toLowerCase());
    const row = await query.executeTakeFirst();
    const admin = isAdminRole(ctx.state.principal?.roles ?? []);
    if (!row || (row.auth !== PUBLIC && !admin)) throw new HttpError(404, 'The problem does not exist');
    return row;
  };

  router.get('/get-problem-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    let query = db.selectFrom('problems').where('auth', '=', PUBLIC);
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('title', 'ilike', like), eb('problem_id', 'ilike', like)]));
    }
    if (q.difficulty !== undefined) query = query.where('difficulty', '=', q.difficulty);
    if (q.tagId) {
      const ids = q.tagId.split(',').map(Number);
      const names = (
        await db
          .selectFrom('tags')
          .select('name')
          .where('id', 'in', ids)
          .where('oj', '=', TAG_HOME_OJ)
          .execute()
      ).map((r) => r.name);
      if (names.length < new Set(ids).size) return ok(ctx, page([], 0, q.currentPage, q.limit));
      query = query.where(sql<boolean>`tags @> ${names}::text[]`);
    }
    const { count } = await query
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('pid')
      .limit(q.limit)
      .offset((q.currentPage - 1) * q.limit)
      .execute();
    const known = await tagsByName();
    const counts = await countsOf(rows.map((r) => r.pid));
    ok(
      ctx,
      page(
        rows.map((r) => problemListRow(r, tagsOf(r, known), counts.get(r.pid))),
        Number(count),
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-problem-detail', async (ctx) => {
    const { problemId } = parseInput(z.object({ problemId: z.string().min(1).max(50) }), ctx.query);
    const row = await visibleProblem(ctx, { problemId });
    const languages =
      row.fields.languages.length > 0
        ? row.fields.languages
        : (await loadLanguages(services)).map((l) => l.name);
    const counts = await countsOf([row.pid]);
    ok(ctx, problemDetail(row, tagsOf(row, await tagsByName()), languages, counts.get(row.pid)));
  });

  router.get('/get-random-problem', async (ctx) => {
    const row = await db
      .selectFrom('problems')
      .select('problem_id')
      .where('auth', '=', PUBLIC)
      .orderBy(sql`random()`)
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'There is no problem yet');
    ok(ctx, { problemId: row.problem_id });
  });

  router.get('/get-problem-code-template', async (ctx) => {
    const { pid } = parseInput(z.object({ pid: idParam }), ctx.query);
    const row = await visibleProblem(ctx, { pid });
    ok(
      ctx,
      Object.entries(row.fields.codeTemplates).map(([language, code]) => ({ language, code })),
    );
  });

  router.get('/get-problem-languages', async (ctx) => {
    const { pid } = parseInput(z.object({ pid: idParam }), ctx.query);
    const row = await visibleProblem(ctx, { pid });
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
    const rows =
      pidList.length === 0
        ? []
        : await db
            .selectFrom('user_problem_status')
            .selectAll()
            .where('uid', '=', uid)
            .where('pid', 'in', pidList)
            .execute();
    const byPid = new Map(rows.map((r) => [r.pid, r]));
    // 0 accepted, -1 tried without an accepted verdict, -10 not submitted (the reference's three states).
    const statusOf = (pid: number) => {
      const row = byPid.get(pid);
      return !row || row.submitted === 0 ? -10 : row.accepted > 0 ? 0 : -1;
    };
    ok(ctx, Object.fromEntries(pidList.map((pid) => [pid, { status: statusOf(pid) }])));
  });

  router.get('/get-recent-updated-problem', async (ctx) => {
    const rows = await db
      .selectFrom('problems')
      .selectAll()
      .where('auth', '=', PUBLIC)
      .orderBy('updated_at', 'desc')
      .limit(10)
      .execute();
    const known = await tagsByName();
    const counts = await countsOf(rows.map((r) => r.pid));
    ok(
      ctx,
      rows.map((r) => ({
        ...problemListRow(r, tagsOf(r, known), counts.get(r.pid)),
        gmtModified: r.updated_at.toISOString(),
      })),
    );
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
