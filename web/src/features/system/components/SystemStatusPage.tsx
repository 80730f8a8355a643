import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { HealthState } from '../model/healthState';
import { HealthSummary } from './HealthSummary';
import { ProjectionTable } from './ProjectionTable';
import { OverallBadge } from './StatusBadges';

/** The /status/system page. Stale data stays on screen under the error when a refresh fails. */
export function SystemStatusPage({ health }: { health: HealthState }) {
  const { t } = useTranslation();
  const { data, error, loading } = health;
  return (
    <Flex direction="column" gap="5">
      <Flex align="start" justify="between" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="7" mb="1">
            {t('system.title')}
          </Heading>
          <Text color="gray">{t('system.description')}</Text>
        </Box>
        {data ? <OverallBadge ok={data.ok} /> : null}
      </Flex>
      {error ? <ErrorCallout title={t('system.loadError')} error={error} /> : null}
      {loading || data ? <HealthSummary health={data} /> : null}
      {loading || data ? (
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t('system.projections')}
          </Heading>
          {data ? <ProjectionTable projections={data.projections} /> : <Skeleton height="120px" />}
        </Flex>
      ) : null}
    </Flex>
  );
}
