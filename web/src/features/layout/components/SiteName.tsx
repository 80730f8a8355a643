import { Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

export function SiteName({ name }: { name: string }) {
  return (
    <Link to="/" className="site-name">
      <Flex align="center" gap="2">
        <span className="site-mark" aria-hidden="true">
          OJ
        </span>
        <Text size="3" weight="bold" wrap="nowrap">
          {name}
        </Text>
      </Flex>
    </Link>
  );
}
