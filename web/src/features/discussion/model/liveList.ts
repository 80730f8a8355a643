import type { DiscussionPage } from '../api/schemas';

// The discussion lists' live rooms (projections/src/discussions/discussionTopics.ts): the public room
// carries only discussions every reader may see; admin roles, whose lists show disabled ones, follow
// the admins' room. A discussion's comment count changes in its own comment room.
export const DISCUSSIONS_ROOM = 'discussions';
export const DISCUSSIONS_ADMIN_ROOM = 'discussions:admin';
export const discussionCommentsRoom = (did: number) => `comments:discussion:${did}`;

type ListChange =
  | { kind: 'created'; id: number; pid: string | null; categoryId: number }
  | { kind: 'updated' | 'removed'; id: number }
  | { kind: 'likes'; id: number; likeNum: number };

const isListChange = (payload: unknown): payload is ListChange =>
  typeof payload === 'object' && payload !== null && 'kind' in payload && 'id' in payload;

/** What the page shows: its problem and category filters, and the ids on it. */
export interface ListView {
  pid: string | undefined;
  categoryId: number | undefined;
  ids: readonly number[];
  /** The explanation tab: a pick (an update of any discussion) may add a row. */
  explanations: boolean;
}

/**
 * Whether a change moves the page: a new discussion of its problem and category (it goes on top, or
 * shifts the pages), or an edit, pin or removal of one it shows. A like is merged (`withLikes`).
 */
export function listNeedsReload(payload: unknown, view: ListView): boolean {
  if (!isListChange(payload)) return true;
  switch (payload.kind) {
    case 'created':
      return (
        (view.pid === undefined || payload.pid === view.pid) &&
        (view.categoryId === undefined || payload.categoryId === view.categoryId)
      );
    case 'likes':
      return false;
    case 'updated':
      return view.explanations || view.ids.includes(payload.id);
    default:
      // A removal elsewhere shifts later pages too; a page past the first re-reads to fill the gap.
      return view.ids.includes(payload.id) || payload.kind === 'removed';
  }
}

/** A like count merged into the page it is on. */
export function withLikes(page: DiscussionPage, payload: unknown): DiscussionPage {
  if (!isListChange(payload) || payload.kind !== 'likes') return page;
  const { id, likeNum } = payload;
  if (!page.records.some((row) => row.id === id)) return page;
  return { ...page, records: page.records.map((row) => (row.id === id ? { ...row, likeNum } : row)) };
}
