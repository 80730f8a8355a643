import { HomeAdminPage } from '@/features/home/admin';

export function AdminHomeSettingsRoute() {
  return <HomeAdminPage />;
}
