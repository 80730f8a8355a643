import {
  Avatar,
  Badge,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Skeleton,
  Table,
  Text,
} from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/lib/time';
import { useHydrated } from '@/lib/useHydrated';
import type { HomeExam, LastWeek, RecentAcRow, RecentContest, RecentProblem } from '../api/schemas';
import { examCountdown } from '../model/home';
import { WeekChart } from './WeekChart';

/** A titled card of the home page; a skeleton while `loading`, `empty` when there is nothing. */
export function HomeCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="home-card" data-testid={testId}>
      <Heading as="h2" size="3" mb="3">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="2" color="gray">
      {text}
    </Text>
  );
}

export function LastWeekChart({ week }: { week: LastWeek | undefined }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('homePage.lastWeek')} testId="home-last-week">
      <WeekChart
        days={week?.dateStr ?? []}
        bars={{ name: t('homePage.submissions'), values: week?.totalCountList ?? [], color: '#0090ff' }}
        line={{ name: t('homePage.accepted'), values: week?.acCountList ?? [], color: '#30a46c' }}
        height={230}
        label={t('homePage.lastWeek')}
      />
    </HomeCard>
  );
}

/** `now` undefined (HTML from the server, and its hydration): the exams without their days left. */
export function ExamCountdown({ exams, now }: { exams: HomeExam[] | undefined; now: Date | undefined }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('homePage.countdown')} testId="home-countdown">
      {!exams ? <Skeleton height="60px" /> : null}
      {exams?.length === 0 ? <Empty text={t('homePage.noExams')} /> : null}
      <Flex direction="column" gap="2">
        {exams?.map((exam) => {
          const left = now ? examCountdown(exam.date, now) : undefined;
          return (
            <Flex key={`${exam.name}-${exam.date}`} justify="between" align="center" gap="2">
              <Text size="2">
                {exam.name}{' '}
                <Text color="gray" size="1">
                  {exam.date}
                </Text>
              </Text>
              {left ? (
                <Badge color={left.state === 'left' ? 'blue' : left.state === 'today' ? 'orange' : 'gray'}>
                  {left.state === 'left'
                    ? t('homePage.daysLeft', { count: left.days })
                    : t(`homePage.${left.state}`)}
                </Badge>
              ) : null}
            </Flex>
          );
        })}
      </Flex>
    </HomeCard>
  );
}

export function RecentContests({
  contests,
  contestTo,
}: {
  contests: RecentContest[] | undefined;
  contestTo: (cid: number) => string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <HomeCard title={t('homePage.recentContests')} testId="home-contests">
      {!contests ? <Skeleton height="60px" /> : null}
      {contests?.length === 0 ? <Empty text={t('homePage.noContests')} /> : null}
      <Flex direction="column" gap="2">
        {contests?.map((contest) => (
          <Flex key={contest.id} justify="between" align="center" gap="2" wrap="wrap">
            <RadixLink asChild size="2">
              <Link to={contestTo(contest.id)}>{contest.title}</Link>
            </RadixLink>
            <Flex gap="2" align="center">
              <Text size="1" color="gray">
                {hydrated ? formatDateTime(contest.startTime) : null}
              </Text>
              <Badge color={contest.status === 0 ? 'green' : 'blue'}>
                {t(contest.status === 0 ? 'homePage.running' : 'homePage.scheduled')}
              </Badge>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </HomeCard>
  );
}

export function SevenDayRank({
  rows,
  userHomeTo,
}: {
  rows: RecentAcRow[] | undefined;
  userHomeTo: (user: { uid: string; username: string }) => string;
}) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('homePage.sevenDayRank')} testId="home-seven-day-rank">
      {!rows ? <Skeleton height="120px" /> : null}
      {rows?.length === 0 ? <Empty text={t('homePage.noRecentAc')} /> : null}
      {rows && rows.length > 0 ? (
        <div className="home-recent-ac">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('rank.user')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{t('homePage.acCount')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={row.uid} data-username={row.username}>
                  <Table.RowHeaderCell className="numeric">{i + 1}</Table.RowHeaderCell>
                  <Table.Cell>
                    <Flex align="center" gap="2">
                      <Avatar
                        size="1"
                        radius="full"
                        src={row.avatar || undefined}
                        fallback={row.username.slice(0, 1).toUpperCase()}
                      />
                      <Link to={userHomeTo(row)}>{row.username}</Link>
                      {row.titleName ? (
                        <Badge
                          size="1"
                          style={
                            row.titleColor ? { backgroundColor: row.titleColor, color: 'white' } : undefined
                          }
                        >
                          {row.titleName}
                        </Badge>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                  <Table.Cell justify="end" className="numeric home-recent-ac-count">
                    {row.ac}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
    </HomeCard>
  );
}

export function RecentProblems({
  problems,
  problemTo,
}: {
  problems: RecentProblem[] | undefined;
  problemTo: (problemId: string) => string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <HomeCard title={t('homePage.recentProblems')} testId="home-problems">
      {!problems ? <Skeleton height="80px" /> : null}
      {problems?.length === 0 ? <Empty text={t('homePage.noProblems')} /> : null}
      <Flex direction="column" gap="2">
        {problems?.map((problem) => (
          <Flex key={problem.pid} justify="between" gap="2">
            <RadixLink asChild size="2" className="home-problem-title">
              <Link to={problemTo(problem.problemId)}>
                {problem.problemId} {problem.title}
              </Link>
            </RadixLink>
            <Text size="1" color="gray" className="numeric">
              {hydrated ? formatDate(problem.gmtModified) : null}
            </Text>
          </Flex>
        ))}
      </Flex>
    </HomeCard>
  );
}

/** Outside links (spec 01 §2.3): other judges and contest sites. */
const OUTSIDE_LINKS = [
  { name: 'Codeforces', url: 'https://codeforces.com' },
  { name: 'AtCoder', url: 'https://atcoder.jp' },
  { name: 'LeetCode', url: 'https://leetcode.com' },
  { name: 'Luogu', url: 'https://www.luogu.com.cn' },
  { name: 'Virtual Judge', url: 'https://vjudge.net' },
  { name: 'ICPC', url: 'https://icpc.global' },
] as const;

export function OutsideLinks() {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('homePage.links')} testId="home-links">
      <Flex gap="3" wrap="wrap">
        {OUTSIDE_LINKS.map((link) => (
          <RadixLink key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="2">
            {link.name}
          </RadixLink>
        ))}
      </Flex>
    </HomeCard>
  );
}
