import { Flex } from '@radix-ui/themes';
import { DashboardPage } from '@/features/admin';
import { ProjectionTable, SystemStatusCard } from '@/features/system';
import { paths } from './paths';
import { useSystemHealth } from './useSystemHealth';

/** /admin/dashboard: the counts and runners, beside the head and the lag per read model, both live. */
export function AdminHomeRoute() {
  const health = useSystemHealth();
  return (
    <DashboardPage
      systemPanel={
        <Flex direction="column" gap="3">
          <SystemStatusCard health={health} detailsTo={paths.systemStatus} />
          {health.data ? <ProjectionTable projections={health.data.projections} /> : null}
        </Flex>
      }
    />
  );
}
