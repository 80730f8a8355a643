import '../rank.css';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  SegmentedControl,
  Skeleton,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { SearchIcon } from '@/components/icons';
import { LazyChart } from '@/components/LazyChart';
import { Pager } from '@/components/Pager';
import type { ChartSeries } from '@/lib/barChart';
import type { LiveSource } from '@/lib/liveSource';
import { isPageSize } from '@/lib/pager';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getRankList } from '../api/getRankList';
import type { RankRow } from '../api/schemas';
import { CHART_TOP, placesOf, pushTouches, RANK_PAGE_SIZE, type RankKind, rankRoom } from '../model/rankList';

export interface RankLinks {
  list: (kind: RankKind) => string;
  userHome: (user: { uid: string; username: string }) => string;
}

interface RankListPageProps {
  kind: RankKind;
  live: LiveSource;
  links: RankLinks;
}

/** Polled only while the room is not live (the scoreboard's 30 s). */
const POLL_MS = 30_000;

/**
 * /acm-rank and /oi-rank (spec 02 "Rank lists"): the top ten as a chart, a search by username or
 * nickname, and the list 30 a page. Both reads follow the list's live room and read again only when a
 * push touches the places they show.
 */
export function RankListPage({ kind, live, links }: RankListPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const limitParam = Number(params.get('limit'));
  const limit = isPageSize(limitParam) ? limitParam : RANK_PAGE_SIZE;
  const searchUser = params.get('searchUser') ?? '';
  const [draft, setDraft] = useState(searchUser);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const query = { currentPage, limit, searchUser };
  const [first, last] = placesOf(currentPage, limit, searchUser !== '');
  const list = useLiveQuery({
    live,
    room: rankRoom(kind),
    key: queryKeys.rankList(kind, query),
    load: (signal) => getRankList(kind, query, signal),
    apply: (data) => data,
    needsReload: (payload) => pushTouches(payload, first, last),
    pollMs: POLL_MS,
  });
  const top = useLiveQuery({
    live,
    room: rankRoom(kind),
    key: queryKeys.rankList(kind, { currentPage: 1, limit: CHART_TOP }),
    load: (signal) => getRankList(kind, { currentPage: 1, limit: CHART_TOP }, signal),
    apply: (data) => data,
    needsReload: (payload) => pushTouches(payload, 1, CHART_TOP),
    pollMs: POLL_MS,
  });

  const chart = useMemo(
    () =>
      chartOf(kind, top.data?.records ?? [], {
        score: t('rank.score'),
        ac: t('rank.ac'),
        total: t('rank.total'),
      }),
    [kind, top.data, t],
  );
  const rows = list.data?.records;

  return (
    <Flex direction="column" gap="4" className="rank-page">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size={{ initial: '6', sm: '7' }}>
          {t(kind === 'acm' ? 'rank.acmTitle' : 'rank.oiTitle')}
        </Heading>
        <SegmentedControl.Root
          value={kind}
          size="1"
          onValueChange={(next) => navigate(links.list(next === 'acm' ? 'acm' : 'oi'))}
        >
          <SegmentedControl.Item value="acm">{t('rank.acm')}</SegmentedControl.Item>
          <SegmentedControl.Item value="oi">{t('rank.oi')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <Card>
        <Text as="p" size="2" weight="bold" mb="2">
          {t('rank.topTen')}
        </Text>
        {top.data && top.data.records.length === 0 ? (
          <Text size="2" color="gray">
            {t('rank.empty')}
          </Text>
        ) : (
          <LazyChart
            categories={chart.categories}
            series={chart.series}
            height="260px"
            label={t('rank.topTen')}
          />
        )}
      </Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          set({ searchUser: draft.trim(), currentPage: undefined });
        }}
      >
        <Flex gap="2">
          <TextField.Root
            className="rank-search"
            value={draft}
            maxLength={50}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('rank.search')}
            aria-label={t('rank.search')}
          >
            <TextField.Slot>
              <SearchIcon />
            </TextField.Slot>
          </TextField.Root>
          <Button type="submit">{t('rank.searchButton')}</Button>
        </Flex>
      </form>
      {list.error && !rows ? <ErrorCallout title={t('rank.loadError')} error={list.error} /> : null}
      {!rows && !list.error ? <Skeleton height="320px" /> : null}
      {rows && rows.length === 0 ? (
        <Card>
          <Text size="2" color="gray">
            {searchUser ? t('rank.noMatch', { searchUser }) : t('rank.empty')}
          </Text>
        </Card>
      ) : null}
      {rows && rows.length > 0 ? (
        <Table.Root
          variant="surface"
          size="1"
          className="rank-table"
          data-loading={list.loading || undefined}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell className="rank-place">{t('rank.place')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('rank.user')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="rank-wide">{t('rank.nickname')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="rank-wide">{t('rank.signature')}</Table.ColumnHeaderCell>
              {kind === 'oi' ? (
                <Table.ColumnHeaderCell justify="end">{t('rank.score')}</Table.ColumnHeaderCell>
              ) : null}
              <Table.ColumnHeaderCell justify="end">{t('rank.ac')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('rank.total')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end" className="rank-wide">
                {t('rank.rate')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <RankTableRow key={row.uid} row={row} kind={kind} userHome={links.userHome(row)} />
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      <Pager
        total={list.data?.total ?? 0}
        currentPage={currentPage}
        limit={limit}
        onPageChange={(page) => set({ currentPage: String(page) })}
        onLimitChange={(next) =>
          set({ limit: next === RANK_PAGE_SIZE ? undefined : String(next), currentPage: undefined })
        }
      />
    </Flex>
  );
}

function RankTableRow({ row, kind, userHome }: { row: RankRow; kind: RankKind; userHome: string }) {
  return (
    <Table.Row data-uid={row.uid}>
      <Table.RowHeaderCell className="rank-place numeric">{row.rank}</Table.RowHeaderCell>
      <Table.Cell>
        <Flex align="center" gap="2" wrap="wrap">
          <Avatar
            size="1"
            radius="full"
            src={row.avatar || undefined}
            fallback={row.username.slice(0, 1).toUpperCase()}
          />
          <Link to={userHome} className="rank-user">
            {row.username}
          </Link>
          {row.titleName ? (
            <Badge
              size="1"
              style={row.titleColor ? { backgroundColor: row.titleColor, color: 'white' } : undefined}
            >
              {row.titleName}
            </Badge>
          ) : null}
        </Flex>
      </Table.Cell>
      <Table.Cell className="rank-wide">{row.nickname}</Table.Cell>
      <Table.Cell className="rank-wide rank-signature">{row.signature}</Table.Cell>
      {kind === 'oi' ? (
        <Table.Cell justify="end" className="numeric">
          {row.score}
        </Table.Cell>
      ) : null}
      <Table.Cell justify="end" className="numeric">
        {row.ac}
      </Table.Cell>
      <Table.Cell justify="end" className="numeric">
        {row.total}
      </Table.Cell>
      <Table.Cell justify="end" className="rank-wide numeric">
        {row.total > 0 ? `${((row.ac / row.total) * 100).toFixed(2)}%` : '0.00%'}
      </Table.Cell>
    </Table.Row>
  );
}

/** The top ten as bars: accepted (ACM) or score (OI), with submissions beside the accepted ones. */
function chartOf(kind: RankKind, rows: RankRow[], labels: { score: string; ac: string; total: string }) {
  const categories = rows.map((r) => r.username);
  const series: ChartSeries[] =
    kind === 'oi'
      ? [{ name: labels.score, kind: 'bar', values: rows.map((r) => r.score), color: '#8e4ec6' }]
      : [
          { name: labels.ac, kind: 'bar', values: rows.map((r) => r.ac), color: '#30a46c' },
          { name: labels.total, kind: 'bar', values: rows.map((r) => r.total), color: '#0090ff' },
        ];
  return { categories, series };
}
