import '../comment.css';
import { Button, Callout, Card, Flex, Heading, Separator, Skeleton, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon } from '@/components/icons';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { currentUserAtom } from '@/lib/session';
import { hasAdminRole } from '@/lib/userInfo';
import { deleteComment, deleteReply, likeComment, postComment, postReply } from '../api/comments';
import { useComments } from '../hooks/useComments';
import type { CommentPlace } from '../model/place';
import { CommentBox } from './CommentBox';
import { type CommentActions, CommentItem } from './CommentItem';

export interface CommentAreaProps {
  place: CommentPlace;
  live: LiveSource;
  onLoginRequired: () => void;
  /** In a contest: whether the reader administers it (root or its owner), and whether it is running. */
  contest?: { admin: boolean; running: boolean };
  /** Under a discussion: its comment count (comments and replies) after each read of the area. */
  onCommentNum?: (commentNum: number) => void;
}

/**
 * The comment area of a discussion or a contest (spec 02 "Comment area"): the new comment box, the
 * total, comments newest first with their first three replies (expand for all), load more, replies
 * quoting a comment or a reply, likes, deletes with a confirmation, SPA/ADM badges, and the login
 * dialog for visitors. New comments and replies arrive live from the place's rooms.
 */
export function CommentArea({ place, live, onLoginRequired, contest, onCommentNum }: CommentAreaProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const reader = user ? { uid: user.uid, contestAdmin: contest?.admin ?? false } : null;
  const { data, error, pages, loadMore, refresh } = useComments(place, live, reader);
  const [now] = useState(() => Date.now());
  const placeAdmin = contest ? contest.admin : user !== null && hasAdminRole(user.roleList);
  const commentNum = data?.commentNum;
  const tellCommentNum = useEffectEvent((count: number) => onCommentNum?.(count));
  useEffect(() => {
    if (commentNum !== undefined) tellCommentNum(commentNum);
  }, [commentNum]);

  const signedIn = () => {
    if (user) return true;
    showMessage('warning', t('comment.messages.loginFirst'));
    onLoginRequired();
    return false;
  };
  /** A write: true when the server took it (the request layer shows a refusal's message). */
  const write = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      showMessage('success', done);
      refresh();
      return true;
    } catch {
      return false;
    }
  };
  const actionsOf = (liked: boolean): CommentActions => ({
    place,
    now,
    liked,
    signedIn,
    mayDelete: (authorUid) => user !== null && (user.uid === authorUid || placeAdmin),
    onLike: (comment) => {
      if (!signedIn()) return;
      void write(
        () => likeComment(place, comment.id, !liked),
        liked ? t('comment.messages.unliked') : t('comment.messages.liked'),
      );
    },
    onReply: (comment, content, quote) =>
      write(() => postReply(place, comment.id, content, quote), t('comment.messages.posted')),
    onDelete: (comment) => void write(() => deleteComment(comment.id), t('comment.messages.deleted')),
    onDeleteReply: (reply) => void write(() => deleteReply(reply.id), t('comment.messages.deleted')),
  });

  const records = data?.commentList.records ?? [];
  const total = data?.commentList.total ?? 0;
  return (
    <Card size={{ initial: '2', sm: '3' }} className="comment-area" data-testid="comment-area">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h2" size="4">
            {t('comment.title')}
          </Heading>
          {data ? (
            <Text size="2" color="gray" data-testid="comment-total">
              {t('comment.total', { count: total })}
            </Text>
          ) : null}
        </Flex>
        {contest?.running && !contest.admin ? (
          <Callout.Root size="1" color="blue">
            <Callout.Icon>
              <InfoIcon size={14} />
            </Callout.Icon>
            <Callout.Text>{t('comment.contestHint')}</Callout.Text>
          </Callout.Root>
        ) : null}
        <CommentBox
          label={t('comment.label')}
          sendLabel={t('comment.post')}
          onSend={(content) =>
            signedIn()
              ? write(() => postComment(place, content), t('comment.messages.posted'))
              : Promise.resolve(false)
          }
        />
        <Separator size="4" />
        {error && !data ? <ErrorCallout title={t('comment.loadError')} error={error} /> : null}
        {!data && !error ? (
          <Flex direction="column" gap="2" aria-busy="true">
            <Skeleton height="64px" />
            <Skeleton height="64px" />
          </Flex>
        ) : null}
        {data && records.length === 0 ? (
          <Flex direction="column" align="center" gap="1" py="4">
            <Text color="gray">{t('comment.empty')}</Text>
            <Text size="1" color="gray">
              {t('comment.emptyHint')}
            </Text>
          </Flex>
        ) : null}
        {records.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            actions={actionsOf(data?.commentLikeMap[comment.id] === true)}
          />
        ))}
        {records.length < total ? (
          <Button variant="soft" onClick={loadMore} data-pages={pages}>
            {t('comment.loadMore')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
