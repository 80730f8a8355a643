export { AppShell } from './components/AppShell';
export { LanguageSwitch } from './components/LanguageSwitch';
export { UserMenu } from './components/UserMenu';
export type { NavItem } from './navItem';
export type { SiteInfo } from './siteInfo';
