import { SystemStatusPage } from '@/features/system';
import { useSystemHealth } from './useSystemHealth';

export function SystemStatusRoute() {
  return <SystemStatusPage health={useSystemHealth()} />;
}
