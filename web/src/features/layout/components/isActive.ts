import type { NavItem } from '../navItem';

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.end || item.to === '/') return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
