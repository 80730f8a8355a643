import '../discussion.css';
import { Button, Flex, Heading, Skeleton, Switch, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PlusIcon } from '@/components/icons';
import { KeywordSearch } from '@/components/KeywordSearch';
import { Pager } from '@/components/Pager';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import type { PageSize } from '@/lib/pager';
import { useLiveQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { deleteGroupDiscussion, getGroupDiscussions } from '../api/groupDiscussions';
import { useCategories } from '../hooks/useCategories';
import { discussionRights } from '../model/access';
import type { DiscussionLinks } from '../model/links';
import { DiscussionCardActions } from './DiscussionCardActions';
import { DiscussionDialog } from './DiscussionDialog';
import { DiscussionCard } from './DiscussionListPage';
import { GroupDiscussionAdmin } from './GroupDiscussionAdmin';

interface GroupDiscussionListProps {
  gid: number;
  /** The group's admins and root (and super admins): they see disabled discussions and pin. */
  moderates: boolean;
  /** `group:<gid>:content`: `{ kind: 'discussions' }` when one is posted, edited, pinned, liked or removed. */
  room: string;
  live: LiveSource;
  links: DiscussionLinks;
  /** One problem's discussions (/group/:gid/discussion/:problemId); new ones are about it. */
  problemId?: string;
}

const PAGE_SIZE = 10;

/** A discussion change of the group's content room (the room also tells of problems, trainings...). */
const isDiscussionChange = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as { kind?: unknown }).kind === 'discussions';

/**
 * The group's Discussions tab (spec 03 §2.7): search, the cards (pinned first; its admins see disabled ones
 * marked), paging, and posting in the group. Follows the group's content room: a member's new discussion
 * appears without a reload.
 */
export function GroupDiscussionList({
  gid,
  moderates,
  room,
  live,
  links,
  problemId,
}: GroupDiscussionListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  // Spec 03 §2.7: the admins' table instead of the cards.
  const [admin, setAdmin] = useState(false);
  const [now] = useState(() => Date.now());
  const params = { gid, currentPage, limit, keyword, ...(problemId ? { pid: problemId } : {}) };
  const list = useLiveQuery({
    live,
    room,
    key: queryKeys.groupContent(gid, 'discussions', params),
    load: (signal) => getGroupDiscussions(params, signal),
    needsReload: isDiscussionChange,
    apply: (data) => data,
    pollMs: 60_000,
  });
  const categories = useCategories();
  const data = list.data;
  const user = useAtomValue(currentUserAtom);
  const listChanged = () =>
    void client.invalidateQueries({ queryKey: ['groups', gid, 'content', 'discussions'] });
  const remove = async (did: number) => {
    try {
      await deleteGroupDiscussion(gid, did);
      showMessage('success', t('discussion.messages.deleted'));
      listChanged();
    } catch {
      // the request layer has shown why
    }
  };

  const cardActions = (discussion: { id: number; uid: string }) => {
    const rights = discussionRights(user, discussion.uid, moderates);
    return (
      <DiscussionCardActions
        editHref={rights.edit ? `${links.detail(discussion.id)}?edit=1` : undefined}
        onDelete={rights.delete ? () => void remove(discussion.id) : undefined}
      />
    );
  };

  return (
    <Flex direction="column" gap="3" className="discussion-page group-discussions">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading size="4">
          {problemId ? t('discussion.list.problemTitle', { problemId }) : t('discussion.group.title')}
        </Heading>
        <Flex align="center" gap="3" wrap="wrap">
          {moderates ? (
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch checked={admin} onCheckedChange={setAdmin} />
                {t('discussion.group.admin')}
              </Flex>
            </Text>
          ) : null}
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={14} />
            {t('discussion.group.create')}
          </Button>
        </Flex>
      </Flex>
      {moderates && admin ? (
        <GroupDiscussionAdmin gid={gid} room={room} live={live} links={links} />
      ) : (
        <>
          {/* In a row: the search field grows sideways (discussion.css), never downwards. */}
          <Flex gap="3" align="center" wrap="wrap">
            <KeywordSearch
              className="discussion-search"
              keyword={keyword}
              onSearch={(typed) => {
                setKeyword(typed);
                setCurrentPage(1);
              }}
              placeholder={t('discussion.list.keyword')}
              label={t('discussion.list.search')}
            />
          </Flex>
          {list.error && !data ? (
            <ErrorCallout title={t('discussion.list.loadError')} error={list.error} />
          ) : null}
          {!data && !list.error ? (
            <Flex direction="column" gap="3" aria-busy="true">
              <Skeleton height="92px" />
              <Skeleton height="92px" />
            </Flex>
          ) : null}
          {data && data.records.length === 0 ? (
            <EmptyCard
              className="discussion-empty"
              title={t('discussion.group.empty')}
              hint={t('discussion.group.emptyHint')}
            />
          ) : null}
          <Flex direction="column" gap="3" className="discussion-cards">
            {data?.records.map((discussion) => (
              <DiscussionCard
                key={discussion.id}
                discussion={discussion}
                links={links}
                now={now}
                actions={cardActions(discussion)}
              />
            ))}
          </Flex>
          <Pager
            total={data?.total ?? 0}
            currentPage={currentPage}
            limit={limit}
            onPageChange={setCurrentPage}
            onLimitChange={(next) => {
              setLimit(next);
              setCurrentPage(1);
            }}
          />
        </>
      )}
      <DiscussionDialog
        open={creating}
        onOpenChange={setCreating}
        categories={categories.data ?? []}
        canPin={moderates}
        gid={gid}
        problemId={problemId}
        fullScreen
        onSaved={(saved) => {
          listChanged();
          navigate(links.detail(saved.id));
        }}
      />
    </Flex>
  );
}
