import { Avatar, Badge, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CommentIcon, EyeIcon, HeartIcon } from '@/components/icons';
import { RoleBadge } from '@/components/RoleBadge';
import { currentLanguage } from '@/lib/i18n';
import { timeAgo } from '@/lib/time';
import type { Discussion } from '../api/schemas';
import type { DiscussionLinks } from '../model/links';

/** Author, category, time, likes and views of a discussion, in one wrapping row. */
export function DiscussionMeta({
  discussion,
  links,
  now,
}: {
  discussion: Discussion;
  links: Pick<DiscussionLinks, 'userHome'>;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="3" wrap="wrap" className="discussion-meta">
      <Flex align="center" gap="1">
        <Avatar
          size="1"
          radius="full"
          src={discussion.avatar || undefined}
          fallback={discussion.author.slice(0, 1).toUpperCase() || '?'}
        />
        <Link
          to={links.userHome({ uid: discussion.uid, username: discussion.author })}
          className="discussion-author"
        >
          {discussion.author}
        </Link>
        <RoleBadge role={discussion.role} />
      </Flex>
      {discussion.categoryName ? (
        <Badge variant="soft" color="gray">
          {discussion.categoryName}
        </Badge>
      ) : null}
      <Text size="1" color="gray" title={discussion.gmtCreate}>
        {timeAgo(discussion.gmtCreate, now, currentLanguage())}
      </Text>
      <Flex align="center" gap="1" asChild>
        <Text
          size="1"
          color="gray"
          className="numeric"
          aria-label={t('discussion.list.likes', { count: discussion.likeNum })}
        >
          <HeartIcon size={13} />
          {discussion.likeNum}
        </Text>
      </Flex>
      <Flex align="center" gap="1" asChild>
        <Text
          size="1"
          color="gray"
          className="numeric"
          aria-label={t('discussion.list.views', { count: discussion.viewNum })}
        >
          <EyeIcon size={13} />
          {discussion.viewNum}
        </Text>
      </Flex>
      <Flex align="center" gap="1" asChild>
        <Text
          size="1"
          color="gray"
          className="numeric"
          aria-label={t('discussion.list.comments', { count: discussion.commentNum })}
        >
          <CommentIcon size={13} />
          {discussion.commentNum}
        </Text>
      </Flex>
    </Flex>
  );
}
