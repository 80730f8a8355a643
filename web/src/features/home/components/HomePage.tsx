import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface HomePageProps {
  /** Cards from other features, placed by the route (a feature does not import another). */
  panels?: ReactNode;
}

export function HomePage({ panels }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="6">
      <Box className="welcome" py={{ initial: '2', sm: '4' }}>
        <Heading as="h1" size={{ initial: '7', sm: '8' }} mb="3">
          {t('home.title')}
        </Heading>
        <Text as="p" size="3" color="gray" className="welcome-text">
          {t('home.description')}
        </Text>
      </Box>
      {panels}
    </Flex>
  );
}
