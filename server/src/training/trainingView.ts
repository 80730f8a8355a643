import type { TrainingCategoryRow, TrainingListing, TrainingRankListing } from '@oj/projections';

/** A training as the lists show it (spec 02 section 3); never its password. */
export function trainingView(row: TrainingListing, acCount: number | null) {
  return {
    id: row.id,
    rank: row.rank,
    title: row.title,
    auth: row.auth,
    status: row.status,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryColor: row.category_color,
    problemCount: row.problem_count,
    /** The reader's accepted problems in it; null for visitors (the progress column is hidden). */
    acCount,
    author: row.author,
    gid: row.gid,
    gmtCreate: row.created_at,
    gmtModified: row.updated_at,
  };
}

export function trainingDetailView(row: TrainingListing, acCount: number | null, access: boolean) {
  return { ...trainingView(row, acCount), description: row.description, access };
}

export const categoryView = (row: TrainingCategoryRow) => ({ id: row.id, name: row.name, color: row.color });

/** A rank row; the real name only for training admins (spec 02 section 6). */
export function rankRowView(row: TrainingRankListing, showRealname: boolean) {
  return {
    rank: row.rank,
    uid: row.uid,
    username: row.username,
    nickname: row.nickname,
    realname: showRealname ? row.realname : null,
    gender: row.gender,
    school: row.school,
    avatar: row.avatar,
    ac: row.ac,
    totalRunTime: row.total_run_time,
    tries: row.tries,
    submissionInfo: Object.fromEntries(
      row.problems.map((p) => [String(p.pid), { status: p.status, runTime: p.run_time }]),
    ),
  };
}
