import { Avatar, Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Markdown } from '@/components/Markdown';
import { formatDateMinute } from '@/lib/time';
import type { Message } from '../api/schemas';

const actionKeys: Record<string, 'message.liked' | 'message.commented' | 'message.replied'> = {
  Like: 'message.liked',
  Discuss: 'message.commented',
  Reply: 'message.replied',
};

/** One message: who did what to which post (discussion, reply, like), or a notice's title and content. */
export function MessageItem({ message, onClean }: { message: Message; onClean: () => void }) {
  const { t } = useTranslation();
  const action = message.action ? actionKeys[message.action] : undefined;
  const when = formatDateMinute(message.gmtCreate);
  return (
    <Card className={message.state ? undefined : 'message-card-unread'} data-message={message.id}>
      <Flex gap="3" align="start" justify="between">
        <Box minWidth="0" flexGrow="1">
          {message.title !== null ? (
            <>
              <Flex gap="2" align="center" wrap="wrap" mb="2">
                <Heading as="h3" size="3">
                  {message.title}
                </Heading>
                {message.state ? null : <Badge color="red">{t('message.unread')}</Badge>}
              </Flex>
              <Markdown>{message.content ?? ''}</Markdown>
            </>
          ) : (
            <Flex gap="2" align="center" wrap="wrap">
              <Avatar
                size="1"
                radius="full"
                src={message.senderAvatar ?? undefined}
                fallback={(message.senderUsername ?? '?').slice(0, 1).toUpperCase()}
              />
              <Text weight="medium">{message.senderUsername ?? t('message.unknownSender')}</Text>
              <Text color="gray">{action ? t(action) : message.action}</Text>
              {message.url ? (
                <Link to={message.url}>{message.sourceTitle}</Link>
              ) : (
                <Text>{message.sourceTitle}</Text>
              )}
              {message.state ? null : <Badge color="red">{t('message.unread')}</Badge>}
            </Flex>
          )}
          {message.quoteContent ? (
            <Text as="p" size="2" color="gray" mt="2">
              {message.quoteContent}
            </Text>
          ) : null}
          {message.sourceContent ? (
            <Text as="p" size="2" mt="2">
              {message.sourceContent}
            </Text>
          ) : null}
          <Text as="p" size="1" color="gray" mt="2" className="numeric">
            {when}
          </Text>
        </Box>
        <Button size="1" variant="ghost" color="red" onClick={onClean}>
          {t('message.clean')}
        </Button>
      </Flex>
    </Card>
  );
}
