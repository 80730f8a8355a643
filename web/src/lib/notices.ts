import { atom } from 'jotai';
import { i18n } from './i18n';
import { addNotice, type Notice, type NoticeKind } from './noticeList';
import { appStore } from './store';
import { isMobileWidth } from './viewport';

export type { Notice, NoticeKind };

const noticesAtom = atom<Notice[]>([]);

/** What the notice stacks render; read-only for components. */
export const shownNoticesAtom = atom((get) => get(noticesAtom));

let nextId = 1;

function show(notice: Omit<Notice, 'id'>, durationMs: number): void {
  const id = nextId++;
  const before = appStore.get(noticesAtom);
  const after = addNotice(before, { ...notice, id });
  if (after === before) return;
  appStore.set(noticesAtom, after);
  setTimeout(() => dismissNotice(id), durationMs);
}

export function dismissNotice(id: number): void {
  appStore.set(noticesAtom, (list) => list.filter((notice) => notice.id !== id));
}

/** The one-line message at the top of the page (3 s unless told). */
export function showMessage(kind: NoticeKind, text: string, durationMs = 3000): void {
  show({ kind, placement: 'top', text }, durationMs);
}

/** A titled notice in the top-right corner (5 s unless told). */
export function showNotice(kind: NoticeKind, title: string, text: string, durationMs = 5000): void {
  show({ kind, placement: 'corner', title, text }, durationMs);
}

/** An error as the spec shows a failed reply: a top message, plus an 'Error' notice on wide screens. */
export function showErrorWithNotice(text: string): void {
  showMessage('error', text);
  if (!isMobileWidth()) showNotice('error', i18n.t('notice.error'), text);
}
