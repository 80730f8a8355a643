import { ContestAuth, ContestType } from '@oj/events/vocabulary';
import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { authKey, phaseColor, phaseKey } from '@/lib/contestDisplay';
import { durationParts } from '@/lib/time';
import type { Contest } from '../api/schemas';

/** The contest's status, rule and access as tags; a lock for private and protected contests. */
export function ContestTags({ contest }: { contest: Pick<Contest, 'status' | 'type' | 'auth'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={phaseColor(contest.status)} variant="solid" className="contest-status">
        {t(`contest.status.${phaseKey(contest.status)}`)}
      </Badge>
      <Badge color={contest.type === ContestType.oi ? 'violet' : 'cyan'} variant="soft">
        {contest.type === ContestType.oi ? t('contest.type.oi') : t('contest.type.acm')}
      </Badge>
      <Badge
        color={
          contest.auth === ContestAuth.private
            ? 'red'
            : contest.auth === ContestAuth.protected
              ? 'orange'
              : 'gray'
        }
        variant="soft"
      >
        {contest.auth !== ContestAuth.public ? <LockIcon /> : null}
        {t(`contest.auth.${authKey(contest.auth)}`)}
      </Badge>
    </>
  );
}

/** "2 h 30 min" in the reader's language. */
export function Duration({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const { days, hours, minutes } = durationParts(ms);
  const parts = [
    days ? t('contest.durationParts.days', { count: days }) : '',
    hours ? t('contest.durationParts.hours', { count: hours }) : '',
    minutes || (!days && !hours) ? t('contest.durationParts.minutes', { count: minutes }) : '',
  ];
  return <>{parts.filter(Boolean).join(' ')}</>;
}

function LockIcon() {
  return (
    <svg width="11" height="11" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}
