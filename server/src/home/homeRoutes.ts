import Router from '@koa/router';
import { examsRule, homeLimits, homeMessages as m } from '@oj/events';
import {
  homeCarousel,
  homeExams,
  RECENT_AC_WINDOW_MS,
  recentAcRank,
  recentContests,
  registrationCounts,
  siteDailySubmissionCounts,
} from '@oj/projections';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { withTextRule } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { requireAdmin } from '../auth/authMiddleware';
import { contestInfo } from '../contest/core/contestView';
import type { Upload } from '../user/avatars';
import { carouselUrl, storeCarouselImage } from './carouselImages';
import { runHomeCommand } from './homeCommands';
import { lastWeekStatistics } from './lastWeek';

/** Contests on the home page: running, or starting within two weeks (the reference's window). */
const RECENT_CONTEST_WINDOW_MS = 14 * 86_400_000;
const RECENT_CONTESTS = 10;
const RECENT_AC_ROWS = 10;

const carouselUpload = withTextRule(
  koaBody({
    multipart: true,
    formidable: { maxFileSize: homeLimits.carouselMaxBytes, maxFiles: 1, allowEmptyFiles: false },
    onError: (error) => {
      throw new HttpError(400, /maxFileSize|exceeded/i.test(error.message) ? m.imageSize : m.imageType);
    },
  }),
);

/**
 * The home page's calls (spec 01 sections 2.3 and 7): carousel, exams, recent contests, the 7-day AC
 * rank and last week's submissions; and the admins' carousel and exams. The recently updated problems
 * are the problems' (`problemRoutes`), the announcements the announcements feature's.
 */
export function homeRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;
  const reads = homeReads(services);
  const carousel = reads.carousel;

  router.get('/home-carousel', async (ctx) => {
    ok(ctx, await carousel());
  });

  router.post('/admin/home-carousel', requireAdmin(), carouselUpload, async (ctx) => {
    const image = ctx.request.files?.image;
    const upload: Upload | undefined = Array.isArray(image) ? image[0] : image;
    if (!upload) throw new HttpError(400, m.imageType);
    const file = await storeCarouselImage(services.filesDir, upload);
    await runHomeCommand(services, commandMetadata(ctx), { type: 'AddCarouselImage', file });
    ok(ctx, await carousel());
  });

  router.delete('/admin/home-carousel', requireAdmin(), async (ctx) => {
    const { id } = parseInput(z.object({ id: idParam }), ctx.query);
    await runHomeCommand(services, commandMetadata(ctx), { type: 'RemoveCarouselImage', id });
    ok(ctx, await carousel());
  });

  router.get('/home-exams', async (ctx) => {
    ok(ctx, await reads.exams());
  });

  router.put('/admin/home-exams', requireAdmin(), async (ctx) => {
    const { exams } = parseInput(z.object({ exams: examsRule }), ctx.request.body);
    await runHomeCommand(services, commandMetadata(ctx), { type: 'SetExams', exams });
    ok(ctx, await homeExams(db));
  });

  router.get('/get-recent-contest', async (ctx) => {
    ok(ctx, await reads.recentContests());
  });

  // The reference lists other sites' upcoming contests (Codeforces and the like), fetched from them.
  // We fetch nothing from outside sites: always an empty list (see decisions.md).
  router.get('/get-recent-other-contest', async (ctx) => {
    ok(ctx, []);
  });

  router.get('/get-recent-seven-ac-rank', async (ctx) => {
    ok(ctx, await reads.recentAc());
  });

  // forceRefresh is accepted and ignored: the figures are a read model, never a cache to refresh.
  router.get('/get-last-week-submission-statistics', async (ctx) => {
    parseInput(z.object({ forceRefresh: z.enum(['true', 'false']).optional() }), ctx.query);
    ok(ctx, await reads.lastWeek());
  });

  return router;
}

/**
 * The home page's public answers, each what its route sends as `data`: the routes and the first
 * screen embedded in /home (web/firstScreen.ts) read through these, so the two cannot drift apart.
 * None depends on who asks.
 */
export function homeReads({ db }: Pick<Services, 'db'>) {
  return {
    carousel: async () => (await homeCarousel(db)).map((row) => ({ id: row.id, url: carouselUrl(row.file) })),
    exams: () => homeExams(db),
    recentContests: async () => {
      const now = new Date();
      const rows = await recentContests(db, now, RECENT_CONTEST_WINDOW_MS, RECENT_CONTESTS);
      const counts = await registrationCounts(
        db,
        rows.map((r) => r.cid),
      );
      return rows.map((r) => contestInfo(r, counts.get(r.cid) ?? 0, now.getTime()));
    },
    recentAc: () => recentAcRank(db, new Date(Date.now() - RECENT_AC_WINDOW_MS), RECENT_AC_ROWS),
    lastWeek: async () => {
      const days = lastWeekDays(new Date());
      const counts = await siteDailySubmissionCounts(db, days[0] ?? '', days.at(-1) ?? '');
      return lastWeekStatistics(days, counts);
    },
  };
}

/** The last seven UTC days, oldest first, today last (`YYYY-MM-DD`). */
export function lastWeekDays(now: Date): string[] {
  return Array.from({ length: 7 }, (_, i) =>
    new Date(now.getTime() - (6 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
