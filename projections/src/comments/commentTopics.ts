/**
 * The comment area's live rooms (spec 02 "Comment area"). A discussion's comments go to one room; a
 * contest's go by audience, so no socket is sent what its reader may not see: the contest's admins get
 * everything, its readers what every contestant may see (admins' comments, and anything not written
 * while the contest ran), and an author their own comment and the replies under it.
 */
export const discussionCommentsTopic = (did: number) => `comments:discussion:${did}`;
export const contestCommentsTopic = (cid: number) => `comments:contest:${cid}`;
export const contestCommentsAdminTopic = (cid: number) => `comments:contest:${cid}:admin`;
export const contestCommentsUserTopic = (cid: number, uid: string) => `comments:contest:${cid}:user:${uid}`;

/** What a comment room is told: enough to show the change; the web reads the page again. */
export type CommentChange =
  | { kind: 'comment'; commentId: number; fromUid: string; content: string }
  | { kind: 'reply'; commentId: number; replyId: number; fromUid: string; content: string }
  | { kind: 'commentDeleted'; commentId: number }
  | { kind: 'replyDeleted'; commentId: number; replyId: number }
  | { kind: 'like'; commentId: number; likeNum: number };

/** Something every reader of the contest may see: by an admin of it, or not written while it ran. */
export const seenByAll = (row: { from_admin: boolean; while_running: boolean }) =>
  row.from_admin || !row.while_running;
