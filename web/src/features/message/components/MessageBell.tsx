import { Badge, IconButton } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiveSource } from '@/lib/liveSource';
import { showNotice } from '@/lib/notices';
import { useUnread } from '../hooks/useUnread';
import { formatUnread, totalUnread } from '../model/unread';
import './message.css';

interface MessageBellProps {
  live: LiveSource;
  uid: string;
  /** The message centre's first tab. */
  to: string;
}

/**
 * The navigation's message link with the unread badge (99+), live from the reader's room. When the
 * total rises, the spec's 'Info' notice tells how many are unread (5 s).
 */
export function MessageBell({ live, uid, to }: MessageBellProps) {
  const { t } = useTranslation();
  const counts = useUnread(live, uid);
  const total = totalUnread(counts);
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (counts === undefined) return;
    if (shown.current !== undefined && total > shown.current)
      showNotice('info', t('message.info'), t('message.newArrived', { count: total }));
    shown.current = total;
  }, [counts, total, t]);
  const text = formatUnread(total);
  return (
    <IconButton asChild variant="ghost" color="gray" aria-label={t('message.bell', { count: total })}>
      <Link to={to} className="message-bell" data-unread={total}>
        <BellIcon />
        {text ? (
          <Badge
            size="1"
            color="red"
            variant="solid"
            radius="full"
            className="message-bell-badge"
            role="status"
          >
            {text}
          </Badge>
        ) : null}
      </Link>
    </IconButton>
  );
}

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
