import '../home.css';
import { Box, Flex, Grid } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { LiveSource } from '@/lib/liveSource';
import { useApiQuery, useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { useHydrated } from '@/lib/useHydrated';
import {
  embedded,
  getCarousel,
  getExams,
  getLastWeek,
  getRecentAcRank,
  getRecentContests,
  getRecentProblems,
} from '../api/homeReads';
import { applyRecentAcPush, RECENT_AC_ROOM } from '../model/home';
import { Carousel } from './Carousel';
import {
  ExamCountdown,
  LastWeekChart,
  OutsideLinks,
  RecentContests,
  RecentProblems,
  SevenDayRank,
} from './HomeCards';

export interface HomeLinks {
  contest: (cid: number) => string;
  problem: (problemId: string) => string;
  userHome: (user: { uid: string; username: string }) => string;
}

interface HomePageProps {
  live: LiveSource;
  links: HomeLinks;
  siteName: string;
  /** The site announcements panel (the announcements feature's), placed by the route. */
  announcements?: ReactNode;
}

/** Polled only while the 7-day rank's room is not live. */
const RECENT_AC_POLL_MS = 60_000;

/**
 * /home (spec 01 §2.3): carousel, announcements, last week's submissions, the exams' count-down,
 * recent contests, the 7-day AC rank (live), outside links and recently updated problems.
 */
export function HomePage({ live, links, siteName, announcements }: HomePageProps) {
  // The first render shows the answers index.html carries, the carousel's image first among them.
  const carousel = useApiQuery(queryKeys.homeCarousel, getCarousel, { initialData: embedded.carousel });
  const exams = useApiQuery(queryKeys.homeExams, getExams, { initialData: embedded.exams });
  const contests = useApiQuery(queryKeys.homeRecentContests, getRecentContests, {
    initialData: embedded.recentContests,
  });
  const week = useApiQuery(queryKeys.homeLastWeek, getLastWeek, { initialData: embedded.lastWeek });
  const problems = useApiQuery(queryKeys.homeRecentProblems, getRecentProblems, {
    initialData: embedded.recentProblems,
  });
  const hydrated = useHydrated();
  const recentAc = useLiveQuery({
    live,
    room: RECENT_AC_ROOM,
    key: queryKeys.homeRecentAc,
    load: getRecentAcRank,
    apply: applyRecentAcPush,
    pollMs: RECENT_AC_POLL_MS,
  });
  return (
    <Flex direction="column" gap="4" className="home-page">
      <Carousel slides={carousel.data} fallbackTitle={siteName} />
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        <Flex direction="column" gap="4" gridColumn={{ initial: '1', md: '1 / 3' }}>
          {/* The site announcements panel goes here (issue 20's announcements part mounts it). */}
          {announcements ? <Box data-testid="home-announcements">{announcements}</Box> : null}
          <LastWeekChart week={week.data} />
          <RecentContests contests={contests.data} contestTo={links.contest} />
          <RecentProblems problems={problems.data} problemTo={links.problem} />
        </Flex>
        <Flex direction="column" gap="4">
          <ExamCountdown exams={exams.data} now={hydrated ? new Date() : undefined} />
          <SevenDayRank rows={recentAc.data} userHomeTo={links.userHome} />
          <OutsideLinks />
        </Flex>
      </Grid>
    </Flex>
  );
}
