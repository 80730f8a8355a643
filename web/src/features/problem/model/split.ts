// The problem page's two panes (spec 01 §2.7): a divider the reader drags; the statement folds away
// when dragged under 420 px, and the editor never gets less than 580 px.

export const minLeftPx = 420;
export const minRightPx = 580;
export const dividerPx = 12;

export type SplitLayout =
  /** Too narrow for both panes side by side: one above the other. */
  { mode: 'stacked' } | { mode: 'split'; leftPx: number; collapsed: boolean };

/** Whether both panes fit side by side in `width` pixels. */
export function canSplit(width: number): boolean {
  return width >= minLeftPx + minRightPx + dividerPx;
}

/**
 * Lays out the panes for a container `width` wide, the statement taking `leftShare` of it (0-1) unless
 * it is collapsed. A window that shrinks squeezes the statement to its minimum, never below.
 */
export function layoutSplit(width: number, leftShare: number, collapsed: boolean): SplitLayout {
  if (!canSplit(width)) return { mode: 'stacked' };
  if (collapsed) return { mode: 'split', leftPx: 0, collapsed: true };
  return { mode: 'split', leftPx: clampLeft(width, leftShare * width), collapsed: false };
}

/**
 * Where a drag to `pointerPx` (from the container's left edge) leaves the divider: the statement's new
 * share, or collapsed when dragged under its minimum (it then comes back at the share it had).
 */
export function dragTo(
  width: number,
  pointerPx: number,
): { collapsed: true } | { collapsed: false; leftShare: number } {
  const wanted = pointerPx - dividerPx / 2;
  if (wanted < minLeftPx) return { collapsed: true };
  return { leftShare: clampLeft(width, wanted) / width, collapsed: false };
}

function clampLeft(width: number, leftPx: number): number {
  const max = width - minRightPx - dividerPx;
  return Math.round(Math.min(max, Math.max(minLeftPx, leftPx)));
}
