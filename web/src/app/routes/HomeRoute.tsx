import { useAtomValue } from 'jotai';
import { HomePage } from '@/features/home';
import { getLiveClient } from '@/features/live';
import { siteConfigAtom } from '@/lib/siteConfig';
import { contestPath, problemPath, userHomePath } from './paths';

const links = { contest: contestPath, problem: problemPath, userHome: userHomePath };

export function HomeRoute() {
  const config = useAtomValue(siteConfigAtom);
  // The site announcements panel (issue 20's announcements part) is mounted here:
  // <HomePage ... announcements={<AnnouncementsPanel />} />.
  return (
    <HomePage live={getLiveClient()} links={links} siteName={config?.name ?? ''} announcements={undefined} />
  );
}
