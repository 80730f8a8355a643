import { Card, Flex, Text } from '@radix-ui/themes';

/**
 * What a list shows when it has no rows: what is missing, and a hint of what to do about it.
 * @example <EmptyCard title={t('group.list.empty')} hint={t('group.list.emptyHint')} />
 */
export function EmptyCard({ title, hint, className }: { title: string; hint: string; className?: string }) {
  return (
    <Card className={className}>
      <Flex direction="column" align="center" gap="1" py="5">
        <Text weight="medium">{title}</Text>
        <Text size="2" color="gray" align="center">
          {hint}
        </Text>
      </Flex>
    </Card>
  );
}
