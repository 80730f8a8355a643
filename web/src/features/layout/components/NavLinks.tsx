import { TabNav } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem } from '../navItem';
import { isActive } from './isActive';

/** The wide-screen menu: a row of tabs under the site name. */
export function NavLinks({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <TabNav.Root size="2" className="top-nav">
      {items.map((item) => (
        <TabNav.Link key={item.to} asChild active={isActive(item, pathname)}>
          <Link to={item.to}>{item.label}</Link>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}
