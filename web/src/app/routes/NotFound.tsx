import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from './paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" align="start" gap="3" py="6">
      <Text size="8" weight="bold" color="gray" className="numeric">
        404
      </Text>
      <Heading as="h1" size="6">
        {t('notFound.title')}
      </Heading>
      <Text color="gray">{t('notFound.description')}</Text>
      <Button asChild mt="2">
        <Link to={paths.home}>{t('notFound.backHome')}</Link>
      </Button>
    </Flex>
  );
}
