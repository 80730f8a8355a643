import { Box, Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../navItem';
import type { SiteInfo } from '../siteInfo';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { NavMenu } from './NavMenu';
import { SiteName } from './SiteName';

interface AppShellProps {
  navItems: NavItem[];
  site: SiteInfo;
  /** Shown at the right of the bar, before the language switch (e.g. the live indicator). */
  status?: ReactNode;
  /** The user menu, or the login and register buttons. */
  account: ReactNode;
  /** The login page goes without the footer and the back-to-top button (spec 01 §2.1). */
  bare?: boolean;
  /** Problem pages use the whole window width and go without the footer (spec 01 §2.1). */
  wide?: boolean;
  /** Focus pages (spec 01 §2.1): the page alone, the whole window, without the site's bar and footer. */
  focus?: boolean;
  children: ReactNode;
}

/** Top bar, page body and footer around every site page. Below 992 px the menu folds into one button. */
export function AppShell({
  navItems,
  site,
  status,
  account,
  bare = false,
  wide = false,
  focus = false,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  if (focus) {
    return (
      <Box asChild minHeight="100vh" px="4" py="3">
        <main className="focus-page">{children}</main>
      </Box>
    );
  }
  return (
    <Flex direction="column" minHeight="100vh">
      <header className="app-header">
        <Container size="4" px="4">
          <Flex align="center" gap="4" height="56px">
            <Box className="only-narrow">
              <NavMenu items={navItems} />
            </Box>
            <SiteName name={site.name || t('app.name')} />
            <Box className="only-wide top-nav-slot">
              <NavLinks items={navItems} />
            </Box>
            <Flex ml="auto" align="center" gap="3">
              {status}
              <Box className="only-wide">
                <LanguageSwitch />
              </Box>
              {account}
            </Flex>
          </Flex>
        </Container>
      </header>
      <Box asChild flexGrow="1">
        <main>
          {wide ? (
            <Box px="4" py="4">
              {children}
            </Box>
          ) : (
            <Container size="4" px="4" py={{ initial: '5', sm: '7' }}>
              {children}
            </Container>
          )}
        </main>
      </Box>
      {bare || wide ? null : <Footer site={site} />}
      {bare ? null : <BackToTop />}
    </Flex>
  );
}
