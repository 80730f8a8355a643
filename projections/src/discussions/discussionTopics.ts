/**
 * The discussion lists' live rooms (/discussion, /discussion/:problemId). `discussions` is public and
 * carries only discussions every reader may see: a disabled or deleted one is announced there once as
 * `removed` and never again (until an admin enables it, which shows it as new). `discussions:admin`
 * gets every change, for the admin roles, who list disabled discussions too. Payloads hold ids and
 * counts, never content: the web reads the page again, through the REST list's own checks.
 */
export const DISCUSSIONS_TOPIC = 'discussions';
export const DISCUSSIONS_ADMIN_TOPIC = 'discussions:admin';

export type DiscussionListChange =
  /** A new discussion (or one shown again): lists of its problem and category read their page again. */
  | { kind: 'created'; id: number; pid: string | null; categoryId: number }
  /** Its title, description, category, top priority or explanation pick changed. */
  | { kind: 'updated'; id: number }
  /** Gone from this room's lists: deleted, or (in the public room) disabled. */
  | { kind: 'removed'; id: number }
  | { kind: 'likes'; id: number; likeNum: number };
