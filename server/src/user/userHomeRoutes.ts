import Router from '@koa/router';
import { sql } from 'kysely';
import { z } from 'zod';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { findUser } from './userCommands';

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
      ? await findUser(services, { uid })
      : username
        ? await findUser(services, { username })
        : undefined;
    if (!user) throw new HttpError(404, 'The user does not exist');
    return user;
  };

  /** Public problems the user has an accepted non-contest submission for, oldest solve first. */
  const solvedOf = async (uid: string) =>
    services.db
      .selectFrom('user_problem_status as s')
      .innerJoin('problems as p', 'p.pid', 's.pid')
      .select(['p.problem_id', 'p.title', 'p.difficulty', 's.first_ac_time'])
      .where('s.uid', '=', uid)
      .where('s.accepted', '>', 0)
      .where('p.auth', '=', 1)
      .orderBy('s.first_ac_time')
      .execute();

  router.get('/get-user-home-info', async (ctx) => {
    const user = await lookup(ctx.query);
    const solved = await solvedOf(user.uid);
    const since = Date.now() - RECENT_DAYS * 86_400_000;
    const recent = solved.filter((p) => (p.first_ac_time?.getTime() ?? 0) >= since);
    const { count } = await services.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    const scores = await services.db
      .selectFrom('submissions')
      .select((eb) => eb.fn.max('oi_rank_score').as('best'))
      .where('uid', '=', user.uid)
      .where('cid', '=', 0)
      .where('oi_rank_score', 'is not', null)
      .groupBy('pid')
      .execute();
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
      total: Number(count),
      rating: null,
      scoreList: scores.map((s) => Number(s.best ?? 0)),
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
    const { rows } = await sql<{ date: string; count: string }>`
      select to_char(submit_time at time zone 'UTC', 'YYYY-MM-DD') as date, count(*) as count
      from submissions where uid = ${user.uid} and submit_time >= ${start}
      group by 1 order by 1`.execute(services.db);
    ok(ctx, {
      dataList: rows.map((r) => ({ date: r.date, count: Number(r.count) })),
      endDate: end.toISOString().slice(0, 10),
    });
  });

  return router;
}

type Solved = { problem_id: string; title: string; difficulty: number };

const solvedView = (p: Solved) => ({ problemId: p.problem_id, title: p.title });

function byDifficulty(solved: readonly Solved[]): Record<string, { problemId: string; title: string }[]> {
  const groups: Record<string, { problemId: string; title: string }[]> = {};
  for (const p of solved) {
    const key = String(p.difficulty);
    groups[key] = [...(groups[key] ?? []), solvedView(p)];
  }
  return groups;
}
