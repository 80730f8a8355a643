import { Badge, Button, Card, Flex, Skeleton } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RefreshIcon } from '@/components/icons';
import type { LiveSource } from '@/lib/liveSource';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getRunners, JUDGE_RUNNERS_ROOM, type Runner, runnerSchema } from '../../api/getRunners';
import { runnerStatus } from '../../model/runnerStatus';
import { NoRunners } from './NoRunners';
import { RunnerTable } from './RunnerTable';

/** Read over REST this often only while the socket is down (runners report every 30 s). */
const FALLBACK_POLL_MS = 10_000;
/** How often the page looks at the clock: a runner that stops reporting turns silent with no push. */
const CLOCK_TICK_MS = 5_000;

/** A pushed report replaces its runner's row (or adds a new runner), by name. */
function withReport(runners: Runner[], payload: unknown): Runner[] {
  const report = runnerSchema.safeParse(payload);
  if (!report.success) return runners;
  const others = runners.filter((runner) => runner.name !== report.data.name);
  return [...others, report.data].sort((a, b) => a.name.localeCompare(b.name));
}

/** /admin/judge: the runners' last reports, each pushed to the page as it arrives (REST while offline). */
export function JudgeStatusPage({ live }: { live: LiveSource }) {
  const { t } = useTranslation();
  const query = useLiveQuery<Runner[]>({
    live,
    room: JUDGE_RUNNERS_ROOM,
    key: queryKeys.judgeRunners,
    load: (signal) => getRunners({ signal }),
    apply: withReport,
    pollMs: FALLBACK_POLL_MS,
  });
  const now = useClock(CLOCK_TICK_MS);
  const runners = query.data;
  const error = query.error;
  const liveNote = query.joined ? t('judgeAdmin.judge.live') : t('judgeAdmin.judge.autoRefresh');

  const statuses = runners?.map((runner) => runnerStatus(runner, now)) ?? [];
  const online = runners?.filter((_, index) => statuses[index] === 'online') ?? [];
  const summary = {
    online: online.length,
    busy: online.reduce((sum, runner) => sum + runner.busy, 0),
    slots: online.reduce((sum, runner) => sum + runner.slots, 0),
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('judgeAdmin.judge.title')}
        description={t('judgeAdmin.judge.description')}
        actions={
          <Button variant="soft" loading={query.loading} onClick={query.reload}>
            <RefreshIcon />
            {t('judgeAdmin.judge.refresh')}
          </Button>
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
              <Badge color={query.joined ? 'green' : 'gray'} variant="soft" data-live={query.joined}>
                {liveNote}
              </Badge>
            </Flex>
            <RunnerTable runners={runners} now={now} />
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}

/** The time now, read again every `tickMs` (statuses that age with no push). */
function useClock(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
