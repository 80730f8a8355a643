import '../discussion.css';
import { Button, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { LiveSource } from '@/lib/liveSource';
import { useLiveDiscussionList } from '../hooks/useLiveDiscussionList';
import type { DiscussionLinks } from '../model/links';
import { DiscussionCard } from './DiscussionListPage';

/** Spec 02 "Page sizes": the explanation list shows four. */
const EXPLANATIONS_PER_PAGE = 4;

interface ProblemExplanationsProps {
  problemId: string;
  links: DiscussionLinks;
  live: LiveSource;
}

/**
 * The problem page's explanation tab: the problem's discussions an admin picked as explanations,
 * pinned first then newest, four a page, live like the lists. Anyone who may post a discussion writes
 * one under the problem's discussions; admins pick the good ones.
 */
export function ProblemExplanations({ problemId, links, live }: ProblemExplanationsProps) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const [now] = useState(() => Date.now());
  const { data, error, loading } = useLiveDiscussionList(live, {
    currentPage,
    limit: EXPLANATIONS_PER_PAGE,
    keyword: '',
    cid: undefined,
    pid: problemId,
    onlyMine: undefined,
    explanation: true,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / EXPLANATIONS_PER_PAGE));

  return (
    <Flex direction="column" gap="3" className="problem-explanations">
      {error ? <ErrorCallout title={t('discussion.explanations.loadError')} error={error} /> : null}
      {!data && loading ? (
        <Flex direction="column" gap="3" aria-busy="true">
          <Skeleton height="92px" />
          <Skeleton height="92px" />
        </Flex>
      ) : null}
      {data && data.records.length === 0 ? (
        <EmptyCard
          className="discussion-empty"
          title={t('discussion.explanations.empty')}
          hint={t('discussion.explanations.emptyHint')}
        />
      ) : null}
      <Flex direction="column" gap="3" data-loading={loading || undefined} className="discussion-cards">
        {data?.records.map((discussion) => (
          <DiscussionCard key={discussion.id} discussion={discussion} links={links} now={now} />
        ))}
      </Flex>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Link to={links.problemList(problemId)}>{t('discussion.explanations.write')}</Link>
        {pages > 1 ? (
          <Flex align="center" gap="2">
            <Button
              variant="soft"
              size="1"
              disabled={currentPage <= 1}
              onClick={() => setCurrentPage((page) => page - 1)}
            >
              {t('discussion.explanations.previous')}
            </Button>
            <Text size="2" color="gray">
              {t('discussion.explanations.page', { page: currentPage, pages })}
            </Text>
            <Button
              variant="soft"
              size="1"
              disabled={currentPage >= pages}
              onClick={() => setCurrentPage((page) => page + 1)}
            >
              {t('discussion.explanations.next')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Flex>
  );
}
