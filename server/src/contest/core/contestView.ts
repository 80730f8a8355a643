import type { ContestRow } from '@oj/projections';
import { contestStatus } from './contestAccess';

/**
 * The contest as lists and the info call show it (spec 02 section 3): never the password. Times are
 * ISO instants, `duration` in ms, `now` the server's clock for the client's count-down.
 */
export function contestInfo(row: ContestRow, count: number, now = Date.now()) {
  const f = row.fields;
  return {
    id: row.cid,
    title: f.title,
    description: f.description,
    auth: f.auth,
    status: contestStatus(row, now),
    type: f.type,
    gid: row.gid,
    author: row.author_username,
    uid: row.author_uid,
    count,
    startTime: f.startTime,
    endTime: f.endTime,
    duration: row.end_time.getTime() - row.start_time.getTime(),
    now: new Date(now).toISOString(),
    sealRank: f.sealRank,
    sealRankTime: f.sealRankTime,
    autoRealRank: f.autoRealRank,
    allowEndSubmit: f.allowEndSubmit,
    openPrint: f.openPrint,
    openRank: f.openRank,
    rankShowName: f.rankShowName,
    oiRankScoreType: f.oiRankScoreType,
    awardType: f.awardType,
    awardConfigList: f.awardConfigList,
    starAccount: f.starAccount,
    penaltyTime: f.penaltyTime,
    compileErrorPenalty: f.compileErrorPenalty,
    rankTimeUnit: f.rankTimeUnit,
    gmtCreate: row.created_at.toISOString(),
    gmtModified: row.updated_at.toISOString(),
  };
}

/** The back office's form: every field, the password and the visibility included. */
export function contestAdminView(row: ContestRow, count: number, now = Date.now()) {
  return { ...contestInfo(row, count, now), ...row.fields, visible: row.visible };
}
