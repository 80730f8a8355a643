import { Badge, Button, Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RefreshIcon } from '@/components/icons';
import { queryKeys } from '@/lib/queryKeys';
import { formatTimeOfDay } from '@/lib/time';
import { getRunners } from '../../api/getRunners';
import { runnerStatus } from '../../model/runnerStatus';
import { NoRunners } from './NoRunners';
import { RunnerTable } from './RunnerTable';

const REFRESH_MS = 10_000;

/** /admin/judge: the runners' last reports, refreshed every ten seconds while the page is in view. */
export function JudgeStatusPage() {
  const { t } = useTranslation();
  /** The background refresh is quiet: a failure shows on the page, not as a message every ten seconds. */
  const loud = useRef(true);
  const query = useQuery({
    queryKey: queryKeys.judgeRunners,
    queryFn: ({ signal }) => {
      const quiet = !loud.current;
      loud.current = false;
      return getRunners({ signal, quiet });
    },
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const runners = query.data;
  const error = query.error ?? undefined;
  const loading = query.isFetching;
  const updatedAt = query.dataUpdatedAt || undefined;
  const now = Math.max(query.dataUpdatedAt, query.errorUpdatedAt) || Date.now();
  const load = () => {
    loud.current = true;
    void query.refetch();
  };

  const statuses = runners?.map((runner) => runnerStatus(runner, now)) ?? [];
  const live = runners?.filter((_, index) => statuses[index] === 'online') ?? [];
  const summary = {
    online: live.length,
    busy: live.reduce((sum, runner) => sum + runner.busy, 0),
    slots: live.reduce((sum, runner) => sum + runner.slots, 0),
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('judgeAdmin.judge.title')}
        description={t('judgeAdmin.judge.description')}
        actions={
          <>
            <Text size="1" color="gray">
              {updatedAt
                ? t('judgeAdmin.judge.updatedAt', { time: formatTimeOfDay(updatedAt) })
                : t('judgeAdmin.judge.autoRefresh')}
            </Text>
            <Button variant="soft" loading={loading} onClick={load}>
              <RefreshIcon />
              {t('judgeAdmin.judge.refresh')}
            </Button>
          </>
        }
      />
      {error ? <ErrorCallout title={t('judgeAdmin.judge.loadError')} error={error} /> : null}
      {runners === undefined && !error ? <Skeleton height="120px" /> : null}
      {runners?.length === 0 ? (
        <Card size="3">
          <NoRunners />
        </Card>
      ) : null}
      {runners && runners.length > 0 ? (
        <Card size="2">
          <Flex direction="column" gap="3">
            <Flex gap="2" align="center" wrap="wrap">
              <Badge color={summary.online > 0 ? 'green' : 'red'} size="2">
                {summary.online > 0
                  ? t('judgeAdmin.judge.summary', summary)
                  : t('judgeAdmin.judge.noneOnline')}
              </Badge>
              <Text size="1" color="gray">
                {t('judgeAdmin.judge.autoRefresh')}
              </Text>
            </Flex>
            <RunnerTable runners={runners} now={now} />
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
