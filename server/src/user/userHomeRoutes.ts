import Router from '@koa/router';
import { z } from 'zod';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { findUser } from './userCommands';

const whom = z.object({ uid: z.string().max(64).optional(), username: z.string().max(100).optional() });

/**
 * A user's public home. Submission figures (total, solved lists, the heat map's counts) come from the
 * submission read models; until submissions exist they are empty, never invented.
 */
export function userHomeRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  const lookup = async (query: unknown) => {
    const { uid, username } = parseInput(whom, query);
    const user = uid
      ? await findUser(services, { uid })
      : username
        ? await findUser(services, { username })
        : undefined;
    if (!user) throw new HttpError(404, 'The user does not exist');
    return user;
  };

  router.get('/get-user-home-info', async (ctx) => {
    const user = await lookup(ctx.query);
    ok(ctx, {
      uid: user.uid,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      gender: user.gender,
      school: user.school,
      signature: user.signature,
      titleName: user.title_name,
      titleColor: user.title_color,
      github: user.github,
      blog: user.blog,
      gmtCreate: user.created_at.toISOString(),
      recentLoginTime: user.last_login_at?.toISOString() ?? null,
      total: 0,
      rating: null,
      scoreList: [],
      solvedList: [],
      solvedGroupByDifficulty: {},
      recentSolvedList: [],
      recentSolvedGroupByDifficulty: {},
    });
  });

  router.get('/get-user-calendar-heatmap', async (ctx) => {
    await lookup(ctx.query);
    ok(ctx, { dataList: [], endDate: new Date().toISOString().slice(0, 10) });
  });

  return router;
}
