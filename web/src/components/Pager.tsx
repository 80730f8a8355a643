import { Button, Flex, IconButton, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { isPageSize, type PageSize, pageCount, pagerItems, pageSizes } from '@/lib/pager';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './pager.css';

interface PagerProps {
  total: number;
  currentPage: number;
  limit: PageSize;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: PageSize) => void;
}

/** Total, page buttons and page size; hidden when there is nothing to page (spec 01 §9). Small below 768 px. */
export function Pager({ total, currentPage, limit, onPageChange, onLimitChange }: PagerProps) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const pages = pageCount(total, limit);
  const size = { initial: '1', sm: '2' } as const;
  return (
    <Flex asChild align="center" justify="center" gap="2" wrap="wrap">
      <nav aria-label={t('pager.label')} className="pager">
        <Text size="2" color="gray" className="numeric">
          {t('pager.total', { count: total })}
        </Text>
        <IconButton
          size={size}
          variant="ghost"
          color="gray"
          disabled={currentPage <= 1}
          aria-label={t('pager.previous')}
          onClick={() => onPageChange(currentPage - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        {pagerItems(currentPage, pages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size={size}
              variant={item === currentPage ? 'solid' : 'ghost'}
              color={item === currentPage ? undefined : 'gray'}
              aria-current={item === currentPage ? 'page' : undefined}
              className="numeric pager-page"
              onClick={() => onPageChange(item)}
            >
              {item}
            </Button>
          ) : (
            <Text key={item} color="gray" aria-hidden="true">
              …
            </Text>
          ),
        )}
        <IconButton
          size={size}
          variant="ghost"
          color="gray"
          disabled={currentPage >= pages}
          aria-label={t('pager.next')}
          onClick={() => onPageChange(currentPage + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
        <Select.Root
          size={size}
          value={String(limit)}
          onValueChange={(value) => {
            const next = Number(value);
            if (isPageSize(next)) onLimitChange(next);
          }}
        >
          <Select.Trigger aria-label={t('pager.pageSize')} />
          <Select.Content>
            {pageSizes.map((option) => (
              <Select.Item key={option} value={String(option)}>
                {t('pager.perPage', { count: option })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </nav>
    </Flex>
  );
}
