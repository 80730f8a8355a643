import Router from '@koa/router';
import {
  bestOiScoresOf,
  dailySubmissionCounts,
  type SolvedProblem,
  solvedPublicProblems,
  submissionCountOf,
  userBy,
} from '@oj/projections';
import { z } from 'zod';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';

const whom = z.object({ uid: z.string().max(64).optional(), username: z.string().max(100).optional() });

/** Days of solving that count as recent on the home page. */
const RECENT_DAYS = 30;

/**
 * A user's public home. Submission figures (total, solved lists, the heat map's counts) come from the
 * submission read models: `user_problem_status` for what is solved, `submissions` for the counts.
 */
export function userHomeRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  const lookup = async (query: unknown) => {
    const { uid, username } = parseInput(whom, query);
    const user = uid
      ? await userBy(services.db, { uid })
      : username
        ? await userBy(services.db, { username })
        : undefined;
    if (!user) throw new HttpError(404, 'The user does not exist');
    return user;
  };

  router.get('/get-user-home-info', async (ctx) => {
    const user = await lookup(ctx.query);
    const solved = await solvedPublicProblems(services.db, user.uid);
    const since = Date.now() - RECENT_DAYS * 86_400_000;
    const recent = solved.filter((p) => (p.first_ac_time?.getTime() ?? 0) >= since);
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
      total: await submissionCountOf(services.db, user.uid),
      rating: null,
      scoreList: await bestOiScoresOf(services.db, user.uid),
      solvedList: solved.map(solvedView),
      solvedGroupByDifficulty: byDifficulty(solved),
      recentSolvedList: recent.map(solvedView),
      recentSolvedGroupByDifficulty: byDifficulty(recent),
    });
  });

  router.get('/get-user-calendar-heatmap', async (ctx) => {
    const user = await lookup(ctx.query);
    const end = new Date();
    const start = new Date(end.getTime() - 366 * 86_400_000);
    ok(ctx, {
      dataList: await dailySubmissionCounts(services.db, user.uid, start),
      endDate: end.toISOString().slice(0, 10),
    });
  });

  return router;
}

type Solved = Pick<SolvedProblem, 'problem_id' | 'title' | 'difficulty'>;

const solvedView = (p: Solved) => ({ problemId: p.problem_id, title: p.title });

function byDifficulty(solved: readonly Solved[]): Record<string, { problemId: string; title: string }[]> {
  const groups: Record<string, { problemId: string; title: string }[]> = {};
  for (const p of solved) {
    const key = String(p.difficulty);
    groups[key] = [...(groups[key] ?? []), solvedView(p)];
  }
  return groups;
}
