// What the board needs of the live gateway's client; the live feature's LiveClient has this shape and
// a route hands it in (features do not import each other); tests pass a fake.

export type LiveState = 'connecting' | 'online' | 'offline';

export interface LiveSource {
  readonly state: LiveState;
  onStateChange(listener: (state: LiveState) => void): () => void;
  subscribe(
    room: string,
    onChange: (change: { payload: unknown }) => void,
    events?: { onJoined?: (position: number) => void },
  ): () => void;
}

/** The public board's room (sealed while the seal holds) and the contest admins' real one. */
export const boardRoom = (cid: number, admin: boolean) => `contest:${cid}:board${admin ? ':admin' : ''}`;

/** The AC helper's room (contest admins, ACM only): new rows, first blood moves, checked marks. */
export const acInfoRoom = (cid: number) => `contest:${cid}:ac-info`;
/** The print queue's room (contest admins): new prints and printed marks. */
export const printRoom = (cid: number) => `contest:${cid}:print`;
/** Posted, updated and deleted announcements: whoever may read them. */
export const announcementsRoom = (cid: number) => `contest:${cid}:announcements`;
