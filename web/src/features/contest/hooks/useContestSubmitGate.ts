import { ContestType } from '@oj/events/vocabulary';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { administersContest } from '@/lib/userInfo';
import { getContestInfo } from '../api/getContestInfo';
import { getContestSubmissions } from '../api/getContestSubmissions';
import { submitGate } from '../model/clock';
import { useContestClock } from './useContestClock';

/** What the submit button of a contest problem says: closed (why), or open, tagged after the contest. */
export interface ContestSubmitGate {
  /** Set: the button is disabled, and this says why. */
  closedReason?: string;
  /** Set: submissions are taken after the end; the tag and its explanation. */
  afterContest?: { label: string; hint: string };
  /** Set: asked before submitting (an OI contest without real-time results, the problem already tried). */
  confirmSubmit?: string;
  /** After a submission: the reader's tries on the problem have changed. */
  onSubmitted: () => void;
}

/**
 * The contest problem page's submit gate, from the contest's times on the ticking clock (so the button
 * closes at the end without a reload). Undefined until the contest is read.
 */
export function useContestSubmitGate(cid: number, displayId: string): ContestSubmitGate | undefined {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useAtomValue(currentUserAtom);
  const { data: contest } = useApiQuery(queryKeys.contestInfo(cid), (signal) => getContestInfo(cid, signal));
  const clock = useContestClock(cid, contest?.startTime, contest?.endTime, contest?.now);
  // Spec 01 section 4: in an OI contest whose results are sealed, a new try replaces the last one unseen.
  const blind = contest?.type === ContestType.oi && contest.sealRank && !!user;
  const mine = { cid, onlyMine: true, problemID: displayId, currentPage: 1, limit: 1 };
  const tried = useApiQuery(
    queryKeys.contestSubmissions(cid, mine),
    blind ? (signal) => getContestSubmissions(mine, signal) : undefined,
  ).data;
  const onSubmitted = () => void client.invalidateQueries({ queryKey: ['contest', cid, 'submissions'] });
  if (!contest) return undefined;
  const confirmSubmit = blind && (tried?.total ?? 0) > 0 ? t('contest.submitGate.cover') : undefined;
  const gate = submitGate(clock.phase, {
    allowEndSubmit: contest.allowEndSubmit,
    isAdmin: !!user && administersContest(user, contest.uid),
  });
  if (gate.state === 'closed') return { closedReason: t(`contest.submitGate.${gate.reason}`), onSubmitted };
  const afterContest =
    gate.state === 'afterContest'
      ? { label: t('contest.submitGate.afterContest'), hint: t('contest.submitGate.afterContestHint') }
      : undefined;
  return { afterContest, confirmSubmit, onSubmitted };
}
