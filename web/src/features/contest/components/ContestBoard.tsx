import { Badge, Button, Checkbox, Flex, Select, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { SearchIcon } from '@/components/icons';
import { currentUserAtom } from '@/lib/session';
import { getContestProblems } from '../api/getContestProblems';
import { useContestView } from '../hooks/contestContext';
import { useBoard } from '../hooks/useBoard';
import { useRequest } from '../hooks/useRequest';
import { rowKeys } from '../model/boardRows';
import { boardPageSizes } from '../model/format';
import type { LiveSource } from '../model/liveSource';
import { AcmBoardRow, OiBoardRow } from './BoardRows';

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
  const [typed, setTyped] = useState('');
  const [removeStar, setRemoveStar] = useState(false);
  const problems = useRequest(String(contest.id), (signal) => getContestProblems(contest.id, signal));
  const board = useBoard(
    live,
    { cid: contest.id, currentPage, limit, keyword: keyword || undefined, removeStar },
    isAdmin,
  );
  const ids = (problems.data ?? []).map((p) => p.displayId);
  const oi = contest.type === 1;
  const Row = oi ? OiBoardRow : AcmBoardRow;
  const pages = Math.max(1, Math.ceil(board.total / limit));
  const keys = rowKeys(board.rows);

  if (contest.status === -1 && !isAdmin) return <Text color="gray">{t('contest.board.notStarted')}</Text>;

  return (
    <Flex direction="column" gap="3" className="contest-board">
      <Flex align="center" gap="3" wrap="wrap">
        <form
          className="contest-keyword"
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(typed.trim());
            setCurrentPage(1);
          }}
        >
          <TextField.Root
            value={typed}
            placeholder={t('contest.board.keyword')}
            aria-label={t('contest.board.keyword')}
            onChange={(event) => setTyped(event.target.value)}
          >
            <TextField.Slot>
              <SearchIcon size={14} />
            </TextField.Slot>
          </TextField.Root>
        </form>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={removeStar} onCheckedChange={(checked) => setRemoveStar(checked === true)} />
            {t('contest.board.removeStar')}
          </Flex>
        </Text>
        <Flex ml="auto" gap="2" align="center">
          {contest.sealRank && !isAdmin ? <Badge color="amber">{t('contest.board.sealedNote')}</Badge> : null}
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
        <div className="board-scroll">
          <Table.Root size="1" variant="surface" className="board-table" data-rule={oi ? 'oi' : 'acm'}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell className="board-rank">
                  {t('contest.board.rank')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="board-user">
                  {t('contest.board.user')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  {oi ? t('contest.board.totalScore') : t('contest.board.solved')}
                </Table.ColumnHeaderCell>
                {oi ? null : <Table.ColumnHeaderCell>{t('contest.board.penalty')}</Table.ColumnHeaderCell>}
                {(problems.data ?? []).map((p) => (
                  <Table.ColumnHeaderCell key={p.pid} className="board-cell" title={p.displayTitle}>
                    <span
                      className="contest-balloon"
                      style={{ background: p.color || undefined }}
                      aria-hidden="true"
                    />
                    {p.displayId}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {board.rows.map((row, i) => (
                <Row
                  key={keys[i]}
                  row={row}
                  problems={ids}
                  userHref={links.user(row.uid, row.username)}
                  mine={row.uid === user?.uid}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
      <Flex align="center" justify="center" gap="3" wrap="wrap">
        <Button
          variant="soft"
          color="gray"
          disabled={currentPage <= 1}
          onClick={() => setCurrentPage((p) => p - 1)}
        >
          {t('contest.board.previous')}
        </Button>
        <Text size="2" color="gray" className="numeric">
          {t('contest.board.page', { page: currentPage, pages })}
        </Text>
        <Button
          variant="soft"
          color="gray"
          disabled={currentPage >= pages}
          onClick={() => setCurrentPage((p) => p + 1)}
        >
          {t('contest.board.next')}
        </Button>
        <Select.Root
          value={String(limit)}
          onValueChange={(value) => {
            setLimit(Number(value));
            setCurrentPage(1);
          }}
        >
          <Select.Trigger aria-label={t('contest.board.pageSize', { count: limit })} />
          <Select.Content>
            {boardPageSizes.map((size) => (
              <Select.Item key={size} value={String(size)}>
                {t('contest.board.pageSize', { count: size })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
    </Flex>
  );
}
