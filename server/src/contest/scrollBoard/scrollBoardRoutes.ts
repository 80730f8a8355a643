import Router from '@koa/router';
import { ContestPhase, ContestType, SubmissionStatus } from '@oj/events';
import { boardIdentitiesOf, publicSealedAt, submissionAt } from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { idParam } from '../../app/decimalInt';
import { ok } from '../../app/envelope';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { parseInput } from '../../app/validate';
import { currentPrincipal } from '../../auth/authMiddleware';
import { contestStatus, findContest, isContestAdmin } from '../core/contestAccess';
import { type ContestReplay, loadContestReplay } from '../replay/contestReplay';

const cid = idParam;
const flag = z.enum(['true', 'false']).default('false');

/**
 * The scroll board (resolver) reads, spec 02 section 2 and spec 04 "Scroll board": contest admins
 * only, ACM contests that had a seal and have ended. Everything comes from the event store.
 */
export function scrollBoardRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  /** Checks the rules in the order a user can act on them, then reads the history. */
  const open = async (ctx: Context, id: number): Promise<ContestReplay> => {
    const viewer = currentPrincipal(ctx);
    const contest = await findContest(services.db, viewer, id);
    if (!isContestAdmin(viewer, contest)) {
      throw new HttpError(403, 'Only the contest admins may open the scroll board');
    }
    if (contest.type !== ContestType.acm)
      throw new HttpError(400, 'The scroll board is only for ACM contests');
    if (contestStatus(contest, Date.now()) !== ContestPhase.ended) {
      throw new HttpError(400, 'The scroll board opens once the contest has ended');
    }
    const history = await loadContestReplay(services, id);
    if (!history || history.settings.rules.sealTime === null) {
      throw new HttpError(400, 'The scroll board needs a contest whose board was sealed');
    }
    return history;
  };

  router.get('/get-contest-scroll-board-info', async (ctx) => {
    const query = parseInput(z.object({ cid }), ctx.query);
    const history = await open(ctx, query.cid);
    const { fields, problems, settings } = history;
    ok(ctx, {
      id: history.cid,
      title: fields.title,
      rankShowName: fields.rankShowName,
      problemCount: problems.length,
      problemList: problems.map(({ displayId, displayTitle, color }) => ({ displayId, displayTitle, color })),
      balloonColor: Object.fromEntries(problems.map((p) => [p.displayId, p.color])),
      startTime: fields.startTime,
      endTime: fields.endTime,
      sealRankTime: new Date(settings.rules.sealTime ?? 0).toISOString(),
      starUserList: fields.starAccount,
      /** The public still sees the sealed board: opening the scroll board reveals what nobody has seen. */
      publicSealed: publicSealedAt(settings, Date.now()),
      // The board rules, so the page folds exactly as the board does.
      penaltyTime: fields.penaltyTime,
      compileErrorPenalty: fields.compileErrorPenalty,
      rankTimeUnit: fields.rankTimeUnit,
    });
  });

  router.get('/get-contest-scroll-board-submission', async (ctx) => {
    const query = parseInput(z.object({ cid, removeStar: flag }), ctx.query);
    const history = await open(ctx, query.cid);
    const { startTime, endTime } = history.settings.rules;
    const stars = new Set(history.settings.starUsernames);
    const counted = history.submissions.filter(
      (s) =>
        s.submitTime >= startTime &&
        s.submitTime < endTime &&
        !(query.removeStar === 'true' && stars.has(s.username)),
    );
    const identities = await boardIdentitiesOf(
      services.db,
      counted.map((s) => s.uid),
    );
    ok(
      ctx,
      counted.map((s) => {
        const final = submissionAt(s, Number.POSITIVE_INFINITY);
        const who = identities.get(s.uid);
        return {
          uid: s.uid,
          username: s.username,
          nickname: who?.nickname ?? '',
          realname: who?.realname ?? '',
          school: who?.school ?? '',
          avatar: who?.avatar ?? '',
          gender: who?.gender ?? 'secrecy',
          submitId: s.submitId,
          status: final?.status ?? SubmissionStatus.pending,
          submitTime: new Date(s.submitTime).toISOString(),
          displayId: s.displayId,
        };
      }),
    );
  });

  return router;
}
