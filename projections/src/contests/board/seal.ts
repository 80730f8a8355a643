import { ContestType, type ContestTypeCode, SealOption, type SealOptionCode } from '@oj/events/vocabulary';
/** The seal time the form's option stands for (epoch ms). */
export function sealTimeOf(option: SealOptionCode, startTime: number, endTime: number): number {
  if (option === SealOption.halfHourBeforeEnd) return endTime - 30 * 60_000;
  if (option === SealOption.hourBeforeEnd) return endTime - 60 * 60_000;
  return startTime;
}

/** The form's default: from the start for OI or contests under an hour, else an hour before the end. */
export function defaultSealOption(type: ContestTypeCode, startTime: number, endTime: number): SealOptionCode {
  return type === ContestType.oi || endTime - startTime < 3_600_000
    ? SealOption.fromStart
    : SealOption.hourBeforeEnd;
}

export interface SealState {
  sealRank: boolean;
  /** Epoch ms, or null when not sealed. */
  sealRankTime: number | null;
  endTime: number;
  /** After the end, everybody sees the real board (else it stays sealed until the seal is lifted). */
  autoRealRank: boolean;
}

/**
 * Whether, at `now`, the public must see the sealed board: from the seal time to the end, and after the
 * end until the seal is lifted unless autoRealRank. Contest admins always may see the real board.
 *
 * @example
 * isSealedAt({ sealRank: true, sealRankTime: end - 3_600_000, endTime: end, autoRealRank: true }, end - 60_000) // true
 */
export function isSealedAt(contest: SealState, now: number): boolean {
  if (!contest.sealRank || contest.sealRankTime === null || now < contest.sealRankTime) return false;
  return now < contest.endTime || !contest.autoRealRank;
}
