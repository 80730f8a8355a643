import { ContestAuth, ContestPhase, ContestType } from '@oj/events/vocabulary';
import '../contest.css';
import { Badge, Button, Card, Flex, Skeleton, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ClockIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import type { PageSize } from '@/lib/pager';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { getGroupContestList } from '../api/getContestList';
import type { ContestLinks } from '../model/links';
import { ContestTags, Duration } from './ContestTags';

/**
 * Spec 03 §2.5: a group's visible contests as cards: the status as the coloured left border, the rule
 * (ACM or OI, its tooltip), the access with a lock, start and length, the participants of a non-public
 * contest, the outside scoreboard when the contest opens it (disabled while scheduled), and 'After
 * submit' for a running contest that takes submissions after its end.
 */
export function GroupContestList({
  gid,
  links,
}: {
  gid: number;
  links: Pick<ContestLinks, 'contest' | 'scoreboard'>;
}) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(10);
  const params = { gid, currentPage, limit };
  const { data, error, loading } = useApiQuery(queryKeys.groupContests(gid, params), (signal) =>
    getGroupContestList(params, signal),
  );
  return (
    <Flex direction="column" gap="3">
      {error ? <ErrorCallout title={t('contest.list.loadError')} error={error} /> : null}
      {!data && loading ? <Skeleton height="96px" /> : null}
      {data && data.records.length === 0 ? (
        <Card>
          <Text as="p" color="gray" align="center" my="3">
            {t('contest.group.empty')}
          </Text>
        </Card>
      ) : null}
      <Flex direction="column" gap="3" className="contest-cards">
        {data?.records.map((contest) => (
          <Card key={contest.id} className="contest-card" data-status={contest.status}>
            <Flex direction="column" gap="2">
              <Flex align="center" gap="2" wrap="wrap" justify="between">
                <Link to={links.contest(contest.id)} className="contest-card-title">
                  <Text size="4" weight="bold">
                    {contest.title}
                  </Text>
                </Link>
                {contest.openRank ? (
                  <Button
                    asChild={contest.status !== ContestPhase.scheduled}
                    size="1"
                    variant="soft"
                    disabled={contest.status === ContestPhase.scheduled}
                  >
                    {contest.status === ContestPhase.scheduled ? (
                      <span>{t('contest.group.outsideBoard')}</span>
                    ) : (
                      <Link to={links.scoreboard(contest.id, contest.type)}>
                        {t('contest.group.outsideBoard')}
                      </Link>
                    )}
                  </Button>
                ) : null}
              </Flex>
              <Flex align="center" gap="2" wrap="wrap">
                {contest.allowEndSubmit && contest.status === ContestPhase.running ? (
                  <Badge color="green" variant="solid">
                    {t('contest.group.afterSubmit')}
                  </Badge>
                ) : null}
                <ContestTags contest={contest} />
                <Tooltip
                  content={
                    contest.type === ContestType.oi
                      ? t('contest.group.oiRule', {
                          scoreType:
                            contest.oiRankScoreType === 'Highest'
                              ? t('contest.group.highest')
                              : t('contest.group.recent'),
                        })
                      : t('contest.group.acmRule')
                  }
                >
                  <Button size="1" variant="ghost" color="gray">
                    {t('contest.group.rule')}
                  </Button>
                </Tooltip>
              </Flex>
              <Flex align="center" gap="4" wrap="wrap">
                <Text size="2" color="gray" className="numeric">
                  {t('contest.list.startAt', {
                    time: formatDateMinute(contest.startTime, contest.startTime),
                  })}
                </Text>
                <Text size="2" color="gray">
                  <ClockIcon size={12} /> <Duration ms={contest.duration} />
                </Text>
                {contest.auth !== ContestAuth.public ? (
                  <Text size="2" color="gray">
                    {t('contest.list.participants', { count: contest.count })}
                  </Text>
                ) : null}
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
      {data && data.total > 0 ? (
        <Pager
          total={data.total}
          currentPage={currentPage}
          limit={limit}
          onPageChange={setCurrentPage}
          onLimitChange={(next) => {
            setLimit(next);
            setCurrentPage(1);
          }}
        />
      ) : null}
    </Flex>
  );
}
