import { Box, Card, Heading, Tabs } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@/lib/session';
import { AvatarTab } from './AvatarTab';
import { ChangeEmailTab } from './ChangeEmailTab';
import { ChangePasswordTab } from './ChangePasswordTab';
import { UserInfoTab } from './UserInfoTab';

/** /setting: the signed-in user's account (the route guard makes sure there is one). */
export function SettingPage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <Box maxWidth="720px">
      <Heading as="h1" size="7" mb="5">
        {t('setting.title')}
      </Heading>
      <Card size={{ initial: '2', sm: '3' }}>
        <Tabs.Root defaultValue="password">
          <Tabs.List size={{ initial: '1', sm: '2' }}>
            <Tabs.Trigger value="password">{t('setting.tabs.password')}</Tabs.Trigger>
            <Tabs.Trigger value="email">{t('setting.tabs.email')}</Tabs.Trigger>
            <Tabs.Trigger value="avatar">{t('setting.tabs.avatar')}</Tabs.Trigger>
            <Tabs.Trigger value="profile">{t('setting.tabs.profile')}</Tabs.Trigger>
          </Tabs.List>
          <Box pt="5">
            <Tabs.Content value="password">
              <ChangePasswordTab />
            </Tabs.Content>
            <Tabs.Content value="email">
              <ChangeEmailTab user={user} />
            </Tabs.Content>
            <Tabs.Content value="avatar">
              <AvatarTab user={user} />
            </Tabs.Content>
            <Tabs.Content value="profile">
              {/* Keyed by user so a profile saved elsewhere (another tab) refills the form. */}
              <UserInfoTab key={user.uid} user={user} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Card>
    </Box>
  );
}
