import { HomePage } from '@/features/home';
import { SystemStatusCard } from '@/features/system';
import { paths } from './paths';
import { useSystemHealth } from './useSystemHealth';

export function HomeRoute() {
  const health = useSystemHealth();
  return <HomePage panels={<SystemStatusCard health={health} detailsTo={paths.systemStatus} />} />;
}
