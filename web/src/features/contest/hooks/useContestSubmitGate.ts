import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { administersContest } from '@/lib/userInfo';
import { getContestInfo } from '../api/getContestInfo';
import { submitGate } from '../model/clock';
import { useContestClock } from './useContestClock';

/** What the submit button of a contest problem says: closed (why), or open, tagged after the contest. */
export interface ContestSubmitGate {
  /** Set: the button is disabled, and this says why. */
  closedReason?: string;
  /** Set: submissions are taken after the end; the tag and its explanation. */
  afterContest?: { label: string; hint: string };
}

/**
 * The contest problem page's submit gate, from the contest's times on the ticking clock (so the button
 * closes at the end without a reload). Undefined until the contest is read.
 */
export function useContestSubmitGate(cid: number): ContestSubmitGate | undefined {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const { data: contest } = useApiQuery(queryKeys.contestInfo(cid), (signal) => getContestInfo(cid, signal));
  const clock = useContestClock(cid, contest?.startTime, contest?.endTime);
  if (!contest) return undefined;
  const gate = submitGate(clock.phase, {
    allowEndSubmit: contest.allowEndSubmit,
    isAdmin: !!user && administersContest(user, contest.uid),
  });
  if (gate.state === 'closed') return { closedReason: t(`contest.submitGate.${gate.reason}`) };
  if (gate.state === 'afterContest')
    return {
      afterContest: {
        label: t('contest.submitGate.afterContest'),
        hint: t('contest.submitGate.afterContestHint'),
      },
    };
  return {};
}
