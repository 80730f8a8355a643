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
  type BoardAt,
  boardAt,
  publicSealedAt,
  type ReplaySettings,
  type ReplaySide,
  type SubmissionHistory,
  submissionAt,
  submissionsAtTime,
  type VerdictChange,
} from './boardAt';
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
export {
  type CompactChange,
  type CompactHistory,
  type CompactSubmission,
  compactHistory,
  expandHistory,
  type HistoryTeam,
} from './compactHistory';
export { compareOi, foldOiRow, foldOiRows, type OiRowStats, type RankedOiRow, rankOi } from './oiRow';
export { byUsername, type Ranked, type RankOptions, rankRows } from './rankRows';
export {
  boardAfterReveals,
  frozenProblems,
  partlyRevealedRow,
  planReveal,
  type RevealInput,
  type RevealPlan,
  type RevealStep,
} from './reveal';
export { defaultSealOption, isSealedAt, type SealState, sealTimeOf } from './seal';
export {
  shiftOntoContest,
  type VirtualSubmission,
  virtualBoardAt,
  virtualUid,
} from './virtualBoard';
