import { EventFeedImportPage } from '@/features/clicsFeed';
import { contestPath } from './paths';

/** /admin/contest/import-feed: a CLICS event feed becomes a new contest. */
export function AdminClicsFeedImportRoute() {
  return <EventFeedImportPage contestHref={contestPath} />;
}
