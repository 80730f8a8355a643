import type { ContestFields } from '@oj/events';
import type { BoardRules } from './board/boardTypes';
import type { SealState } from './board/seal';

/** The board rules a contest's form states. */
export function boardRulesOf(fields: ContestFields): BoardRules {
  return {
    type: fields.type,
    startTime: Date.parse(fields.startTime),
    endTime: Date.parse(fields.endTime),
    sealTime: fields.sealRank && fields.sealRankTime !== null ? Date.parse(fields.sealRankTime) : null,
    penaltyMinutes: fields.penaltyTime,
    compileErrorPenalty: fields.compileErrorPenalty,
    timeUnit: fields.rankTimeUnit,
    oiRankScoreType: fields.oiRankScoreType,
  };
}

export function sealStateOf(fields: ContestFields): SealState {
  return {
    sealRank: fields.sealRank,
    sealRankTime: fields.sealRankTime === null ? null : Date.parse(fields.sealRankTime),
    endTime: Date.parse(fields.endTime),
    autoRealRank: fields.autoRealRank,
  };
}

/** Fields whose change refolds every row (the rest only changes how rows are ranked or shown). */
export const BOARD_FIELDS = [
  'startTime',
  'endTime',
  'type',
  'sealRank',
  'sealRankTime',
  'penaltyTime',
  'compileErrorPenalty',
  'rankTimeUnit',
  'oiRankScoreType',
] as const satisfies readonly (keyof ContestFields)[];
