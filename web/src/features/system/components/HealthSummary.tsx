import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Health } from '../api/getHealth';
import { DatabaseBadge } from './StatusBadges';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Text size="2" color="gray">
          {label}
        </Text>
        {children}
      </Flex>
    </Card>
  );
}

/** Database state and event-store head; placeholders of the same size while `health` is loading. */
export function HealthSummary({ health }: { health: Health | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <SummaryCard label={t('system.database')}>
        <Flex height="32px" align="center">
          {health ? <DatabaseBadge database={health.database} /> : <Skeleton width="48px" height="22px" />}
        </Flex>
      </SummaryCard>
      <SummaryCard label={t('system.head')}>
        <Flex height="32px" align="center">
          {health ? (
            <Text size="6" weight="bold" className="numeric" data-testid="head-position">
              {health.head.toLocaleString(i18n.language)}
            </Text>
          ) : (
            <Skeleton width="120px" height="28px" />
          )}
        </Flex>
      </SummaryCard>
    </Grid>
  );
}
