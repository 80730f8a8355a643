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
