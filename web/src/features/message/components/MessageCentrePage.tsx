import { messageLimits } from '@oj/events/contracts';
import { Badge, Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import type { LiveSource } from '@/lib/liveSource';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { cleanMessages, getMessages } from '../api/messages';
import { useUnread } from '../hooks/useUnread';
import { formatUnread, MESSAGE_TABS, type MessageTab } from '../model/unread';
import { MessageItem } from './MessageItem';
import { SimplePager } from './SimplePager';
import './message.css';

interface MessageCentrePageProps {
  live: LiveSource;
  uid: string;
  tab: MessageTab;
  tabPath: (tab: MessageTab) => string;
}

/**
 * /message/:tab (spec 02 "Message centre"): the five tabs with their unread badges, the tab's messages
 * (6 or 8 a page), cleaning one or all. Listing marks them read on the server, whose push clears the
 * badges in every tab of the browser; a message arriving while its tab is open is listed (and read) at once.
 */
export function MessageCentrePage({ live, uid, tab, tabPath }: MessageCentrePageProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const kind = MESSAGE_TABS.find((entry) => entry.tab === tab)?.kind ?? 'comment';
  const limit = messageLimits.pageSize[kind];
  const [page, setPage] = useState(1);
  const counts = useUnread(live, uid);
  const key = queryKeys.messageList(uid, kind, page);
  const list = useApiQuery(key, (signal) => getMessages(kind, page, limit, signal), { dropPrevious: true });

  // Reading the list marked it read (the server waited for the read model): one fresh read of the
  // counts, so an older answer still on its way (a join's re-read) cannot leave the badge behind.
  // The push says the same when the socket is up; this is one read per list, never a poll.
  useEffect(() => {
    if (list.data) void client.invalidateQueries({ queryKey: queryKeys.messageUnread(uid), exact: true });
  }, [list.data, client, uid]);
  // A new message of this kind while its tab is open: list it now (which reads it).
  const unreadHere = counts?.[kind] ?? 0;
  useEffect(() => {
    if (unreadHere > 0 && page === 1 && !list.loading)
      void client.invalidateQueries({ queryKey: key, exact: true });
  }, [unreadHere, page, client, key, list.loading]);

  const clean = async (id?: number) => {
    await cleanMessages(kind, id);
    showMessage('success', t('message.cleaned'));
    await client.invalidateQueries({ queryKey: queryKeys.messages(uid) });
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {t('message.title')}
      </Heading>
      <div className="message-centre">
        <nav className="message-tabs" aria-label={t('message.title')}>
          {MESSAGE_TABS.map((entry) => {
            const badge = formatUnread(counts?.[entry.kind] ?? 0);
            return (
              <Button key={entry.tab} asChild variant={entry.tab === tab ? 'soft' : 'ghost'} color="gray">
                <Link
                  to={tabPath(entry.tab)}
                  aria-current={entry.tab === tab ? 'page' : undefined}
                  data-tab={entry.tab}
                  onClick={() => setPage(1)}
                >
                  {t(`message.tabs.${entry.kind}`)}
                  {badge ? (
                    <Badge color="red" variant="solid" radius="full" data-tab-badge={entry.tab}>
                      {badge}
                    </Badge>
                  ) : null}
                </Link>
              </Button>
            );
          })}
        </nav>
        <Flex direction="column" gap="3" minWidth="0">
          <Flex justify="end">
            <ConfirmDialog
              title={t('message.cleanAll')}
              description={t('message.cleanConfirm')}
              confirmLabel={t('message.cleanAll')}
              cancelLabel={t('announcement.admin.cancel')}
              onConfirm={() => void clean()}
            >
              <Button size="1" variant="soft" color="red" disabled={!list.data?.total}>
                {t('message.cleanAll')}
              </Button>
            </ConfirmDialog>
          </Flex>
          {list.error && !list.data ? (
            <ErrorCallout title={t('message.loadError')} error={list.error} />
          ) : null}
          {!list.data && !list.error ? <Skeleton height="160px" /> : null}
          {list.data?.records.length === 0 ? (
            <Text color="gray" align="center" as="p" my="6">
              {t('message.empty')}
            </Text>
          ) : null}
          {list.data?.records.map((message) => (
            <MessageItem key={message.id} message={message} onClean={() => void clean(message.id)} />
          ))}
          <SimplePager total={list.data?.total ?? 0} page={page} limit={limit} onPage={setPage} />
        </Flex>
      </div>
    </Flex>
  );
}
