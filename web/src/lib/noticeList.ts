export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

/**
 * A short-lived note to the reader. `top` is the one-line message at the top of the page; `corner` is
 * the titled notice at the top right that the spec adds on wide screens.
 */
export interface Notice {
  id: number;
  kind: NoticeKind;
  placement: 'top' | 'corner';
  text: string;
  title?: string;
}

/**
 * Adds a notice unless the same text is already on show in the same place: parallel calls that fail
 * alike, or a guard run twice, then say it once.
 */
export function addNotice(list: Notice[], notice: Notice): Notice[] {
  const same = list.some(
    (shown) =>
      shown.placement === notice.placement && shown.kind === notice.kind && shown.text === notice.text,
  );
  return same ? list : [...list, notice];
}
