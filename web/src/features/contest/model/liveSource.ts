// What the contest pages need of the live gateway's client: lib's LiveSource (the live feature's
// LiveClient has this shape and a route hands it in; tests pass a fake), and the contest's rooms.

export type { LiveSource, LiveState } from '@/lib/liveSource';

/** The public board's room (sealed while the seal holds) and the contest admins' real one. */
export const boardRoom = (cid: number, admin: boolean) => `contest:${cid}:board${admin ? ':admin' : ''}`;

/** The AC helper's room (contest admins, ACM only): new rows, first blood moves, checked marks. */
export const acInfoRoom = (cid: number) => `contest:${cid}:ac-info`;
/** The print queue's room (contest admins): new prints and printed marks. */
export const printRoom = (cid: number) => `contest:${cid}:print`;
/** Posted, updated and deleted announcements: whoever may read them. */
export const announcementsRoom = (cid: number) => `contest:${cid}:announcements`;
/** The contest's submission list: as participants see it (frozen rows under the seal) or as its admins do. */
export const submissionsRoom = (cid: number, admin: boolean) =>
  `contest:${cid}:submissions${admin ? ':admin' : ''}`;
/** The reader's own room: their submissions everywhere, the contest's ones sealed as they may see them. */
export const ownRoom = (uid: string) => `user:${uid}`;
