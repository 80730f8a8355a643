import { Box, Button, Container, Flex, TabNav, Text, Theme } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentUserAtom } from '@/lib/session';
import { hasAdminRole } from '@/lib/userInfo';

interface AdminLayoutProps {
  /** Where "back to the site" and "log out" lead; the route table owns the paths. */
  siteTo: string;
  logoutTo: string;
  /** The language switch, from the layout feature. */
  languageSwitch: ReactNode;
  /** The back office's pages, shown as tabs under the bar to a signed-in admin. */
  menu?: readonly AdminMenuItem[];
  children: ReactNode;
}

export interface AdminMenuItem {
  to: string;
  label: string;
  active: boolean;
}

/** The back office's own full-page frame: no site navbar, no footer (spec 03 §2.9). */
export function AdminLayout({ siteTo, logoutTo, languageSwitch, menu = [], children }: AdminLayoutProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const signedInAdmin = user && hasAdminRole(user.roleList);
  return (
    <Flex direction="column" minHeight="100vh" className="admin-frame">
      {/* A dark bar tells at a glance that this is the back office, not the site. */}
      <Theme appearance="dark" asChild>
        <header className="admin-header">
          <Container size="4" px="4">
            <Flex align="center" gap="4" height="52px">
              <Flex align="center" gap="2">
                <span className="site-mark" aria-hidden="true">
                  OJ
                </span>
                <Text weight="bold" wrap="nowrap" className="only-wide">
                  {t('admin.backOffice')}
                </Text>
              </Flex>
              <Flex ml="auto" align="center" gap="3">
                {languageSwitch}
                {signedInAdmin ? (
                  <Text size="2" color="gray" className="only-wide">
                    {user.username}
                  </Text>
                ) : null}
                <Button asChild variant="ghost" size={{ initial: '1', sm: '2' }}>
                  <Link to={siteTo}>{t('admin.backToSite')}</Link>
                </Button>
                {signedInAdmin ? (
                  <Button asChild variant="soft" color="gray" size={{ initial: '1', sm: '2' }}>
                    <Link to={logoutTo}>{t('admin.logout')}</Link>
                  </Button>
                ) : null}
              </Flex>
            </Flex>
          </Container>
        </header>
      </Theme>
      {signedInAdmin && menu.length > 0 ? (
        <nav aria-label={t('admin.backOffice')} className="admin-nav">
          <Container size="4" px={{ initial: '2', sm: '4' }}>
            <TabNav.Root size={{ initial: '1', sm: '2' }}>
              {menu.map((item) => (
                <TabNav.Link key={item.to} asChild active={item.active}>
                  <Link to={item.to}>{item.label}</Link>
                </TabNav.Link>
              ))}
            </TabNav.Root>
          </Container>
        </nav>
      ) : null}
      <Box asChild flexGrow="1">
        <main>
          <Container size="4" px="4" py={{ initial: '5', sm: '6' }}>
            {children}
          </Container>
        </main>
      </Box>
    </Flex>
  );
}
