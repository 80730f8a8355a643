import {
  type DiscussionDetail,
  type DiscussionListing,
  type DiscussionReportListing,
  discussionCommentCounts,
  likedDiscussions,
} from '@oj/projections';
import { roleListOf } from '../user/roles';

/** A list page's discussions as views: the reader's likes (none for a visitor) and each one's comment count. */
export async function discussionViews(
  db: Parameters<typeof likedDiscussions>[0] & Parameters<typeof discussionCommentCounts>[0],
  readerUid: string | undefined,
  rows: readonly DiscussionListing[],
) {
  const ids = rows.map((r) => r.id);
  const liked = readerUid ? await likedDiscussions(db, readerUid, ids) : new Set<number>();
  const comments = await discussionCommentCounts(db, ids);
  return rows.map((row) => discussionView(row, liked.has(row.id), comments.get(row.id)));
}

/**
 * A discussion as the spec's entity names it (spec 02 section 3); `commentNum` (its live comments and
 * replies) comes from the comments read model.
 */
export function discussionView(row: DiscussionListing, hasLike: boolean, commentNum = 0) {
  const role = row.role_code === null ? 'user' : roleListOf(row.role_code)[0];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pid: row.pid,
    gid: row.gid,
    uid: row.uid,
    author: row.author,
    avatar: row.avatar || null,
    role,
    titleName: row.title_name || null,
    titleColor: row.title_color || null,
    categoryId: row.category_id,
    categoryName: row.category_name,
    topPriority: row.top_priority,
    explanation: row.explanation,
    likeNum: row.like_num,
    viewNum: row.view_num,
    commentNum,
    hasLike,
    status: row.status,
    gmtCreate: row.created_at.toISOString(),
  };
}

export function discussionDetailView(row: DiscussionDetail, hasLike: boolean, commentNum = 0) {
  return { ...discussionView(row, hasLike, commentNum), content: row.content };
}

export function reportView(row: DiscussionReportListing) {
  return {
    did: row.did,
    reportNo: row.report_no,
    title: row.title,
    discussionDeleted: row.discussion_deleted === true,
    reporterUid: row.reporter_uid,
    reporter: row.reporter,
    content: row.content,
    /** 0 unhandled, 1 handled (the reference's report status). */
    status: row.handled ? 1 : 0,
    gmtCreate: row.created_at.toISOString(),
  };
}
