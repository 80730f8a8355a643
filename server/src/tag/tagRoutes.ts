import Router from '@koa/router';
import { TAG_HOME_OJ } from '@oj/events';
import { classificationsOfBank, tagsOfBank } from '@oj/projections';
import { z } from 'zod';
import { ok } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { groupByClassification, tagView } from './tagView';

/** `oj`: a bank's tags (default ME, ours), or ALL. */
export const ojQuery = z.object({
  oj: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'oj must be an OJ code or ALL')
    .transform((oj) => oj.toUpperCase())
    .optional(),
});

/** The tag lists anyone may read (spec 01 section 7: get-all-problem-tags, tags and classifications). */
export function tagRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  const tagsOf = (oj: string) => tagsOfBank(db, oj);
  const classificationsOf = (oj: string) => classificationsOfBank(db, oj);

  router.get('/get-all-problem-tags', async (ctx) => {
    const { oj = TAG_HOME_OJ } = parseInput(ojQuery, ctx.query);
    ok(ctx, (await tagsOf(oj)).map(tagView));
  });

  router.get('/get-problem-tags-and-classification', async (ctx) => {
    const { oj = TAG_HOME_OJ } = parseInput(ojQuery, ctx.query);
    ok(ctx, groupByClassification(await classificationsOf(oj), await tagsOf(oj)));
  });

  return router;
}
