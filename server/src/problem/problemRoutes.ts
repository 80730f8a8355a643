import Router from '@koa/router';
import type { ProblemRow } from '@oj/projections';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { isAdminRole } from '../user/roles';
import { defaultLanguages, languageNames } from './languages';
import { problemDetail, problemListRow, type TagView } from './problemView';

const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  difficulty: z.coerce.number().int().min(0).max(6).optional(),
  tagId: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'tagId must be a comma list of numbers')
    .optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});
const PUBLIC = 1;

/** The problem list, details, tags, templates and languages anyone may read (spec 01 section 7). */
export function problemRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const tagsByName = async (): Promise<Map<string, TagView>> => {
    const rows = await db.selectFrom('problem_tags').select(['id', 'name', 'color']).execute();
    return new Map(rows.map((r) => [r.name, r]));
  };
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
      const names = (await db.selectFrom('problem_tags').select('name').where('id', 'in', ids).execute()).map(
        (r) => r.name,
      );
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
    ok(
      ctx,
      page(
        rows.map((r) => problemListRow(r, tagsOf(r, known))),
        Number(count),
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/get-problem-detail', async (ctx) => {
    const { problemId } = parseInput(z.object({ problemId: z.string().min(1).max(50) }), ctx.query);
    const row = await visibleProblem(ctx, { problemId });
    const languages = row.fields.languages.length > 0 ? row.fields.languages : languageNames;
    ok(ctx, problemDetail(row, tagsOf(row, await tagsByName()), languages));
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

  router.get('/get-all-problem-tags', async (ctx) => {
    ok(
      ctx,
      [...(await tagsByName()).values()].sort((a, b) => a.id - b.id),
    );
  });

  router.get('/get-problem-tags-and-classification', async (ctx) => {
    // Classifications come with tag management; until then every tag is unclassified.
    ok(ctx, [
      { classification: null, tagList: [...(await tagsByName()).values()].sort((a, b) => a.id - b.id) },
    ]);
  });

  router.get('/get-problem-code-template', async (ctx) => {
    const { pid } = parseInput(z.object({ pid: z.coerce.number().int().positive() }), ctx.query);
    const row = await visibleProblem(ctx, { pid });
    ok(
      ctx,
      Object.entries(row.fields.codeTemplates).map(([language, code]) => ({ language, code })),
    );
  });

  router.get('/get-problem-languages', async (ctx) => {
    const { pid } = parseInput(z.object({ pid: z.coerce.number().int().positive() }), ctx.query);
    const row = await visibleProblem(ctx, { pid });
    const allowed = row.fields.languages.length > 0 ? row.fields.languages : languageNames;
    ok(
      ctx,
      defaultLanguages.filter((l) => allowed.includes(l.name)),
    );
  });

  router.get('/languages', (ctx) => ok(ctx, defaultLanguages));

  router.post('/get-user-problem-status', requireLogin(), async (ctx) => {
    const { pidList } = parseInput(
      z.object({ pidList: z.array(z.number().int()).max(1000) }),
      ctx.request.body,
    );
    currentPrincipal(ctx);
    // -10 "not submitted" until the submission read model answers with real statuses.
    ok(ctx, Object.fromEntries(pidList.map((pid) => [pid, { status: -10 }])));
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
    ok(
      ctx,
      rows.map((r) => ({ ...problemListRow(r, tagsOf(r, known)), gmtModified: r.updated_at.toISOString() })),
    );
  });

  return router;
}
