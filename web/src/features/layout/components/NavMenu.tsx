import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MenuIcon } from '@/components/icons';
import type { NavItem } from '../navItem';
import { isActive } from './isActive';

/** The narrow-screen menu: the same entries behind one button. */
export function NavMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label={t('nav.menu')}>
          <MenuIcon size={18} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        {items.map((item) => (
          <DropdownMenu.Item
            key={item.to}
            onSelect={() => navigate(item.to)}
            className={isActive(item, pathname) ? 'menu-item-active' : undefined}
          >
            {item.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
