import { Box, Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { NavItem } from '../navItem';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { NavMenu } from './NavMenu';
import { SiteName } from './SiteName';

interface AppShellProps {
  navItems: NavItem[];
  /** Shown at the right of the bar, before the language switch (e.g. the live indicator). */
  status?: ReactNode;
  children: ReactNode;
}

/** Top bar, page body and footer around every page. Below the `sm` breakpoint the menu folds up. */
export function AppShell({ navItems, status, children }: AppShellProps) {
  return (
    <Flex direction="column" minHeight="100vh">
      <header className="app-header">
        <Container size="4" px="4">
          <Flex align="center" gap={{ initial: '3', sm: '5' }} height="56px">
            <Box display={{ initial: 'block', sm: 'none' }}>
              <NavMenu items={navItems} />
            </Box>
            <SiteName />
            <Box display={{ initial: 'none', sm: 'block' }} className="top-nav-slot">
              <NavLinks items={navItems} />
            </Box>
            <Flex ml="auto" align="center" gap="3">
              {status}
              <LanguageSwitch />
            </Flex>
          </Flex>
        </Container>
      </header>
      <Box asChild flexGrow="1">
        <main>
          <Container size="4" px="4" py={{ initial: '5', sm: '7' }}>
            {children}
          </Container>
        </main>
      </Box>
      <Footer />
    </Flex>
  );
}
