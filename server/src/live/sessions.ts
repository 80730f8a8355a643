import type { Socket } from 'socket.io';
import type { Principal } from './roomPolicy';

/** Who a socket speaks for, as last checked, and until when its token is valid. */
export interface SocketSession {
  principal: NonNullable<Principal>;
  expiresAtMs: number;
}

/** What the gateway keeps per socket (`socket.data`). */
export interface SocketState {
  token: string | undefined;
  principal: Principal;
  /** Bumped whenever `principal` is re-checked, so a join authorised before a re-check is re-checked too. */
  generation: number;
  expiryTimer?: NodeJS.Timeout;
}

export function socketState(socket: Socket): SocketState {
  const data: { session?: SocketState } = socket.data;
  data.session ??= { token: undefined, principal: null, generation: 0 };
  return data.session;
}

/** The sockets of each signed-in user on this node, so a change to the user's sessions reaches them all. */
export class SessionIndex {
  private readonly byUid = new Map<string, Set<Socket>>();

  /** Records that `socket` now speaks for `uid` (or for nobody). */
  track(socket: Socket, previous: Principal, current: Principal): void {
    if (previous?.uid === current?.uid) return;
    if (previous) this.untrack(socket, previous.uid);
    if (current) {
      const sockets = this.byUid.get(current.uid) ?? new Set();
      sockets.add(socket);
      this.byUid.set(current.uid, sockets);
    }
  }

  untrack(socket: Socket, uid: string): void {
    const sockets = this.byUid.get(uid);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUid.delete(uid);
  }

  socketsOf(uid: string): Socket[] {
    return [...(this.byUid.get(uid) ?? [])];
  }
}
