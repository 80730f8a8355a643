import '../discussion.css';
import { Badge, Button, Card, Flex, Grid, Heading, Skeleton, Switch, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PlusIcon } from '@/components/icons';
import { KeywordSearch } from '@/components/KeywordSearch';
import { Pager } from '@/components/Pager';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { isPageSize } from '@/lib/pager';
import { currentUserAtom } from '@/lib/session';
import { hasAdminRole } from '@/lib/userInfo';
import type { Discussion } from '../api/schemas';
import { useCategories } from '../hooks/useCategories';
import { useLiveDiscussionList } from '../hooks/useLiveDiscussionList';
import type { DiscussionLinks } from '../model/links';
import { CategorySidebar } from './CategorySidebar';
import { DiscussionDialog } from './DiscussionDialog';
import { DiscussionMeta } from './DiscussionMeta';

interface DiscussionListPageProps {
  links: DiscussionLinks;
  /** /discussion/:problemID: that problem's discussions, and new ones are about it. */
  problemId?: string;
  onLoginRequired: () => void;
  /** The page's live connection: the list follows new discussions, likes, pins and comment counts. */
  live: LiveSource;
}

const PAGE_SIZE = 10;

/** /discussion and /discussion/:problemID: the category sidebar, search, the list (pinned first) and paging. */
export function DiscussionListPage({ links, problemId, onLoginRequired, live }: DiscussionListPageProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const keyword = query.get('keyword') ?? '';
  const cid = Number(query.get('cid')) || undefined;
  const onlyMine = query.get('onlyMine') === 'true' && user !== null;
  const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
  const limitParam = Number(query.get('limit'));
  const limit = isPageSize(limitParam) ? limitParam : PAGE_SIZE;
  const [creating, setCreating] = useState(false);
  const params = {
    currentPage,
    limit,
    keyword,
    cid,
    pid: problemId,
    onlyMine: onlyMine ? (true as const) : undefined,
  };
  const { data, error, loading } = useLiveDiscussionList(live, params);
  const categories = useCategories();
  const [now] = useState(() => Date.now());

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(query);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('currentPage' in changes)) next.delete('currentPage');
    setQuery(next);
  };
  const create = () => {
    if (!user) {
      showMessage('warning', t('discussion.messages.loginFirst'));
      onLoginRequired();
      return;
    }
    setCreating(true);
  };

  return (
    <Flex direction="column" gap="4" className="discussion-page">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading size="6">
            {problemId ? t('discussion.list.problemTitle', { problemId }) : t('discussion.list.title')}
          </Heading>
          {problemId ? (
            <Flex gap="3">
              <Link to={links.problem(problemId)}>{t('discussion.list.problem', { problemId })}</Link>
              <Link to={links.list}>{t('discussion.list.allDiscussions')}</Link>
            </Flex>
          ) : null}
        </Flex>
        <Button onClick={create}>
          <PlusIcon size={14} />
          {t('discussion.list.create')}
        </Button>
      </Flex>
      <Grid columns={{ initial: '1', md: 'minmax(0, 1fr) 240px' }} gap="4" className="discussion-layout">
        <Flex direction="column" gap="3" className="discussion-main">
          <Flex gap="3" align="center" wrap="wrap">
            <KeywordSearch
              className="discussion-search"
              keyword={keyword}
              onSearch={(typed) => set({ keyword: typed })}
              placeholder={t('discussion.list.keyword')}
              label={t('discussion.list.search')}
            />
            {user ? (
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Switch
                    checked={onlyMine}
                    onCheckedChange={(checked) => set({ onlyMine: checked ? 'true' : undefined })}
                  />
                  {t('discussion.list.onlyMine')}
                </Flex>
              </Text>
            ) : null}
          </Flex>
          {error ? <ErrorCallout title={t('discussion.list.loadError')} error={error} /> : null}
          {!data && loading ? (
            <Flex direction="column" gap="3" aria-busy="true">
              <Skeleton height="92px" />
              <Skeleton height="92px" />
              <Skeleton height="92px" />
            </Flex>
          ) : null}
          {data && data.records.length === 0 ? (
            <EmptyCard
              className="discussion-empty"
              title={t('discussion.list.empty')}
              hint={t('discussion.list.emptyHint')}
            />
          ) : null}
          <Flex direction="column" gap="3" data-loading={loading || undefined} className="discussion-cards">
            {data?.records.map((discussion) => (
              <DiscussionCard key={discussion.id} discussion={discussion} links={links} now={now} />
            ))}
          </Flex>
          <Pager
            total={data?.total ?? 0}
            currentPage={currentPage}
            limit={limit}
            onPageChange={(page) => set({ currentPage: String(page) })}
            onLimitChange={(next) => set({ limit: next === PAGE_SIZE ? undefined : String(next) })}
          />
        </Flex>
        <CategorySidebar
          categories={categories.data}
          selected={cid}
          onSelect={(id) => set({ cid: id === undefined ? undefined : String(id) })}
        />
      </Grid>
      <DiscussionDialog
        open={creating}
        onOpenChange={setCreating}
        categories={categories.data ?? []}
        problemId={problemId}
        canPin={user !== null && hasAdminRole(user.roleList)}
        onSaved={(saved) => {
          void client.invalidateQueries({ queryKey: ['discussions', 'list'] });
          navigate(links.detail(saved.id));
        }}
      />
    </Flex>
  );
}

export function DiscussionCard({
  discussion,
  links,
  now,
  actions,
}: {
  discussion: Discussion;
  links: DiscussionLinks;
  now: number;
  /** At the title row's end, e.g. the group list's edit and delete. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="discussion-card" data-top={discussion.topPriority || undefined}>
      <Flex direction="column" gap="2">
        <Flex align="center" gap="2" wrap="wrap">
          {discussion.topPriority ? (
            <Badge color="amber" variant="solid" size="1">
              {t('discussion.list.top')}
            </Badge>
          ) : null}
          {discussion.status === 1 ? (
            <Badge color="red" size="1">
              {t('discussion.list.disabled')}
            </Badge>
          ) : null}
          {discussion.explanation ? (
            <Badge color="green" size="1">
              {t('discussion.list.explanation')}
            </Badge>
          ) : null}
          <Link to={links.detail(discussion.id)} className="discussion-card-title">
            {discussion.title}
          </Link>
          {actions}
        </Flex>
        {discussion.description ? (
          <Text size="2" color="gray" className="discussion-card-description">
            {discussion.description}
          </Text>
        ) : null}
        <DiscussionMeta discussion={discussion} links={links} now={now} />
      </Flex>
    </Card>
  );
}
