import { Box, Container, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box asChild py="5">
      <footer className="app-footer">
        <Container size="4" px="4">
          <Text size="1" color="gray">
            {t('app.footer')} · © {new Date().getFullYear()}
          </Text>
        </Container>
      </footer>
    </Box>
  );
}
