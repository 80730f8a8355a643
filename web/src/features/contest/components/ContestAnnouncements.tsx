import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Markdown } from '@/components/Markdown';
import { getContestAnnouncements } from '../api/getContestAnnouncements';
import { useContestView } from '../hooks/contestContext';
import { useRequest } from '../hooks/useRequest';
import { formatInstant } from '../model/format';

/** /contest/:cid/announcements: every announcement of the contest, newest first, without paging. */
export function ContestAnnouncements() {
  const { t } = useTranslation();
  const { contest } = useContestView();
  const { data, error } = useRequest(String(contest.id), (signal) =>
    getContestAnnouncements(contest.id, signal),
  );
  if (error && !data) return <ErrorCallout title={t('contest.announcements.loadError')} error={error} />;
  if (!data) return <Skeleton height="120px" />;
  if (data.length === 0) return <Text color="gray">{t('contest.announcements.empty')}</Text>;
  return (
    <Flex direction="column" gap="3">
      {data.map((item) => (
        <Card key={item.id}>
          <Flex justify="between" gap="2" wrap="wrap" mb="2">
            <Heading size="3">{item.title}</Heading>
            <Text size="1" color="gray" className="numeric">
              {item.gmtCreate ? formatInstant(item.gmtCreate) : ''} {item.username}
            </Text>
          </Flex>
          <Markdown>{item.content}</Markdown>
        </Card>
      ))}
    </Flex>
  );
}
