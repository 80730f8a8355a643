import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { problemByPid } from '@oj/projections';
import { z } from 'zod';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { requireAdmin } from '../auth/authMiddleware';
import { hojEntries } from './export/hojExport';
import { type ExportProblem, kattisPackageEntries, ProblemExportError } from './export/kattisExport';
import type { ZipOutEntry } from './import/zipWriter';
import { zipStream } from './import/zipWriter';
import { STATEMENT_IMAGE } from './statementImages';

const MAX_EXPORT = 100;

/** `pids=1,2,3`: strict decimal ids, 1 to 100 of them, each once. */
const exportQuery = z.object({
  pids: z
    .string()
    .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/, 'pids must be problem ids (whole numbers) separated by commas')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(MAX_EXPORT)),
  format: z.enum(['kattis', 'hoj']).default('kattis'),
});

/**
 * Problems out as packages (admin roles): one problem or a selection, as Kattis packages (2023-07, one
 * folder each) or an HOJ zip (`problem_<id>.json` + `problem_<id>/`), streamed.
 */
export function problemExportRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  router.get('/admin/export-problems', requireAdmin(), async (ctx) => {
    const { pids, format } = parseInput(exportQuery, ctx.query);
    const problems: ExportProblem[] = [];
    for (const pid of pids) {
      const row = await problemByPid(services.db, pid);
      if (!row) throw new HttpError(404, `The problem does not exist: ${pid}`);
      problems.push(exportable(services, row.fields, row.test_cases));
    }
    const entries: ZipOutEntry[] = [];
    try {
      for (const problem of problems) {
        entries.push(...(format === 'kattis' ? await kattisPackageEntries(problem) : hojEntries(problem)));
      }
    } catch (error) {
      if (error instanceof ProblemExportError) throw new HttpError(400, error.message);
      throw error;
    }
    const first = problems[0]?.fields.problemId ?? 'problems';
    ctx.type = 'application/zip';
    ctx.attachment(
      problems.length === 1 ? `${first}-${format}.zip` : `problems-${problems.length}-${format}.zip`,
    );
    // Streamed: each test file is read from the store when the zip reaches it.
    ctx.body = zipStream(entries);
  });

  return router;
}

function exportable(
  services: Services,
  fields: ExportProblem['fields'],
  testCases: { input: string; output: string; score: number; groupNum: number }[],
): ExportProblem {
  const text = async (sha: string) => new TextDecoder().decode(await services.testData.get(sha));
  return {
    fields,
    cases: testCases.map((c) => ({
      score: c.score,
      groupNum: c.groupNum,
      input: () => services.testData.get(c.input),
      output: () => services.testData.get(c.output),
      inputText: () => text(c.input),
      outputText: () => text(c.output),
    })),
    image: async (file) => {
      if (!STATEMENT_IMAGE.test(file)) return null;
      try {
        return new Uint8Array(await readFile(path.join(services.filesDir, 'images', file)));
      } catch {
        return null;
      }
    },
  };
}
