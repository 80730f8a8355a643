import { ContestPhase, ContestType } from '@oj/events/vocabulary';
import { Badge, Flex, Skeleton, Switch, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { getContestProblems } from '../api/getContestProblems';
import { useContestView } from '../hooks/contestContext';
import { useBoard } from '../hooks/useBoard';
import { type ConcernedUser, readConcerned, toggleConcerned } from '../model/concerned';
import type { LiveSource } from '../model/liveSource';
import { BoardFilters } from './BoardFilters';
import { BoardPager, BoardTable } from './BoardTable';

/**
 * /contest/:cid/rank: the ACM or OI board by the contest's rule, live from `contest:<cid>:board`
 * (contest admins: the real board's room), read again every 30 s only while the connection is down.
 */
export function ContestBoard({ live }: { live: LiveSource }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const { contest, isAdmin, links } = useContestView();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<number>(30);
  const [keyword, setKeyword] = useState('');
  const [removeStar, setRemoveStar] = useState(false);
  const [containsEnd, setContainsEnd] = useState(false);
  const [concerned, setConcerned] = useState(() => readConcerned(localStorage, contest.id));
  const problems = useApiQuery(queryKeys.contestProblems(contest.id), (signal) =>
    getContestProblems(contest.id, signal),
  );
  const board = useBoard(
    live,
    {
      cid: contest.id,
      currentPage,
      limit,
      keyword: keyword || undefined,
      removeStar,
      // Only a contest admin sees the real board, the one that can include after-contest solves.
      containsEnd: isAdmin && containsEnd,
      concernedList: concerned.map((c) => c.uid),
    },
    isAdmin,
  );
  const toggleFollow = useCallback(
    (row: ConcernedUser) =>
      setConcerned((current) => toggleConcerned(localStorage, contest.id, current, row)),
    [contest.id],
  );
  const follow = useMemo(
    () => ({ isFollowed: (uid: string) => concerned.some((c) => c.uid === uid), toggle: toggleFollow }),
    [concerned, toggleFollow],
  );

  if (contest.status === ContestPhase.scheduled && !isAdmin)
    return <Text color="gray">{t('contest.board.notStarted')}</Text>;

  return (
    <Flex direction="column" gap="3" className="contest-board">
      <Flex align="center" gap="3" wrap="wrap">
        <BoardFilters
          onSearch={(keyword) => {
            setKeyword(keyword);
            setCurrentPage(1);
          }}
          removeStar={removeStar}
          onRemoveStarChange={setRemoveStar}
        />
        {isAdmin ? (
          <Text as="label" size="2" title={t('contest.board.containsEndHint')}>
            <Flex gap="2" align="center">
              <Switch size="1" checked={containsEnd} onCheckedChange={setContainsEnd} />
              {t('contest.board.containsEnd')}
            </Flex>
          </Text>
        ) : null}
        <Flex ml="auto" gap="2" align="center">
          {contest.sealRank && !isAdmin ? <Badge color="amber">{t('contest.board.sealedNote')}</Badge> : null}
          <Badge color={board.live === 'online' ? 'green' : 'gray'} data-live={board.live}>
            {board.live === 'online' ? t('contest.board.live') : t('contest.board.polling')}
          </Badge>
        </Flex>
      </Flex>
      {user ? <ConcernedBar concerned={concerned} onRemove={toggleFollow} /> : null}
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
          problems={problems.data ?? []}
          rows={board.rows}
          oi={contest.type === ContestType.oi}
          userHref={(row) => links.user(row.uid, row.username)}
          mineUid={user?.uid}
          showName={contest.rankShowName}
          follow={user ? follow : undefined}
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
    </Flex>
  );
}

/** Whom the reader follows on this board, each with a way to stop; a hint while nobody is followed. */
function ConcernedBar({
  concerned,
  onRemove,
}: {
  concerned: readonly ConcernedUser[];
  onRemove: (user: ConcernedUser) => void;
}) {
  const { t } = useTranslation();
  if (concerned.length === 0) {
    return (
      <Text size="1" color="gray">
        {t('contest.board.followHint')}
      </Text>
    );
  }
  return (
    <Flex gap="2" align="center" wrap="wrap" className="board-concerned">
      <Text size="2" weight="medium">
        {t('contest.board.following')}
      </Text>
      {concerned.map((c) => (
        <Badge key={c.uid} variant="soft" size="2">
          {c.username}
          <button
            type="button"
            className="board-unfollow"
            aria-label={t('contest.board.unfollow', { name: c.username })}
            onClick={() => onRemove(c)}
          >
            ×
          </button>
        </Badge>
      ))}
    </Flex>
  );
}
