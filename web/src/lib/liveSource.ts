// What a feature needs of the live gateway's client. The live feature's LiveClient has this shape;
// a route hands it in (features do not import each other), and tests pass a fake.

export type LiveState = 'connecting' | 'online' | 'offline';

export interface LiveJoinRefusal {
  status: number;
  msg: string;
}

export interface LiveSource {
  readonly state: LiveState;
  onStateChange(listener: (state: LiveState) => void): () => void;
  /**
   * Joins `room` (re-joining with `since` after a reconnect, so no change is lost) and calls
   * `onChange` once per new change; `onJoined` after every successful (re)join.
   */
  subscribe(
    room: string,
    onChange: (change: { payload: unknown }) => void,
    events?: {
      onJoined?: (position: number) => void;
      onError?: (error: LiveJoinRefusal) => void;
    },
  ): () => void;
}
