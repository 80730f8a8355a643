import { Card, DataList, Flex, Heading, Link, Skeleton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { HealthState } from '../model/healthState';
import { DatabaseBadge, OverallBadge } from './StatusBadges';

interface SystemStatusCardProps {
  health: HealthState;
  /** Where the full status page lives; the route table owns the paths. */
  detailsTo: string;
}

/** The home page's glance at the system: database, head, and the worst projection lag. */
export function SystemStatusCard({ health: { data, error, loading }, detailsTo }: SystemStatusCardProps) {
  const { t, i18n } = useTranslation();
  const maxLag = Math.max(0, ...(data?.projections.map((p) => p.lagEvents) ?? []));
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex align="center" justify="between" gap="3">
          <Heading as="h2" size="4">
            {t('system.cardTitle')}
          </Heading>
          {data ? <OverallBadge ok={data.ok} /> : null}
        </Flex>
        {error && !data ? <ErrorCallout title={t('system.loadError')} error={error} /> : null}
        {loading || data ? (
          <DataList.Root size="2">
            <DataList.Item align="center">
              <DataList.Label>{t('system.database')}</DataList.Label>
              <DataList.Value>
                <Skeleton loading={loading}>
                  {data ? <DatabaseBadge database={data.database} /> : 'loading'}
                </Skeleton>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('system.head')}</DataList.Label>
              <DataList.Value className="numeric">
                <Skeleton loading={loading}>{data?.head.toLocaleString(i18n.language) ?? '000000'}</Skeleton>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('system.projections')}</DataList.Label>
              <DataList.Value>
                <Skeleton loading={loading}>
                  {t('system.projectionCount', { count: data?.projections.length ?? 0 })}
                  {maxLag > 0
                    ? ` · ${t('system.maxLag', { lag: maxLag.toLocaleString(i18n.language) })}`
                    : ''}
                </Skeleton>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        ) : null}
        <Link asChild size="2">
          <RouterLink to={detailsTo}>{t('system.viewDetails')} →</RouterLink>
        </Link>
      </Flex>
    </Card>
  );
}
