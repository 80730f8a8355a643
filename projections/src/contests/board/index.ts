export { compareAcm, type RankedAcmRow, rankAcm } from './acmRank';
export {
  type AcmCell,
  type AcmRowStats,
  contestTime,
  emptyAcmCell,
  emptyAcmRow,
  foldAcmCell,
  foldAcmRow,
  foldAcmRows,
} from './acmRow';
export { type AwardConfig, type AwardFields, type AwardRules, awardFor, DEFAULT_AWARDS } from './awards';
export {
  type BoardRules,
  type BoardSubmission,
  type BoardView,
  costsTry,
  defaultBoardRules,
  PUBLIC_VIEW,
  REAL_AFTER_VIEW,
  REAL_VIEW,
  submissionsAt,
} from './boardTypes';
export { compareOi, foldOiRow, foldOiRows, type OiRowStats, type RankedOiRow, rankOi } from './oiRow';
export { type Ranked, type RankOptions, rankRows } from './rankRows';
export { defaultSealOption, isSealedAt, type SealOption, type SealState, sealTimeOf } from './seal';
