import { Button, Flex, Select, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '../api/boardRowSchema';
import { boardPageSizes } from '../model/format';
import { BoardBody } from './BoardBody';

export interface BoardProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
  color?: string | null;
}

interface BoardTableProps {
  problems: readonly BoardProblem[];
  rows: readonly BoardRow[];
  oi: boolean;
  /** A contestant's page; none on the outside scoreboard, whose readers may not be signed in. */
  userHref?: (row: BoardRow) => string;
  /** The reader's own uid, to mark their row. */
  mineUid?: string;
  /** The contest's `rankShowName`: which of a contestant's names the board shows. */
  showName?: string | null;
  /** Following contestants (signed-in readers of the rank tab): the star toggle by each name. */
  follow?: FollowControl;
}

export interface FollowControl {
  isFollowed: (uid: string) => boolean;
  /** Stable across renders, so memoised rows do not re-render for it. */
  toggle: (row: BoardRow) => void;
}

/** The board's table, ACM or OI: shared by the contest's rank tab and the outside scoreboard. */
export function BoardTable({ problems, rows, oi, userHref, mineUid, showName, follow }: BoardTableProps) {
  const { t } = useTranslation();
  const ids = problems.map((p) => p.displayId);
  return (
    <>
      {/* Phones: the problem columns go past the screen's edge; the user column stays while they scroll. */}
      <Text as="p" size="1" color="gray" className="board-scroll-hint">
        {t('contest.board.scrollHint')}
      </Text>
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
              {problems.map((p) => (
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
          <BoardBody
            rows={rows}
            problems={ids}
            oi={oi}
            columns={problems.length + (oi ? 3 : 4)}
            userHref={userHref}
            mineUid={mineUid}
            showName={showName}
            follow={follow}
          />
        </Table.Root>
      </div>
    </>
  );
}

interface BoardPagerProps {
  currentPage: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Previous / next and the board's page sizes (spec 02 §9: 10, 30, 50, 100, 300). */
export function BoardPager({ currentPage, total, limit, onPage, onLimit }: BoardPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Flex align="center" justify="center" gap="3" wrap="wrap">
      <Button variant="soft" color="gray" disabled={currentPage <= 1} onClick={() => onPage(currentPage - 1)}>
        {t('contest.board.previous')}
      </Button>
      <Text size="2" color="gray" className="numeric">
        {t('contest.board.page', { page: currentPage, pages })}
      </Text>
      <Button
        variant="soft"
        color="gray"
        disabled={currentPage >= pages}
        onClick={() => onPage(currentPage + 1)}
      >
        {t('contest.board.next')}
      </Button>
      <Select.Root value={String(limit)} onValueChange={(value) => onLimit(Number(value))}>
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
  );
}
