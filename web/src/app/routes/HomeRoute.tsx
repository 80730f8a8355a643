import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home';
import { getLiveClient } from '@/features/live';
import { siteConfigAtom } from '@/lib/siteConfig';
import { contestPath, problemPath, userHomePath } from './paths';

const links = { contest: contestPath, problem: problemPath, userHome: userHomePath };

// The panel renders Markdown (large): loaded after the page.
const AnnouncementsPanel = lazy(() =>
  import('@/features/message/panel').then((module) => ({ default: module.AnnouncementsPanel })),
);

export function HomeRoute() {
  const config = useAtomValue(siteConfigAtom);
  return (
    <HomePage
      live={getLiveClient()}
      links={links}
      siteName={config?.name ?? ''}
      announcements={
        <Suspense fallback={null}>
          <AnnouncementsPanel />
        </Suspense>
      }
    />
  );
}
