import { Avatar, Button, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { HeartIcon, TrashIcon } from '@/components/icons';
import { Markdown } from '@/components/Markdown';
import { RoleBadge } from '@/components/RoleBadge';
import { currentLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/queryKeys';
import { timeAgo } from '@/lib/time';
import { getReplies } from '../api/comments';
import type { Comment, Reply } from '../api/schemas';
import { type CommentPlace, placeKey } from '../model/place';
import { CommentBox } from './CommentBox';

/** What the comment area lets one comment do; each call resolves true when the server took it. */
export interface CommentActions {
  place: CommentPlace;
  now: number;
  liked: boolean;
  /** May delete this author's comment or reply (own, or an admin of the place). */
  mayDelete: (authorUid: string) => boolean;
  onLike: (comment: Comment) => void;
  onReply: (
    comment: Comment,
    content: string,
    quote: { type: 'Comment' | 'Reply'; id: number },
  ) => Promise<boolean>;
  onDelete: (comment: Comment) => void;
  onDeleteReply: (reply: Reply) => void;
  /** False for a visitor: the reply button asks them to sign in instead. */
  signedIn: () => boolean;
}

/** Spec 02 section 4: the first three replies are shown; more expand on request. */
const FIRST_REPLIES = 3;

function Author({ name, avatar, role }: { name: string; avatar: string | null; role: string | null }) {
  return (
    <Flex align="center" gap="1">
      <Avatar
        size="1"
        radius="full"
        src={avatar || undefined}
        fallback={name.slice(0, 1).toUpperCase() || '?'}
      />
      <Text size="2" weight="medium">
        {name}
      </Text>
      <RoleBadge role={role} />
    </Flex>
  );
}

/** One comment: author and badges, the Markdown, like, reply and delete, and its replies. */
export function CommentItem({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [quote, setQuote] = useState<{ type: 'Comment' | 'Reply'; id: number; name: string }>();
  const all = useQuery({
    queryKey: queryKeys.commentReplies(placeKey(actions.place), comment.id),
    queryFn: ({ signal }) => getReplies(comment.id, signal),
    enabled: expanded,
  });
  const replies = expanded && all.data ? all.data : comment.replyList.slice(0, FIRST_REPLIES);
  const openReply = (next: { type: 'Comment' | 'Reply'; id: number; name: string }) => {
    if (actions.signedIn()) setQuote(next);
  };
  return (
    <Flex direction="column" gap="2" className="comment-item" data-comment={comment.id}>
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Author name={comment.fromName ?? ''} avatar={comment.fromAvatar} role={comment.fromRole} />
        <Text size="1" color="gray" title={comment.gmtCreate}>
          {timeAgo(comment.gmtCreate, actions.now, currentLanguage())}
        </Text>
      </Flex>
      <Markdown>{comment.content}</Markdown>
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          size="1"
          variant={actions.liked ? 'solid' : 'soft'}
          color="crimson"
          aria-pressed={actions.liked}
          aria-label={t('comment.like')}
          onClick={() => actions.onLike(comment)}
        >
          <HeartIcon size={12} filled={actions.liked} />
          <span className="numeric">{comment.likeNum}</span>
        </Button>
        {comment.canReply ? (
          <Button
            size="1"
            variant="soft"
            onClick={() => openReply({ type: 'Comment', id: comment.id, name: comment.fromName ?? '' })}
          >
            {t('comment.reply')}
          </Button>
        ) : null}
        {actions.mayDelete(comment.fromUid) ? (
          <ConfirmDialog
            title={t('comment.deleteTitle')}
            description={t('comment.deleteText')}
            confirmLabel={t('comment.delete')}
            cancelLabel={t('comment.cancel')}
            onConfirm={() => actions.onDelete(comment)}
          >
            <Button size="1" variant="soft" color="red" aria-label={t('comment.delete')}>
              <TrashIcon size={12} />
            </Button>
          </ConfirmDialog>
        ) : null}
      </Flex>
      {replies.length > 0 ? (
        <Flex direction="column" gap="2" className="comment-replies">
          {replies.map((reply) => (
            <Flex key={reply.id} direction="column" gap="1" className="comment-reply" data-reply={reply.id}>
              <Flex align="center" gap="2" wrap="wrap">
                <Author name={reply.fromName ?? ''} avatar={reply.fromAvatar} role={reply.fromRole} />
                <Text size="1" color="gray">
                  {t('comment.replyLabel', { name: reply.toName ?? '' })}
                </Text>
                <Text size="1" color="gray" title={reply.gmtCreate}>
                  {timeAgo(reply.gmtCreate, actions.now, currentLanguage())}
                </Text>
              </Flex>
              <Markdown>{reply.content}</Markdown>
              <Flex gap="2">
                {comment.canReply ? (
                  <Button
                    size="1"
                    variant="ghost"
                    onClick={() => openReply({ type: 'Reply', id: reply.id, name: reply.fromName ?? '' })}
                  >
                    {t('comment.reply')}
                  </Button>
                ) : null}
                {actions.mayDelete(reply.fromUid) ? (
                  <ConfirmDialog
                    title={t('comment.deleteReplyTitle')}
                    description={t('comment.deleteReplyText')}
                    confirmLabel={t('comment.delete')}
                    cancelLabel={t('comment.cancel')}
                    onConfirm={() => actions.onDeleteReply(reply)}
                  >
                    <Button size="1" variant="ghost" color="red" aria-label={t('comment.delete')}>
                      <TrashIcon size={12} />
                    </Button>
                  </ConfirmDialog>
                ) : null}
              </Flex>
            </Flex>
          ))}
          {comment.totalReplyNum > FIRST_REPLIES ? (
            <Button
              size="1"
              variant="ghost"
              onClick={() => setExpanded((open) => !open)}
              loading={expanded && all.isLoading}
            >
              {expanded ? t('comment.collapse') : t('comment.showAll', { count: comment.totalReplyNum })}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {quote ? (
        <CommentBox
          label={t('comment.replyLabel', { name: quote.name })}
          sendLabel={t('comment.send')}
          rows={3}
          onCancel={() => setQuote(undefined)}
          onSend={async (content) => {
            const taken = await actions.onReply(comment, content, quote);
            if (taken) setQuote(undefined);
            return taken;
          }}
        />
      ) : null}
    </Flex>
  );
}
