import { Box, Container, Flex, Link, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '@/lib/htmlText';
import { useHydrated } from '@/lib/useHydrated';
import type { SiteInfo } from '../siteInfo';
import { LanguageSwitch } from './LanguageSwitch';

/** Site name, the administrator's description, the project and record links, and the language switch. */
export function Footer({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // DOMParser is the browser's: the server's HTML leaves the administrator's text to the hydrated page.
  const description = site.description ? (hydrated ? htmlToText(site.description) : '') : t('app.footer');
  return (
    <Box asChild py="5">
      <footer className="app-footer">
        <Container size="4" px="4">
          <Flex
            direction={{ initial: 'column', sm: 'row' }}
            justify="between"
            align={{ initial: 'start', sm: 'center' }}
            gap="3"
          >
            <Flex direction="column" gap="1">
              <Text size="2" weight="bold">
                {site.name || t('app.name')}
              </Text>
              <Text size="1" color="gray">
                {description}
              </Text>
              <Flex gap="2" align="center" wrap="wrap">
                <Text size="1" color="gray">
                  © {hydrated ? new Date().getFullYear() : null}
                </Text>
                {site.projectUrl ? (
                  <>
                    <Separator orientation="vertical" />
                    <Link size="1" color="gray" href={site.projectUrl} target="_blank" rel="noreferrer">
                      {t('footer.poweredBy', { project: site.projectName || site.projectUrl })}
                    </Link>
                  </>
                ) : null}
                {site.recordUrl ? (
                  <>
                    <Separator orientation="vertical" />
                    <Link size="1" color="gray" href={site.recordUrl} target="_blank" rel="noreferrer">
                      {site.recordName || site.recordUrl}
                    </Link>
                  </>
                ) : null}
              </Flex>
            </Flex>
            <LanguageSwitch />
          </Flex>
        </Container>
      </footer>
    </Box>
  );
}
