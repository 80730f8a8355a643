import { Flex } from '@radix-ui/themes';
import { AdminHome } from '@/features/admin';
import { SystemStatusCard } from '@/features/system';
import { reloadSiteConfig } from '@/lib/siteConfig';
import { paths } from './paths';
import { useSystemHealth } from './useSystemHealth';

export function AdminHomeRoute() {
  const health = useSystemHealth();
  return (
    <Flex direction="column" gap="5">
      {/* The system counters moved here from the home page (issue 20): admins read them in the back office. */}
      <SystemStatusCard health={health} detailsTo={paths.systemStatus} />
      {/* The switches decide which areas the site opens, so the site's copy of the config is refreshed. */}
      <AdminHome onSwitchesSaved={() => void reloadSiteConfig()} />
    </Flex>
  );
}
