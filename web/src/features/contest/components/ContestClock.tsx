import { Flex, Progress, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { formatClock } from '@/lib/time';
import { getContestInfo } from '../api/getContestInfo';
import { useContestClock } from '../hooks/useContestClock';

/**
 * Spec 02 section 2: the count-down before the start, the progress bar and time left during, then ended;
 * on every contest page (the shell's header, the contest problem page). Reads the contest's info query.
 */
export function ContestClock({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { data: contest } = useApiQuery(queryKeys.contestInfo(cid), (signal) => getContestInfo(cid, signal));
  const clock = useContestClock(cid, contest?.startTime, contest?.endTime, contest?.now);
  if (!contest) return null;
  const text =
    clock.phase === 'before'
      ? t('contest.clock.startsIn', { clock: formatClock(clock.remaining) })
      : clock.phase === 'running'
        ? t('contest.clock.timeLeft', { clock: formatClock(clock.remaining) })
        : t('contest.clock.ended');
  return (
    <Flex direction="column" gap="1" className="contest-clock" data-phase={clock.phase}>
      {clock.phase === 'running' ? (
        <Progress value={Math.round(clock.elapsed * 1000) / 10} aria-label={t('contest.clock.progress')} />
      ) : null}
      <Text size="2" weight="medium" className="numeric" role="timer">
        {text}
      </Text>
    </Flex>
  );
}
