import { Badge, Button, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { currentUser } from '@/lib/session';
import { useAuditFeed } from '../hooks/useAuditFeed';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { type AuditFilters, filtersFromSearch, searchOfFilters } from '../model/auditFilters';
import { type AuditLiveSource, auditRoomsOf } from '../model/auditRoom';
import { AuditEventItem } from './AuditEventItem';
import { AuditFilterBar } from './AuditFilterBar';

/** The filtered log, newest first: older pages load as the end scrolls into view, new events arrive live. */
export function AuditLog({ live }: { live: AuditLiveSource }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the filters' identity
  const filters = useMemo(() => filtersFromSearch(search), [key]);
  const rooms = auditRoomsOf(currentUser()?.roleList ?? []);
  const feed = useAuditFeed(filters, live, rooms);
  const sentinel = useInfiniteScroll(feed.loadOlder, feed.next !== null && !feed.loading);
  const apply = (next: AuditFilters) => setSearch(searchOfFilters(next));

  return (
    <>
      <AdminPageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          <Badge color={feed.liveError ? 'gray' : 'green'} size="2">
            {feed.liveError ? t('audit.live.off') : t('audit.live.on')}
          </Badge>
        }
      />
      <AuditFilterBar key={key} filters={filters} onApply={apply} />
      {feed.pending.length > 0 ? (
        <div className="audit-pill">
          <Button radius="full" size="2" onClick={feed.showPending}>
            {t('audit.live.newEvents', { count: feed.pending.length })}
          </Button>
        </div>
      ) : null}
      {feed.error ? <ErrorCallout title={t('audit.loadError')} error={feed.error} /> : null}
      <ul className="audit-list" aria-label={t('audit.title')}>
        {feed.events.map((event) => (
          <li key={event.position}>
            <AuditEventItem event={event} fresh={feed.fresh.has(event.position)} />
          </li>
        ))}
      </ul>
      {feed.loading ? <Skeleton height="64px" /> : null}
      {!feed.loading && feed.events.length === 0 && !feed.error ? (
        <Text color="gray">{t('audit.empty')}</Text>
      ) : null}
      <div ref={sentinel} />
      {feed.next !== null && !feed.loading ? (
        <Flex justify="center">
          <Button variant="soft" onClick={feed.loadOlder}>
            {t('audit.loadMore')}
          </Button>
        </Flex>
      ) : null}
      {feed.next === null && feed.events.length > 0 ? (
        <Text size="1" color="gray" align="center">
          {t('audit.end')}
        </Text>
      ) : null}
    </>
  );
}
