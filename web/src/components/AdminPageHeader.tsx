import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
}

export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <Flex
      gap="3"
      align={{ initial: 'start', sm: 'end' }}
      justify="between"
      direction={{ initial: 'column', sm: 'row' }}
    >
      <div>
        <Heading as="h1" size="7" mb="1">
          {title}
        </Heading>
        {description ? <Text color="gray">{description}</Text> : null}
      </div>
      {actions ? (
        <Flex gap="2" wrap="wrap" align="center">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
