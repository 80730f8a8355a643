import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home';
import { SystemStatusCard } from '@/features/system';
import { paths } from './paths';
import { useSystemHealth } from './useSystemHealth';

// The panel renders Markdown (large): loaded after the page.
const AnnouncementsPanel = lazy(() =>
  import('@/features/message').then((module) => ({ default: module.AnnouncementsPanel })),
);

export function HomeRoute() {
  const health = useSystemHealth();
  return (
    <HomePage
      panels={
        <>
          <Suspense fallback={null}>
            <AnnouncementsPanel />
          </Suspense>
          <SystemStatusCard health={health} detailsTo={paths.systemStatus} />
        </>
      }
    />
  );
}
