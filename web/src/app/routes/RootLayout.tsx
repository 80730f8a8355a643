import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppShell, type NavItem } from '@/features/layout';
import { LiveIndicator } from '@/features/live';
import { paths } from './paths';

export function RootLayout() {
  const { t } = useTranslation();
  // Only pages that exist get a menu entry; more join as their features land.
  const navItems: NavItem[] = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.systemStatus, label: t('nav.systemStatus') },
  ];
  return (
    <AppShell navItems={navItems} status={<LiveIndicator />}>
      <Outlet />
    </AppShell>
  );
}
