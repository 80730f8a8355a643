import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../model/liveSource';

/** "Live" while the room pushes changes, else the poll the page falls back to. */
export function LiveBadge({ live, pollSeconds }: { live: LiveState; pollSeconds: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={live === 'online' ? 'green' : 'gray'} data-live={live}>
      {live === 'online' ? t('contest.board.live') : t('contest.helpers.polling', { count: pollSeconds })}
    </Badge>
  );
}
