import { isFiniteNumber, isRecord } from '@/lib/guards';

// The wire format of the server's live gateway (Socket.IO, default path /socket.io).
// Messages are checked on arrival: the gateway is another process and may change under us.

/** One change pushed into a room; positions grow within a room. */
export interface LiveChange {
  room: string;
  position: number;
  topic: string;
  payload: unknown;
}

export interface LiveJoinError {
  status: number;
  msg: string;
}

export interface JoinRequest {
  room: string;
  /** Ask the server to replay every change of the room after this position first. */
  since?: number;
}

export type JoinAck = { ok: true; position: number } | { ok: false; error: LiveJoinError };

export function isLiveChange(value: unknown): value is LiveChange {
  return (
    isRecord(value) &&
    typeof value.room === 'string' &&
    isFiniteNumber(value.position) &&
    typeof value.topic === 'string' &&
    'payload' in value
  );
}

function isJoinError(value: unknown): value is LiveJoinError {
  return isRecord(value) && isFiniteNumber(value.status) && typeof value.msg === 'string';
}

/** The server took the socket out of a room it may no longer follow (signed out, banned, role changed). */
export interface RoomRevoked {
  room: string;
  error: LiveJoinError;
}

export function isRoomRevoked(value: unknown): value is RoomRevoked {
  return isRecord(value) && typeof value.room === 'string' && isJoinError(value.error);
}

export function isJoinAck(value: unknown): value is JoinAck {
  if (!isRecord(value)) return false;
  if (value.ok === true) return isFiniteNumber(value.position);
  return value.ok === false && isJoinError(value.error);
}
