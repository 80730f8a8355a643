import { messageLimits } from '@oj/events/contracts';
import { Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Markdown } from '@/components/Markdown';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { useHydrated } from '@/lib/useHydrated';
import { embeddedFirstAnnouncements, getCommonAnnouncements } from '../api/announcements';
import type { Announcement } from '../api/schemas';
import { SimplePager } from './SimplePager';

/**
 * The home page's announcement panel (spec 02 §2): visible site announcements, 5 a page, with refresh;
 * a click reads one (markdown) with a back button; 'no announcements' when there are none.
 */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Announcement | undefined>(undefined);
  const limit = messageLimits.announcementPageSize;
  const hydrated = useHydrated();
  const { data, error, loading, reload } = useApiQuery(
    queryKeys.announcements('home', page, limit),
    (signal) => getCommonAnnouncements(page, limit, signal),
    // The first page shows what index.html carries (and the server's HTML of /home was rendered from).
    { initialData: page === 1 ? () => embeddedFirstAnnouncements(limit) : undefined },
  );
  return (
    <Card data-panel="announcements">
      <Flex justify="between" align="center" mb="3" gap="2">
        <Heading as="h2" size="4">
          {open ? open.title : t('announcement.title')}
        </Heading>
        {open ? (
          <Button size="1" variant="soft" onClick={() => setOpen(undefined)}>
            {t('announcement.back')}
          </Button>
        ) : (
          <Button size="1" variant="soft" loading={loading} onClick={reload}>
            {t('announcement.refresh')}
          </Button>
        )}
      </Flex>
      {open ? (
        <>
          <Text as="p" size="1" color="gray" mb="2" className="numeric">
            {formatDateMinute(open.gmtCreate)} {open.username}
          </Text>
          <Markdown>{open.content}</Markdown>
        </>
      ) : (
        <>
          {error && !data ? <ErrorCallout title={t('announcement.loadError')} error={error} /> : null}
          {!data && !error ? <Skeleton height="120px" /> : null}
          {data?.records.length === 0 ? <Text color="gray">{t('announcement.empty')}</Text> : null}
          <Flex direction="column" gap="1">
            {data?.records.map((item) => (
              <Button
                key={item.id}
                variant="ghost"
                color="gray"
                onClick={() => setOpen(item)}
                style={{ justifyContent: 'space-between' }}
              >
                <Text truncate>{item.title}</Text>
                <Text size="1" color="gray" className="numeric">
                  {hydrated ? formatDateMinute(item.gmtCreate) : null}
                </Text>
              </Button>
            ))}
          </Flex>
          <SimplePager total={data?.total ?? 0} page={page} limit={limit} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
