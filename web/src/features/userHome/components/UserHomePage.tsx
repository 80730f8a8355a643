import { Card, Flex, Skeleton, Tabs, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getCalendarHeatmap } from '../api/getCalendarHeatmap';
import { getUserHomeInfo, type UserRef } from '../api/getUserHomeInfo';
import { ProfileHeader } from './ProfileHeader';
import { SolvedProblems } from './SolvedProblems';
import { SubmissionHeatmap } from './SubmissionHeatmap';

/**
 * /user-home: a user's profile, submission heat map and solved problems. `historyOf` links the
 * profile to the user's events in the audit log, for a reader who may see them (undefined otherwise).
 */
export function UserHomePage({
  uid,
  username,
  historyOf,
}: UserRef & { historyOf?: (uid: string) => string | undefined }) {
  const { t } = useTranslation();
  const who = { uid, username };
  const read = useApiQuery(queryKeys.userHome(who), (signal) => getUserHomeInfo(who, signal), {
    dropPrevious: true,
  });
  // A failed heat map leaves it empty: the request layer has shown why; the rest of the page still works.
  const { data: heatmap } = useApiQuery(
    queryKeys.userHeatmap(who),
    (signal) => getCalendarHeatmap(who, signal),
    { dropPrevious: true },
  );
  const home = read.data;
  const error = read.error;
  const refreshing = read.loading && home !== undefined;
  const refresh = read.reload;

  if (error && !home) return <ErrorCallout title={t('userHome.loadError')} error={error} />;
  if (!home) return <Skeleton height="220px" />;
  return (
    <Flex direction="column" gap="5">
      <ProfileHeader home={home} history={historyOf?.(home.uid)} />
      <Card size={{ initial: '2', sm: '3' }}>
        <SubmissionHeatmap heatmap={heatmap} />
      </Card>
      <Card size={{ initial: '2', sm: '3' }}>
        <Tabs.Root defaultValue="profile">
          <Tabs.List size={{ initial: '1', sm: '2' }}>
            <Tabs.Trigger value="profile">{t('userHome.tabs.profile')}</Tabs.Trigger>
            <Tabs.Trigger value="solved">{t('userHome.tabs.solved')}</Tabs.Trigger>
            <Tabs.Trigger value="recent">{t('userHome.tabs.recent')}</Tabs.Trigger>
          </Tabs.List>
          <Flex direction="column" pt="4">
            <Tabs.Content value="profile">
              {/* Plain text until the markdown renderer lands. */}
              <Text as="p" size="2" color={home.signature ? undefined : 'gray'} className="pre-wrap">
                {home.signature || t('userHome.notSetYet')}
              </Text>
            </Tabs.Content>
            <Tabs.Content value="solved">
              <SolvedProblems
                groups={home.solvedGroupByDifficulty}
                emptyText={t('userHome.noSolved')}
                refreshing={refreshing}
                onRefresh={() => void refresh()}
              />
            </Tabs.Content>
            <Tabs.Content value="recent">
              <SolvedProblems
                groups={home.recentSolvedGroupByDifficulty}
                emptyText={t('userHome.noRecentSolved')}
                refreshing={refreshing}
                onRefresh={() => void refresh()}
              />
            </Tabs.Content>
          </Flex>
        </Tabs.Root>
      </Card>
    </Flex>
  );
}
