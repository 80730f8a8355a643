import '../problemList.css';
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { CloseIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import { TagChip } from '@/components/TagChip';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import type { ProblemRow } from '../api/getProblemList';
import { getRandomProblem } from '../api/getRandomProblem';
import { getTagClassifications, type TagGroup } from '../api/getTagClassifications';
import { useProblemList } from '../hooks/useProblemList';
import {
  defaultFilters,
  isFiltered,
  type ProblemFilters,
  readFilters,
  refine,
  toggleTag,
  writeFilters,
} from '../model/filters';
import { FilterBar } from './FilterBar';
import { ProblemTable } from './ProblemTable';
import { ResultPanel } from './ResultPanel';
import { TagPanel } from './TagPanel';

interface ProblemListPageProps {
  /** Where a problem's page is; the route table knows. */
  problemHref: (problemId: string) => string;
}

/** /problem: the problem bank with its filters in the query string, the tag panel and result bars. */
export function ProblemListPage({ problemHref }: ProblemListPageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const search = writeFilters(filters).toString();
  const { page, loading, error, statuses } = useProblemList(search);
  const [showTags, setShowTags] = useState(false);
  const [hovered, setHovered] = useState<ProblemRow>();
  const [picking, setPicking] = useState(false);

  const tagGroups = useApiQuery(queryKeys.tagClassifications, getTagClassifications);
  // undefined while loading, null when it failed
  const groups: TagGroup[] | null | undefined = tagGroups.error ? null : tagGroups.data;

  const go = (next: ProblemFilters) => setQuery(writeFilters(next));
  const goToPage = (currentPage: number) => {
    go({ ...filters, currentPage });
    window.scrollTo({ top: 0 });
  };

  const pickRandom = async () => {
    // The tab is opened before the call: one opened after an await counts as a pop-up and is blocked.
    const tab = window.open('', '_blank');
    setPicking(true);
    try {
      const href = problemHref(await getRandomProblem());
      if (tab) {
        tab.opener = null;
        tab.location.href = href;
      } else window.open(href, '_blank', 'noopener');
    } catch {
      tab?.close(); // the request layer has said why
    } finally {
      setPicking(false);
    }
  };

  const rows = page?.records;
  const shownProblem = (hovered && rows?.find((row) => row.pid === hovered.pid)) ?? rows?.[0];
  const allTags = (groups ?? []).flatMap((group) => group.tagList);
  const emptyText = isFiltered(filters) ? t('problemList.noMatches') : t('problemList.empty');

  return (
    <div className="problem-list-layout">
      <Card size={{ initial: '2', sm: '3' }} className="problem-list-main">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="5">
            {t('problemList.title')}
          </Heading>
          <FilterBar
            filters={filters}
            onSearch={(keyword) => go(refine(filters, { keyword }))}
            onDifficulty={(difficulty) => go(refine(filters, { difficulty }))}
            onBank={(oj) => go(refine(filters, { oj }))}
            showTags={showTags}
            onShowTags={setShowTags}
            onReset={() => go(defaultFilters)}
            onRandom={() => void pickRandom()}
            picking={picking}
          />
          {filters.tagIds.length > 0 ? (
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="2" color="gray">
                {t('problemList.selectedTags')}
              </Text>
              {filters.tagIds.map((id) => (
                <TagChip
                  key={id}
                  tag={allTags.find((tag) => tag.id === id) ?? { name: `#${id}`, color: '' }}
                  active
                  onClick={() => go(toggleTag(filters, id))}
                >
                  <CloseIcon size={10} />
                  <span className="visually-hidden">{t('problemList.removeTag')}</span>
                </TagChip>
              ))}
            </Flex>
          ) : null}
          {error && !page ? <ErrorCallout title={t('problemList.loadError')} error={error} /> : null}
          {error && !page ? null : (
            <Box className="problem-table-scroll">
              <ProblemTable
                rows={rows}
                loading={loading}
                showTags={showTags}
                statuses={Object.keys(statuses).length > 0 ? statuses : undefined}
                problemHref={problemHref}
                onHover={setHovered}
                emptyText={emptyText}
              />
            </Box>
          )}
          <Pager
            total={page?.total ?? 0}
            currentPage={filters.currentPage}
            limit={filters.limit}
            onPageChange={goToPage}
            onLimitChange={(limit) => go(refine(filters, { limit }))}
          />
        </Flex>
      </Card>
      <Flex direction="column" gap="4" className="problem-list-side">
        <Box className="only-wide">
          <ResultPanel problem={shownProblem} />
        </Box>
        <TagPanel groups={groups} selected={filters.tagIds} onToggle={(id) => go(toggleTag(filters, id))} />
      </Flex>
    </div>
  );
}
