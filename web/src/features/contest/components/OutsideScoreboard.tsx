import { ContestPhase, ContestType } from '@oj/events/vocabulary';
import '../contest.css';
import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import { ApiError } from '@/lib/api';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { getOutsideBoard, getOutsideInfo, type OutsideInfo } from '../api/getOutsideBoard';
import { useBoard } from '../hooks/useBoard';
import type { LiveSource } from '../model/liveSource';
import { BoardFilters } from './BoardFilters';
import { BoardPager, BoardTable } from './BoardTable';
import { ContestTags } from './ContestTags';

interface OutsideScoreboardProps {
  cid: number;
  live: LiveSource;
  /** The contest list, to go back to when there is no board to show. */
  listHref: string;
}

/**
 * /contest/acm-scoreboard/:cid and /contest/oi-scoreboard/:cid (spec 02 §2): the public board without
 * login, for contests that open it (openRank), live from `contest:<cid>:board`; the seal holds here.
 */
export function OutsideScoreboard({ cid, live, listHref }: OutsideScoreboardProps) {
  const { t } = useTranslation();
  const info = useApiQuery(queryKeys.contestOutside(cid), (signal) => getOutsideInfo(cid, signal));

  if (info.error && !info.data) {
    const status = info.error instanceof ApiError ? info.error.status : 0;
    return (
      <Flex direction="column" gap="4" align="start">
        {status === 403 || status === 404 ? (
          <Callout.Root color="gray" size="2">
            <Callout.Icon>
              <InfoIcon />
            </Callout.Icon>
            <Callout.Text>
              {status === 403 ? t('contest.outside.notOpen') : t('contest.outside.notFound')}
            </Callout.Text>
          </Callout.Root>
        ) : (
          <ErrorCallout title={t('contest.outside.loadError')} error={info.error} />
        )}
        <Button asChild variant="soft">
          <Link to={listHref}>{t('contest.home.backToList')}</Link>
        </Button>
      </Flex>
    );
  }
  if (!info.data) return <Skeleton height="240px" />;
  return <OutsideBoard info={info.data} live={live} />;
}

function OutsideBoard({ info, live }: { info: OutsideInfo; live: LiveSource }) {
  const { t } = useTranslation();
  const { contest } = info;
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<number>(30);
  const [keyword, setKeyword] = useState('');
  const [removeStar, setRemoveStar] = useState(false);
  const board = useBoard(
    live,
    { cid: contest.id, currentPage, limit, keyword: keyword || undefined, removeStar },
    false,
    getOutsideBoard,
  );
  const scheduled = contest.status === ContestPhase.scheduled;

  return (
    <Flex direction="column" gap="4" className="contest-board">
      <Card size="3" className="contest-header" data-status={contest.status}>
        <Flex direction="column" gap="2">
          <Text size="2" color="gray">
            {t('contest.outside.title')}
          </Text>
          <Heading as="h1" size="6">
            {contest.title}
          </Heading>
          <Flex gap="2" wrap="wrap" align="center">
            <ContestTags contest={contest} />
          </Flex>
          <Text size="2" color="gray" className="numeric">
            {formatDateMinute(contest.startTime, contest.startTime)} –{' '}
            {formatDateMinute(contest.endTime, contest.endTime)}
          </Text>
        </Flex>
      </Card>
      {scheduled ? (
        <Text color="gray">{t('contest.board.notStarted')}</Text>
      ) : (
        <>
          <Flex align="center" gap="3" wrap="wrap">
            <BoardFilters
              onSearch={(keyword) => {
                setKeyword(keyword);
                setCurrentPage(1);
              }}
              removeStar={removeStar}
              onRemoveStarChange={setRemoveStar}
            />
            <Flex ml="auto" gap="2" align="center">
              {contest.sealRank ? <Badge color="amber">{t('contest.board.sealedNote')}</Badge> : null}
              <Badge color={board.live === 'online' ? 'green' : 'gray'} data-live={board.live}>
                {board.live === 'online' ? t('contest.board.live') : t('contest.board.polling')}
              </Badge>
            </Flex>
          </Flex>
          {board.error && board.rows.length === 0 ? (
            <ErrorCallout title={t('contest.board.loadError')} error={board.error} />
          ) : null}
          {board.loading && board.rows.length === 0 && !board.error ? <Skeleton height="160px" /> : null}
          {!board.loading && !board.error && board.rows.length === 0 ? (
            <Text color="gray" className="contest-empty">
              {t('contest.board.empty')}
            </Text>
          ) : null}
          {board.rows.length > 0 ? (
            <BoardTable
              problems={info.problemList}
              rows={board.rows}
              oi={contest.type === ContestType.oi}
              showName={contest.rankShowName}
            />
          ) : null}
          <BoardPager
            currentPage={currentPage}
            total={board.total}
            limit={limit}
            onPage={setCurrentPage}
            onLimit={(next) => {
              setLimit(next);
              setCurrentPage(1);
            }}
          />
        </>
      )}
    </Flex>
  );
}
