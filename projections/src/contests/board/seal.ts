/** The seal as the contest form states it (spec 03 section 4): 0 half an hour, 1 an hour before the end, 2 the start. */
export type SealOption = 0 | 1 | 2;

/** The seal time the form's option stands for (epoch ms). */
export function sealTimeOf(option: SealOption, startTime: number, endTime: number): number {
  if (option === 0) return endTime - 30 * 60_000;
  if (option === 1) return endTime - 60 * 60_000;
  return startTime;
}

/** The form's default: from the start for OI or contests under an hour, else an hour before the end. */
export function defaultSealOption(type: 0 | 1, startTime: number, endTime: number): SealOption {
  return type === 1 || endTime - startTime < 3_600_000 ? 2 : 1;
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
