import { AdminHome } from '@/features/admin';
import { reloadSiteConfig } from '@/lib/siteConfig';

export function AdminHomeRoute() {
  // The switches decide which areas the site opens, so the site's copy of the config is refreshed.
  return <AdminHome onSwitchesSaved={() => void reloadSiteConfig()} />;
}
