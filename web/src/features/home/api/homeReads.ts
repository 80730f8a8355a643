import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { firstScreenData } from '@/lib/firstScreen';
import {
  examsSchema,
  lastWeekSchema,
  recentAcSchema,
  recentContestsSchema,
  recentProblemsSchema,
  slidesSchema,
} from './schemas';

// The home page's reads (spec 01 §7 "Public and home"), one call each.

/** GET /api/home-carousel. */
export const getCarousel = (signal?: AbortSignal) =>
  apiRequest('/api/home-carousel', slidesSchema, { signal });
/** GET /api/home-exams. */
export const getExams = (signal?: AbortSignal) => apiRequest('/api/home-exams', examsSchema, { signal });
/** GET /api/get-recent-contest: running now or starting within two weeks. */
export const getRecentContests = (signal?: AbortSignal) =>
  apiRequest('/api/get-recent-contest', recentContestsSchema, { signal });
/** GET /api/get-recent-seven-ac-rank. */
export const getRecentAcRank = (signal?: AbortSignal) =>
  apiRequest('/api/get-recent-seven-ac-rank', recentAcSchema, { signal });
/** GET /api/get-last-week-submission-statistics. */
export const getLastWeek = (signal?: AbortSignal) =>
  apiRequest('/api/get-last-week-submission-statistics', lastWeekSchema, { signal });
/** GET /api/get-recent-updated-problem. */
export const getRecentProblems = (signal?: AbortSignal) =>
  apiRequest('/api/get-recent-updated-problem', recentProblemsSchema, { signal });
/** GET /api/get-recent-other-contest: always empty here (we fetch nothing from other sites). */
export const getOtherContests = (signal?: AbortSignal) =>
  apiRequest('/api/get-recent-other-contest', z.array(z.unknown()), { signal });

/** The answers /home's index.html carries (server/src/web/firstScreen.ts), for the first render. */
export const embedded = {
  carousel: () => firstScreenData('/api/home-carousel', slidesSchema),
  exams: () => firstScreenData('/api/home-exams', examsSchema),
  recentContests: () => firstScreenData('/api/get-recent-contest', recentContestsSchema),
  lastWeek: () => firstScreenData('/api/get-last-week-submission-statistics', lastWeekSchema),
  recentProblems: () => firstScreenData('/api/get-recent-updated-problem', recentProblemsSchema),
};
