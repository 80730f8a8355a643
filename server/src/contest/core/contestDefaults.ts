import { ContestAuth, type ContestFields, ContestType, type SealOptionCode } from '@oj/events';
import { DEFAULT_AWARDS, defaultSealOption, sealTimeOf } from '@oj/projections';

/**
 * The contest form's defaults (spec 03 sections 3-4) under what the admin sent: sealed from the default
 * option (the start for OI or contests under an hour, else an hour before the end), autoRealRank on,
 * username on the board, Recent OI scores, no awards, 20 penalty minutes, free compile errors, seconds.
 * `sealRankTimeOption` (`SealOption`: end-30 min, end-60 min, start) is the form's way to give the seal time.
 */
export function withContestDefaults(
  input: Partial<ContestFields> & { sealRankTimeOption?: SealOptionCode },
): Record<string, unknown> {
  const { sealRankTimeOption, ...given } = input;
  const type = given.type ?? ContestType.acm;
  const start = Date.parse(given.startTime ?? '');
  const end = Date.parse(given.endTime ?? '');
  const sealRank = given.sealRank ?? false;
  let sealRankTime = given.sealRankTime ?? null;
  if (sealRank && Number.isFinite(start) && Number.isFinite(end)) {
    const option =
      sealRankTimeOption ?? (sealRankTime === null ? defaultSealOption(type, start, end) : undefined);
    if (option !== undefined) sealRankTime = new Date(sealTimeOf(option, start, end)).toISOString();
  }
  return {
    description: '',
    type,
    auth: ContestAuth.public,
    pwd: '',
    autoRealRank: true,
    openRank: false,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: 0,
    awardConfigList: DEFAULT_AWARDS,
    penaltyTime: 20,
    compileErrorPenalty: false,
    rankTimeUnit: 'second',
    ...given,
    sealRank,
    sealRankTime: sealRank ? sealRankTime : null,
  };
}
