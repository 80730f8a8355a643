import { messageLimits } from '@oj/events';
import { readModelsVersion } from '@oj/projections';
import type { Services } from '../app/services';
import { homeReads } from '../home/homeRoutes';
import { siteAnnouncementPage } from '../message/messageRoutes';
import { recentlyUpdatedProblems } from '../problem/problemRoutes';
import { publicWebsiteConfig } from '../site/siteRoutes';

/** The element of index.html the web app reads its first answers from (web/src/lib/firstScreen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
/**
 * Some answers move with the clock alone (a contest starts, a day leaves last week's chart); no read
 * model changes then, so an answer is also read again once it is this old.
 */
export const FIRST_SCREEN_MAX_AGE_MS = 10_000;

/** What /home embeds: each answer's `data`, under the URL (path and query) the web app asks it by. */
export interface FirstScreen {
  /** Changes whenever any answer may have changed: a new page must be built. */
  version: string;
  answers: Record<string, unknown>;
}

type Db = Pick<Services, 'db'>;

/**
 * The home page's first screen, read in-process through the routes' own functions (no HTTP to
 * ourselves). Every answer is public and the same for every visitor, signed in or not: nothing here
 * may depend on who asks (no sealed board, no private problem, no personal status).
 */
function firstScreenReads(services: Db): Record<string, () => Promise<unknown>> {
  const home = homeReads(services);
  const limit = messageLimits.announcementPageSize;
  return {
    '/api/get-website-config': () => publicWebsiteConfig(services),
    '/api/home-carousel': home.carousel,
    '/api/home-exams': home.exams,
    '/api/get-recent-contest': home.recentContests,
    '/api/get-recent-seven-ac-rank': home.recentAc,
    '/api/get-last-week-submission-statistics': home.lastWeek,
    '/api/get-recent-updated-problem': () => recentlyUpdatedProblems(services),
    [`/api/get-common-announcement?currentPage=1&limit=${limit}`]: () =>
      siteAnnouncementPage(services, { currentPage: 1, limit }),
  };
}

/**
 * The first screen, kept while no read model has moved (one small query per request tells) and it is
 * younger than FIRST_SCREEN_MAX_AGE_MS; otherwise read again, once for all requests waiting on it.
 */
export function firstScreenCache(services: Db, now: () => number = Date.now) {
  const reads = Object.entries(firstScreenReads(services));
  let kept: { screen: FirstScreen; modelsVersion: string; readAt: number } | undefined;
  let reading: { version: string; screen: Promise<FirstScreen> } | undefined;

  const read = async (version: string): Promise<FirstScreen> => {
    const readAt = now();
    const values = await Promise.all(reads.map(([, answer]) => answer()));
    const answers = Object.fromEntries(reads.map(([url], i) => [url, values[i]]));
    const screen = { version: `${version}@${readAt}`, answers };
    // Two reads in flight may end out of order: keep the later one's answers.
    if (!kept || kept.readAt <= readAt) kept = { screen, modelsVersion: version, readAt };
    return screen;
  };

  return async function currentFirstScreen(): Promise<FirstScreen> {
    const version = await readModelsVersion(services.db);
    if (kept?.modelsVersion === version && now() - kept.readAt < FIRST_SCREEN_MAX_AGE_MS) return kept.screen;
    if (reading?.version !== version) {
      const screen = read(version);
      reading = { version, screen };
      screen
        .catch(() => undefined)
        .finally(() => {
          if (reading?.screen === screen) reading = undefined;
        });
    }
    return reading.screen;
  };
}

/**
 * The tags /home's index.html gains in its head: the answers as JSON (with `<` escaped, so no answer
 * can close the script element) and a preload of the carousel's first image, which is the page's
 * largest paint and otherwise starts only after the script has run.
 */
export function firstScreenTags(screen: FirstScreen): string {
  const json = JSON.stringify(screen.answers).replace(/</g, '\\u003c');
  const slides = screen.answers['/api/home-carousel'];
  const first = Array.isArray(slides) ? (slides[0] as { url?: unknown } | undefined)?.url : undefined;
  const preload =
    typeof first === 'string'
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(first)}" />`
      : '';
  return `${preload}<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
