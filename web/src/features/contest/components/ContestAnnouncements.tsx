import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Markdown } from '@/components/Markdown';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateMinute } from '@/lib/time';
import { getContestAnnouncements } from '../api/getContestAnnouncements';
import { useContestView } from '../hooks/contestContext';
import { markAnnouncementsRead } from '../model/announcementReads';
import { mergeAnnouncement } from '../model/helperChanges';
import { announcementsRoom, type LiveSource } from '../model/liveSource';

/** Spec 02 §4: contest announcements are polled every 60 s, here only while the socket is down. */
const pollMs = 60_000;

/**
 * /contest/:cid/announcements: every announcement of the contest, newest first, without paging; new
 * ones arrive live from `contest:<cid>:announcements`. What is shown here counts as read.
 */
export function ContestAnnouncements({ live }: { live: LiveSource }) {
  const { t } = useTranslation();
  const { contest } = useContestView();
  const { data, error } = useLiveQuery({
    live,
    room: announcementsRoom(contest.id),
    key: queryKeys.contestAnnouncements(contest.id),
    load: (signal) => getContestAnnouncements(contest.id, signal),
    apply: mergeAnnouncement,
    pollMs,
  });
  useEffect(() => {
    if (data)
      markAnnouncementsRead(
        contest.id,
        data.map((a) => a.id),
      );
  }, [contest.id, data]);

  if (error && !data) return <ErrorCallout title={t('contest.announcements.loadError')} error={error} />;
  if (!data) return <Skeleton height="120px" />;
  if (data.length === 0) return <Text color="gray">{t('contest.announcements.empty')}</Text>;
  return (
    <Flex direction="column" gap="3">
      {data.map((item) => (
        <Card key={item.id} data-announcement={item.id}>
          <Flex justify="between" gap="2" wrap="wrap" mb="2">
            <Heading size="3">{item.title}</Heading>
            <Text size="1" color="gray" className="numeric">
              {item.gmtCreate ? formatDateMinute(item.gmtCreate, item.gmtCreate) : ''} {item.username}
            </Text>
          </Flex>
          <Markdown>{item.content}</Markdown>
        </Card>
      ))}
    </Flex>
  );
}
