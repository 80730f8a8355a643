import { Badge, Button, Card, Flex, Grid, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { RefreshIcon } from '@/components/icons';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatDateTime } from '@/lib/time';
import {
  type Dashboard,
  type DashboardRunner,
  type DashboardSession,
  getDashboard,
} from '../api/getDashboard';

interface DashboardPageProps {
  /** The store's head and the projector's lag, followed live by the route (the system feature). */
  systemPanel: ReactNode;
}

/**
 * /admin/dashboard: the back office's first page (spec 03 §2.9). Counts, sign-ins and runners are one
 * read with a reload button (nothing pushes them); the head and lag beside them are live.
 */
export function DashboardPage({ systemPanel }: DashboardPageProps) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useApiQuery(queryKeys.dashboard, getDashboard);
  return (
    <Flex direction="column" gap="5">
      <AdminPageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <Button variant="soft" onClick={reload} loading={loading}>
            <RefreshIcon />
            {t('dashboard.reload')}
          </Button>
        }
      />
      {error && !data ? <ErrorCallout title={t('dashboard.loadError')} error={error} /> : null}
      <Counts data={data} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
        <Runners runners={data?.runners} />
        {systemPanel}
      </Grid>
      <Sessions sessions={data?.sessions} />
    </Flex>
  );
}

function Counts({ data }: { data: Dashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const items = [
    ['users', data?.counts.users],
    ['problems', data?.counts.problems],
    ['contests', data?.counts.contests],
    ['submissionsToday', data?.counts.submissionsToday],
    ['liveSockets', data?.liveSockets],
  ] as const;
  return (
    <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3" aria-label={t('dashboard.countsLabel')}>
      {items.map(([key, value]) => (
        <Card key={key}>
          <Text as="div" size="2" color="gray">
            {t(`dashboard.counts.${key}`)}
          </Text>
          <Skeleton loading={value === undefined}>
            <Text as="div" size="6" weight="bold" className="numeric" data-count={key}>
              {(value ?? 0).toLocaleString(i18n.language)}
            </Text>
          </Skeleton>
        </Card>
      ))}
    </Grid>
  );
}

function Runners({ runners }: { runners: DashboardRunner[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        {t('dashboard.runners.title')}
      </Heading>
      {runners === undefined ? <Skeleton height="80px" /> : null}
      {runners?.length === 0 ? <Text color="gray">{t('dashboard.runners.empty')}</Text> : null}
      {runners && runners.length > 0 ? (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('dashboard.runners.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('dashboard.runners.state')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('dashboard.runners.slots')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('dashboard.runners.lastSeen')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {runners.map((runner) => (
              <Table.Row key={runner.name}>
                <Table.Cell>
                  <Text weight="medium">{runner.name}</Text>
                  <Text as="div" size="1" color="gray">
                    {runner.version}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge color={runner.state === 'online' ? 'green' : 'gray'}>
                    {t(`dashboard.runners.states.${runner.state === 'online' ? 'online' : 'offline'}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell justify="end" className="numeric">
                  {t('dashboard.runners.busyOf', { busy: runner.busy, slots: runner.slots })}
                </Table.Cell>
                <Table.Cell className="only-wide nowrap">{formatDateTime(runner.lastSeen)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Card>
  );
}

function Sessions({ sessions }: { sessions: DashboardSession[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        {t('dashboard.sessions.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('dashboard.sessions.description')}
      </Text>
      {sessions === undefined ? <Skeleton height="80px" /> : null}
      {sessions?.length === 0 ? <Text color="gray">{t('dashboard.sessions.empty')}</Text> : null}
      {sessions && sessions.length > 0 ? (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('dashboard.sessions.user')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('dashboard.sessions.ip')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('dashboard.sessions.time')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="only-wide">
                {t('dashboard.sessions.userAgent')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sessions.map((session) => (
              <Table.Row key={`${session.uid}-${session.gmtCreate}`}>
                <Table.Cell>
                  {session.username}
                  {/* Narrow screens keep one column: where and when under the name. */}
                  <Text as="div" size="1" color="gray" className="only-narrow">
                    {session.ip ?? '--'} · {formatDateTime(session.gmtCreate)}
                  </Text>
                </Table.Cell>
                <Table.Cell className="only-wide numeric">{session.ip ?? '--'}</Table.Cell>
                <Table.Cell className="only-wide nowrap">{formatDateTime(session.gmtCreate)}</Table.Cell>
                <Table.Cell className="only-wide">
                  <Text size="1" color="gray" className="dashboard-agent">
                    {session.userAgent ?? '--'}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Card>
  );
}
