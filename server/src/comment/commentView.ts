import type { CommentListing, ReplyListing } from '@oj/projections';
import { roleListOf } from '../user/roles';
import type { CommentPlaceAccess } from './commentPlace';

const roleOf = (roleCode: number | null) => (roleCode === null ? 'user' : roleListOf(roleCode)[0]);

/** A reply as the spec's entity names it (spec 02 section 3). */
export function replyView(row: ReplyListing) {
  return {
    id: row.id,
    commentId: row.comment_id,
    content: row.content,
    quoteType: row.quote_type,
    quoteId: row.quote_id,
    toUid: row.to_uid,
    toName: row.to_name,
    toAvatar: row.to_avatar || null,
    fromUid: row.uid,
    fromName: row.username,
    fromAvatar: row.avatar || null,
    fromRole: roleOf(row.role_code),
    fromTitleName: row.title_name || null,
    fromTitleColor: row.title_color || null,
    gmtCreate: row.created_at.toISOString(),
  };
}

/**
 * Whether the reader may reply to this comment. Under a discussion anyone signed in (the web asks a
 * visitor to sign in first). In a contest (spec 02 section 6) the contest's admins always; others only
 * to comments from root or the contest's owner, and not while the contest runs (admin comments take no
 * contestant's reply then).
 */
function canReply(row: CommentListing, place: CommentPlaceAccess): boolean {
  if (place.source.type === 'Discussion' || place.isPlaceAdmin) return true;
  const fromOwner = roleOf(row.role_code) === 'root' || row.uid === place.contestAuthorUid;
  return fromOwner && !(place.running && row.from_admin);
}

/** A comment as the spec's entity names it, with its first replies and how many it has. */
export function commentView(
  row: CommentListing,
  place: CommentPlaceAccess,
  replies: readonly ReplyListing[],
  totalReplyNum: number,
) {
  return {
    id: row.id,
    did: row.did,
    cid: row.cid,
    content: row.content,
    fromUid: row.uid,
    fromName: row.username,
    fromAvatar: row.avatar || null,
    fromRole: roleOf(row.role_code),
    fromTitleName: row.title_name || null,
    fromTitleColor: row.title_color || null,
    likeNum: row.like_num,
    totalReplyNum,
    replyList: replies.map(replyView),
    canReply: canReply(row, place),
    gmtCreate: row.created_at.toISOString(),
  };
}
