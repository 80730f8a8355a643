import '../discussion.css';
import { Badge, Button, Card, Flex, Heading, Separator, Skeleton } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { ChevronLeftIcon, FlagIcon, HeartIcon, PencilIcon, TrashIcon } from '@/components/icons';
import { Markdown } from '@/components/Markdown';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { deleteDiscussion } from '../api/deleteDiscussion';
import { getDiscussionDetail } from '../api/getDiscussionDetail';
import { deleteGroupDiscussion, moderateGroupDiscussion } from '../api/groupDiscussions';
import { likeDiscussion } from '../api/likeDiscussion';
import { type Moderation, moderateDiscussion } from '../api/moderateDiscussion';
import type { DiscussionDetail } from '../api/schemas';
import { useCategories } from '../hooks/useCategories';
import { discussionRights } from '../model/access';
import type { DiscussionLinks } from '../model/links';
import { DiscussionDialog } from './DiscussionDialog';
import { DiscussionMeta } from './DiscussionMeta';
import { ReportDialog } from './ReportDialog';

interface DiscussionDetailPageProps {
  did: number;
  links: DiscussionLinks;
  onLoginRequired: () => void;
  /** The comment area under the discussion (the route composes it from the comment feature). */
  comments?: ReactNode;
  /** A group's discussion (spec 03 §2.7): its admins (`moderates`) pin, disable and delete it. */
  group?: GroupPlace;
}

/** The group a discussion page is in, and whether the reader is one of its admins (or its root). */
export interface GroupPlace {
  gid: number;
  moderates: boolean;
}

/** /discussion-detail/:did: the discussion with its author, category, likes, views and time; like, report, edit. */
export function DiscussionDetailPage({
  did,
  links,
  onLoginRequired,
  comments,
  group,
}: DiscussionDetailPageProps) {
  const { t } = useTranslation();
  const key = queryKeys.discussion(did);
  const read = useApiQuery(key, (signal) => getDiscussionDetail(did, signal), { dropPrevious: true });
  const discussion = read.data;
  const back = (
    <Link to={links.list} className="discussion-back">
      <ChevronLeftIcon size={14} />
      {t('discussion.detail.back')}
    </Link>
  );
  if (read.error && !discussion)
    return (
      <Flex direction="column" gap="4" className="discussion-page">
        {back}
        <ErrorCallout title={t('discussion.detail.loadError')} error={read.error} />
      </Flex>
    );
  if (!discussion)
    return (
      <Flex direction="column" gap="3" className="discussion-page" aria-busy="true">
        {back}
        <Skeleton height="36px" width="60%" />
        <Skeleton height="20px" width="40%" />
        <Skeleton height="240px" />
      </Flex>
    );
  return (
    <Flex direction="column" gap="4" className="discussion-page">
      {back}
      <DiscussionBody discussion={discussion} links={links} onLoginRequired={onLoginRequired} group={group} />
      {comments}
    </Flex>
  );
}

