import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function SiteName() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="site-name">
      <Flex align="center" gap="2">
        <span className="site-mark" aria-hidden="true">
          OJ
        </span>
        <Text size="3" weight="bold" wrap="nowrap">
          {t('app.name')}
        </Text>
      </Flex>
    </Link>
  );
}
