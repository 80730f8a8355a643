import { Avatar, Card, Flex, SegmentedControl, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { KeywordSearch } from '@/components/KeywordSearch';
import { Pager } from '@/components/Pager';
import { TableStateRows } from '@/components/TableStateRows';
import type { LiveSource } from '@/lib/liveSource';
import type { PageSize } from '@/lib/pager';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getGroupRank } from '../api/groupApi';
import { GROUP_RANK_PAGE_SIZE, type GroupLinks, groupRankRoom } from '../model/group';

interface GroupRankProps {
  gid: number;
  live: LiveSource;
  links: GroupLinks;
  /** Group admins and super admins see real names (spec 03 §6). */
  showRealname: boolean;
}

/**
 * Spec 03 §2.8: the group's members ranked over its problems and contests, ACM (accepted, then fewer
 * submissions) or OI (the sum of the best scores), with a search box and a pager; it follows the
 * group's rank room, reading again on each push.
 */
export function GroupRank({ gid, live, links, showRealname }: GroupRankProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<'ACM' | 'OI'>('ACM');
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(GROUP_RANK_PAGE_SIZE);
  const params = { gid, type, keyword, currentPage, limit };
  const rank = useLiveQuery({
    live,
    room: groupRankRoom(gid),
    key: queryKeys.groupRank(gid, params),
    load: (signal) => getGroupRank(params, signal),
    pollMs: 30_000,
  });
  const page = rank.data;
  const columns = showRealname ? 6 : 5;
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Flex gap="3" align="center" justify="between" wrap="wrap">
          <SegmentedControl.Root
            value={type}
            onValueChange={(value) => {
              setType(value === 'OI' ? 'OI' : 'ACM');
              setCurrentPage(1);
            }}
            aria-label={t('group.rank.type')}
          >
            <SegmentedControl.Item value="ACM">ACM</SegmentedControl.Item>
            <SegmentedControl.Item value="OI">OI</SegmentedControl.Item>
          </SegmentedControl.Root>
          <KeywordSearch
            keyword={keyword}
            onSearch={(typed) => {
              setKeyword(typed);
              setCurrentPage(1);
            }}
            placeholder={t('group.rank.search')}
            label={t('group.rank.search')}
          />
        </Flex>
        {rank.error ? <ErrorCallout title={t('group.rank.loadError')} error={rank.error} /> : null}
        <Table.Root size="2" className="group-rank-table" aria-label={t('group.rank.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('group.rank.place')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('group.rank.user')}</Table.ColumnHeaderCell>
              {showRealname ? (
                <Table.ColumnHeaderCell className="group-rank-wide">
                  {t('group.rank.realname')}
                </Table.ColumnHeaderCell>
              ) : null}
              <Table.ColumnHeaderCell align="right">
                {type === 'ACM' ? t('group.rank.ac') : t('group.rank.score')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('group.rank.total')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right" className="group-rank-wide">
                {type === 'ACM' ? t('group.rank.rate') : t('group.rank.ac')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRows
              columns={columns}
              loading={!page && !rank.error}
              empty={
                page?.records.length === 0
                  ? keyword
                    ? t('group.rank.noMatch')
                    : t('group.rank.empty')
                  : null
              }
            />
            {page?.records.map((row) => (
              <Table.Row key={row.uid} align="center" data-testid="group-rank-row">
                <Table.Cell className="numeric">{row.rank}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" align="center">
                    <Avatar
                      size="1"
                      radius="full"
                      src={row.avatar || undefined}
                      fallback={row.username.slice(0, 1)}
                    />
                    <Flex direction="column">
                      <Link to={links.userHome(row)}>{row.username}</Link>
                      {row.nickname ? (
                        <Text size="1" color="gray">
                          {row.nickname}
                        </Text>
                      ) : null}
                    </Flex>
                  </Flex>
                </Table.Cell>
                {showRealname ? (
                  <Table.Cell className="group-rank-wide">{row.realname || '—'}</Table.Cell>
                ) : null}
                <Table.Cell align="right" className="numeric" data-testid="group-rank-solved">
                  {type === 'ACM' ? row.ac : row.score}
                </Table.Cell>
                <Table.Cell align="right" className="numeric">
                  {row.total}
                </Table.Cell>
                <Table.Cell align="right" className="numeric group-rank-wide">
                  {type === 'ACM'
                    ? `${row.total === 0 ? 0 : Math.round((row.ac / row.total) * 10000) / 100}%`
                    : row.ac}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Pager
          total={page?.total ?? 0}
          currentPage={currentPage}
          limit={limit}
          onPageChange={setCurrentPage}
          onLimitChange={(next) => {
            setLimit(next);
            setCurrentPage(1);
          }}
        />
      </Flex>
    </Card>
  );
}
