export { AppShell } from './components/AppShell';
export type { NavItem } from './navItem';
