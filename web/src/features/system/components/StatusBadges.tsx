import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Health } from '../api/getHealth';

export function DatabaseBadge({ database }: { database: Health['database'] }) {
  const { t } = useTranslation();
  return database === 'up' ? (
    <Badge color="green">{t('system.databaseUp')}</Badge>
  ) : (
    <Badge color="red">{t('system.databaseDown')}</Badge>
  );
}

export function OverallBadge({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge size="2" color={ok ? 'green' : 'red'} variant="soft">
      {t(ok ? 'system.healthy' : 'system.degraded')}
    </Badge>
  );
}

/** Green when a projection has caught up, amber while it trails by a little, red beyond that. */
export function LagBadge({ lagEvents }: { lagEvents: number }) {
  const { t, i18n } = useTranslation();
  if (lagEvents === 0) return <Badge color="green">{t('system.caughtUp')}</Badge>;
  return <Badge color={lagEvents < 100 ? 'amber' : 'red'}>{lagEvents.toLocaleString(i18n.language)}</Badge>;
}
