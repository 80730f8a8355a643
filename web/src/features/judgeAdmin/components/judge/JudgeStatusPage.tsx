import { Badge, Button, Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RefreshIcon } from '@/components/icons';
import { toError } from '@/lib/guards';
import { getRunners, type Runner } from '../../api/getRunners';
import { runnerStatus } from '../../model/runnerStatus';
import { NoRunners } from './NoRunners';
import { RunnerTable } from './RunnerTable';

const REFRESH_MS = 10_000;

/** /admin/judge: the runners' last reports, refreshed every ten seconds while the page is in view. */
export function JudgeStatusPage() {
  const { t, i18n } = useTranslation();
  const [runners, setRunners] = useState<Runner[]>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const current = useRef<AbortController>(undefined);

  /** The background refresh is quiet: a failure shows on the page, not as a message every ten seconds. */
  const load = useCallback((quiet: boolean) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    getRunners({ signal: controller.signal, quiet }).then(
      (loaded) => {
        setRunners(loaded);
        setError(undefined);
        setUpdatedAt(Date.now());
        setNow(Date.now());
        setLoading(false);
      },
      (thrown: unknown) => {
        if (controller.signal.aborted) return;
        setError(toError(thrown));
        setNow(Date.now());
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    load(false);
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') load(true);
    }, REFRESH_MS);
    return () => {
      clearInterval(timer);
      current.current?.abort();
    };
  }, [load]);

  const statuses = runners?.map((runner) => runnerStatus(runner, now)) ?? [];
  const live = runners?.filter((_, index) => statuses[index] === 'online') ?? [];
  const summary = {
    online: live.length,
    busy: live.reduce((sum, runner) => sum + runner.busy, 0),
    slots: live.reduce((sum, runner) => sum + runner.slots, 0),
  };
  const locale = i18n.resolvedLanguage ?? 'zh-CN';

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('judgeAdmin.judge.title')}
        description={t('judgeAdmin.judge.description')}
        actions={
          <>
            <Text size="1" color="gray">
              {updatedAt
                ? t('judgeAdmin.judge.updatedAt', { time: new Date(updatedAt).toLocaleTimeString(locale) })
                : t('judgeAdmin.judge.autoRefresh')}
            </Text>
            <Button variant="soft" loading={loading} onClick={() => load(false)}>
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
