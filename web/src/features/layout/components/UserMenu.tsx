import { Avatar, Button, DropdownMenu, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from '../navItem';

interface UserMenuProps {
  username: string;
  avatar: string;
  /** The route table decides the entries (user home, settings, admin for admin roles, logout). */
  entries: NavItem[];
}

/** The signed-in user's avatar and name, opening their menu. */
export function UserMenu({ username, avatar, entries }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" aria-label={t('nav.userMenu', { username })}>
          <Avatar
            size="1"
            radius="full"
            src={avatar || undefined}
            fallback={username.slice(0, 1).toUpperCase()}
          />
          <Text className="only-wide" weight="medium">
            {username}
          </Text>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {entries.map((entry) => (
          <DropdownMenu.Item key={entry.to} onSelect={() => navigate(entry.to)}>
            {entry.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
