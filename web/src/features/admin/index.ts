export { AdminLayout, type AdminMenuItem } from './components/AdminLayout';
export { AdminLoginPage } from './components/AdminLoginPage';
export { DashboardPage } from './components/DashboardPage';
export { SystemSwitchPage } from './components/SystemSwitchPage';
