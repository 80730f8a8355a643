/** One award line of the contest form (spec 03 section 3): priority, name, colours, and how many. */
export interface AwardConfig {
  priority: number;
  name: string;
  background: string;
  color: string;
  /** awardType 1: a percentage of the ranked (non-star) contestants, floored; awardType 2: a count. */
  num: number;
}

export interface AwardRules {
  /** 0 none, 1 proportion, 2 number. */
  awardType: 0 | 1 | 2;
  awardConfigList: readonly AwardConfig[];
}

export interface AwardFields {
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}

export const NO_AWARD: AwardFields = {
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
};

/** The spec's default award lines: gold 10, silver 20, bronze 30 (with the reference's Chinese names). */
export const DEFAULT_AWARDS: readonly AwardConfig[] = [
  { priority: 1, name: '金奖', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: '银奖', background: '#b4c0c7', color: '#ffffff', num: 20 },
  { priority: 3, name: '铜奖', background: '#CD7F32', color: '#ffffff', num: 30 },
];

/**
 * Hands out awards by rank: award i covers the ranks up to the sum of the counts of awards 1..i, in
 * priority order. Ranks are shared by ties, so tied rows always get the same award (the reference
 * splits a tie across a medal line; we do not, so a line can hold a few more rows than its count).
 * Only rows that earned something (`eligible`: ACM solved > 0, OI score > 0) get an award.
 *
 * @example
 * awardFor(15, true, { awardType: 2, awardConfigList: DEFAULT_AWARDS }, 100) // silver: ranks 11-30
 */
export function awardFor(rank: number, eligible: boolean, rules: AwardRules, ranked: number): AwardFields {
  if (rules.awardType === 0 || !eligible || rank < 1) return NO_AWARD;
  let bound = 0;
  for (const award of [...rules.awardConfigList].sort((a, b) => a.priority - b.priority)) {
    bound += rules.awardType === 1 ? Math.floor((award.num * ranked) / 100) : award.num;
    if (rank <= bound) {
      return {
        isWinAward: true,
        awardName: award.name,
        awardBackground: award.background,
        awardColor: award.color,
      };
    }
  }
  return NO_AWARD;
}
