import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { formatUnread } from '../model/formatUnread';

/** The unread-message count over the user's avatar; nothing when there is none (or no way to know). */
export function UnreadBadge() {
  const { t } = useTranslation();
  const total = useUnreadCount();
  const text = formatUnread(total);
  if (!text) return null;
  return (
    <span className="unread-badge" role="status" aria-label={t('message.unread', { count: total })}>
      {text}
    </span>
  );
}
