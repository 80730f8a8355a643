import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@/lib/pager';

/** Previous / next for the spec's fixed page sizes (messages 6 and 8, the panel 5); hidden on one page. */
export function SimplePager({
  total,
  page,
  limit,
  onPage,
}: {
  total: number;
  page: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <Flex align="center" justify="center" gap="3" mt="3">
      <Button size="1" variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('message.previous')}
      </Button>
      <Text size="2" color="gray" className="numeric">
        {t('message.page', { current: page, pages })}
      </Text>
      <Button size="1" variant="soft" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('message.next')}
      </Button>
    </Flex>
  );
}
