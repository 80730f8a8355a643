import { useState } from 'react';
import type { PageSize } from '@/lib/pager';

/** A list's page and page size (spec 03 §9: 10 a page by default, with a size selector). */
export function usePaging(initial: PageSize = 10) {
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(initial);
  return {
    currentPage,
    limit,
    pagerProps: (total: number) => ({
      total,
      currentPage,
      limit,
      onPageChange: setCurrentPage,
      onLimitChange: (next: PageSize) => {
        setLimit(next);
        setCurrentPage(1);
      },
    }),
  };
}
