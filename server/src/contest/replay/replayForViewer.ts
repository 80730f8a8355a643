import { publicSealedAt } from '@oj/projections';
import type { ContestReplay } from './contestReplay';

/**
 * What a viewer may receive of a contest's history now. Contest admins get all of it. Everyone else,
 * while the board is sealed for them, gets no verdict (nor verdict time) of a submission made after
 * the seal and no rank change from the seal on (those are moves on the real board): a replay can then
 * never show more than the public board did. `withheld` says whether anything was left out.
 */
export function replayForViewer(
  history: ContestReplay,
  isAdmin: boolean,
  now: number,
): ContestReplay & { withheld: boolean } {
  const sealTime = history.settings.rules.sealTime;
  if (isAdmin || sealTime === null || !publicSealedAt(history.settings, now)) {
    return { ...history, withheld: false };
  }
  return {
    ...history,
    withheld: true,
    submissions: history.submissions.map((s) => (s.submitTime >= sealTime ? { ...s, changes: [] } : s)),
    rankChanges: history.rankChanges.filter((r) => r.at < sealTime),
  };
}
