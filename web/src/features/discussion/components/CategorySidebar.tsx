import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Category } from '../api/schemas';

interface CategorySidebarProps {
  categories: readonly Category[] | undefined;
  /** The chosen category; undefined: all. */
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The categories beside the list (a row of chips above it on phones). */
export function CategorySidebar({ categories, selected, onSelect }: CategorySidebarProps) {
  const { t } = useTranslation();
  const item = (id: number | undefined, name: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      className="discussion-category"
      aria-pressed={selected === id}
      data-selected={selected === id || undefined}
      onClick={() => onSelect(id)}
    >
      {name}
    </button>
  );
  return (
    <Card className="discussion-sidebar" asChild>
      <nav aria-label={t('discussion.list.categories')}>
        <Heading size="3" mb="2" className="discussion-sidebar-title">
          {t('discussion.list.categories')}
        </Heading>
        <Flex className="discussion-category-list" gap="1">
          {item(undefined, t('discussion.list.allCategories'))}
          {categories?.map((category) => item(category.id, category.name))}
        </Flex>
        {categories && categories.length === 0 ? (
          <Box pt="2">
            <Text size="1" color="gray">
              {t('discussion.list.noCategories')}
            </Text>
          </Box>
        ) : null}
      </nav>
    </Card>
  );
}
