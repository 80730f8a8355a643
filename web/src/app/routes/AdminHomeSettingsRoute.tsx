import { HomeAdminPage } from '@/features/home';

export function AdminHomeSettingsRoute() {
  return <HomeAdminPage />;
}