function DiscussionBody({
  discussion,
  links,
  onLoginRequired,
  group,
}: {
  discussion: DiscussionDetail;
  links: DiscussionLinks;
  onLoginRequired: () => void;
  group?: GroupPlace;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const client = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategories();
  const [now] = useState(() => Date.now());
  const rights = discussionRights(user, discussion.uid, group?.moderates);
  // A list card's Edit comes here with `?edit=1`: the editor opens on the whole discussion.
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState(() => rights.edit && searchParams.get('edit') === '1');
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const key = queryKeys.discussion(discussion.id);
  // Writes patch the page in place: reading the detail again would count another view.
  const patch = (changes: Partial<DiscussionDetail>) =>
    client.setQueryData<DiscussionDetail>(key, (current) => (current ? { ...current, ...changes } : current));
  const listsChanged = () => void client.invalidateQueries({ queryKey: ['discussions', 'list'] });

  const signedIn = () => {
    if (user) return true;
    showMessage('warning', t('discussion.messages.loginFirst'));
    onLoginRequired();
    return false;
  };
  const like = async () => {
    if (!signedIn()) return;
    setBusy(true);
    try {
      const result = await likeDiscussion(discussion.id, !discussion.hasLike);
      patch(result);
      listsChanged();
      showMessage(
        'success',
        result.hasLike ? t('discussion.messages.liked') : t('discussion.messages.unliked'),
      );
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      if (group) await deleteGroupDiscussion(group.gid, discussion.id);
      else await deleteDiscussion(discussion.id);
      showMessage('success', t('discussion.messages.deleted'));
      listsChanged();
      navigate(links.list);
    } catch {
      // the request layer has shown why
    }
  };
  const moderate = async (changes: Moderation) => {
    try {
      if (group) await moderateGroupDiscussion(group.gid, discussion.id, changes);
      else await moderateDiscussion(discussion.id, changes);
      patch(changes);
      listsChanged();
      showMessage('success', t('discussion.messages.updated'));
    } catch {
      // the request layer has shown why
    }
  };

  return (
    <Card size={{ initial: '2', sm: '3' }} className="discussion-detail">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2" wrap="wrap">
          {discussion.topPriority ? (
            <Badge color="amber" variant="solid">
              {t('discussion.list.top')}
            </Badge>
          ) : null}
          {discussion.explanation ? <Badge color="green">{t('discussion.list.explanation')}</Badge> : null}
          {discussion.status === 1 ? <Badge color="red">{t('discussion.list.disabled')}</Badge> : null}
          <Heading as="h1" size={{ initial: '5', sm: '6' }} className="discussion-title">
            {discussion.title}
          </Heading>
        </Flex>
        <DiscussionMeta discussion={discussion} links={links} now={now} />
        {discussion.pid ? (
          <Link to={links.problem(discussion.pid)} className="discussion-problem-link">
            {t('discussion.detail.problem', { problemId: discussion.pid })}
          </Link>
        ) : null}
        {discussion.description ? (
          <blockquote className="discussion-description">{discussion.description}</blockquote>
        ) : null}
        <Separator size="4" />
        <Markdown>{discussion.content}</Markdown>
        <Separator size="4" />
        <Flex gap="2" wrap="wrap" className="discussion-actions">
          <Button
            variant={discussion.hasLike ? 'solid' : 'soft'}
            color="crimson"
            loading={busy}
            aria-pressed={discussion.hasLike}
            onClick={like}
          >
            <HeartIcon size={14} filled={discussion.hasLike} />
            {discussion.hasLike ? t('discussion.detail.liked') : t('discussion.detail.like')}
            <span className="numeric">{discussion.likeNum}</span>
          </Button>
          <Button variant="soft" color="gray" onClick={() => signedIn() && setReporting(true)}>
            <FlagIcon size={14} />
            {t('discussion.detail.report')}
          </Button>
          {rights.edit ? (
            <Button variant="soft" onClick={() => setEditing(true)}>
              <PencilIcon size={14} />
              {t('discussion.detail.edit')}
            </Button>
          ) : null}
          {rights.delete ? (
            <ConfirmDialog
              title={t('discussion.detail.deleteTitle')}
              description={t('discussion.detail.deleteText')}
              confirmLabel={t('discussion.detail.delete')}
              cancelLabel={t('discussion.detail.cancel')}
              onConfirm={remove}
            >
              <Button variant="soft" color="red">
                <TrashIcon size={14} />
                {t('discussion.detail.delete')}
              </Button>
            </ConfirmDialog>
          ) : null}
          {rights.moderate ? (
            <>
              <Button
                variant="outline"
                color="amber"
                onClick={() => moderate({ topPriority: !discussion.topPriority })}
              >
                {discussion.topPriority ? t('discussion.detail.unpin') : t('discussion.detail.pin')}
              </Button>
              <Button
                variant="outline"
                color={discussion.status === 1 ? 'green' : 'red'}
                onClick={() => moderate({ status: discussion.status === 1 ? 0 : 1 })}
              >
                {discussion.status === 1 ? t('discussion.detail.enable') : t('discussion.detail.disable')}
              </Button>
              {discussion.pid && !group ? (
                <Button
                  variant="outline"
                  color="green"
                  onClick={() => moderate({ explanation: !discussion.explanation })}
                >
                  {discussion.explanation
                    ? t('discussion.detail.unpickExplanation')
                    : t('discussion.detail.pickExplanation')}
                </Button>
              ) : null}
            </>
          ) : null}
        </Flex>
      </Flex>
      <DiscussionDialog
        open={editing}
        onOpenChange={setEditing}
        categories={categories.data ?? []}
        editing={discussion}
        canPin={rights.moderate}
        gid={group?.gid}
        fullScreen={group !== undefined}
        onSaved={(saved) => {
          client.setQueryData(key, saved);
          listsChanged();
        }}
      />
      <ReportDialog did={discussion.id} open={reporting} onOpenChange={setReporting} />
    </Card>
  );
}
