import { useAtomValue } from 'jotai';
import { HomePage } from '@/features/home';
import { getLiveClient } from '@/features/live';
import { AnnouncementsPanel } from '@/features/message/panel';
import { siteConfigAtom } from '@/lib/siteConfig';
import { contestPath, problemPath, userHomePath } from './paths';

const links = { contest: contestPath, problem: problemPath, userHome: userHomePath };

export function HomeRoute() {
  const config = useAtomValue(siteConfigAtom);
  return (
    <HomePage
      live={getLiveClient()}
      links={links}
      siteName={config?.name ?? ''}
      // The panel is light: its Markdown renderer loads when an announcement is opened.
      announcements={<AnnouncementsPanel />}
    />
  );
}
