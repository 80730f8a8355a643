import { ContestAuth } from '@oj/events/vocabulary';
import '../contest.css';
import { Card, Flex, Heading, Select, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ClockIcon } from '@/components/icons';
import { KeywordSearch } from '@/components/KeywordSearch';
import { Pager } from '@/components/Pager';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { getContestList } from '../api/getContestList';
import type { ContestLinks } from '../model/links';
import { ContestTags, Duration } from './ContestTags';

const all = 'all';

/** /contest: the contests, running first, with their status, rule and access; filters in the query. */
export function ContestListPage({ links }: { links: Pick<ContestLinks, 'contest'> }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const status = query.get('status') ?? all;
  const type = query.get('type') ?? all;
  const keyword = query.get('keyword') ?? '';
  const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
  const params = {
    currentPage,
    limit: 10,
    status: status === all ? undefined : status,
    type: type === all ? undefined : type,
    keyword,
  };
  const { data, error, loading } = useApiQuery(queryKeys.contestList(params), (signal) =>
    getContestList(params, signal),
  );
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(query);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === all) next.delete(name);
      else next.set(name, value);
    }
    if (!('currentPage' in changes)) next.delete('currentPage');
    setQuery(next);
  };

  return (
    <Flex direction="column" gap="4" className="contest-list-page">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading size="6">{t('contest.list.title')}</Heading>
        <Flex gap="2" wrap="wrap" className="contest-filters">
          <Select.Root value={status} onValueChange={(value) => set({ status: value })}>
            <Select.Trigger aria-label={t('contest.list.allStatus')} />
            <Select.Content>
              <Select.Item value={all}>{t('contest.list.allStatus')}</Select.Item>
              <Select.Item value="-1">{t('contest.status.scheduled')}</Select.Item>
              <Select.Item value="0">{t('contest.status.running')}</Select.Item>
              <Select.Item value="1">{t('contest.status.ended')}</Select.Item>
            </Select.Content>
          </Select.Root>
          <Select.Root value={type} onValueChange={(value) => set({ type: value })}>
            <Select.Trigger aria-label={t('contest.list.allTypes')} />
            <Select.Content>
              <Select.Item value={all}>{t('contest.list.allTypes')}</Select.Item>
              <Select.Item value="0">{t('contest.type.acm')}</Select.Item>
              <Select.Item value="1">{t('contest.type.oi')}</Select.Item>
            </Select.Content>
          </Select.Root>
          <KeywordSearch
            className="contest-keyword"
            keyword={keyword}
            onSearch={(typed) => set({ keyword: typed })}
            placeholder={t('contest.list.keyword')}
            label={t('contest.list.search')}
          />
        </Flex>
      </Flex>
      {error ? <ErrorCallout title={t('contest.list.loadError')} error={error} /> : null}
      {!data && loading ? (
        <Flex direction="column" gap="3">
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </Flex>
      ) : null}
      {data && data.records.length === 0 ? (
        <Text color="gray" align="center" className="contest-empty">
          {t('contest.list.empty')}
        </Text>
      ) : null}
      <Flex direction="column" gap="3" data-loading={loading || undefined} className="contest-cards">
        {data?.records.map((contest) => (
          <Card key={contest.id} asChild className="contest-card" data-status={contest.status}>
            <Link to={links.contest(contest.id)}>
              <Flex direction="column" gap="2">
                <Flex align="center" gap="2" wrap="wrap">
                  <Text size="4" weight="bold" className="contest-card-title">
                    {contest.title}
                  </Text>
                </Flex>
                <Flex align="center" gap="2" wrap="wrap">
                  <ContestTags contest={contest} />
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
            </Link>
          </Card>
        ))}
      </Flex>
      {data ? (
        <Pager
          total={data.total}
          currentPage={currentPage}
          limit={10}
          onPageChange={(page) => set({ currentPage: String(page) })}
          onLimitChange={() => {}}
        />
      ) : null}
    </Flex>
  );
}
