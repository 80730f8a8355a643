/** Who is on the other end of a socket; null for a visitor who has not signed in. */
export type Principal = { uid: string; roles: readonly string[] } | null;

/**
 * Who may join a family of rooms. Joining is authorised exactly like the matching REST read, so a
 * policy should call the same check the REST handler uses.
 *
 * @example
 * const submissionRoom: RoomPolicy<{ id: string }> = {
 *   family: 'submission:<id>',
 *   match: (room) => /^submission:(\d+)$/.exec(room)?.slice(1, 2).map((id) => ({ id }))[0],
 *   authorize: (principal, { id }) => canWatchSubmission(principal, id),
 * };
 */
export interface RoomPolicy<Params = unknown> {
  /** The family's rooms as a pattern (`contest:<cid>:board`): the room matrix test needs an entry for each. */
  readonly family: string;
  /** Parameters parsed from the room name, or undefined if the room is not of this family. */
  match(room: string): Params | undefined;
  /** 'ok', or why not: 'unauthenticated' (sign in first) or 'forbidden'. */
  authorize(principal: Principal, params: Params): Promise<RoomDecision> | RoomDecision;
}

export type RoomDecision = 'ok' | 'unauthenticated' | 'forbidden';

/** A policy with its parameter type erased: undefined if the room is not its family. */
export type RoomGuard = ((principal: Principal, room: string) => Promise<RoomDecision> | undefined) & {
  readonly family: string;
};

export function roomPolicy<Params>(policy: RoomPolicy<Params>): RoomGuard {
  const guard = (principal: Principal, room: string) => {
    const params = policy.match(room);
    return params === undefined ? undefined : Promise.resolve(policy.authorize(principal, params));
  };
  return Object.assign(guard, { family: policy.family });
}

export type JoinRefusal = { status: 400 | 401 | 403 | 404; msg: string };

export async function authorizeJoin(
  guards: readonly RoomGuard[],
  principal: Principal,
  room: unknown,
): Promise<JoinRefusal | undefined> {
  if (typeof room !== 'string' || room.length === 0 || room.length > 200) {
    return { status: 400, msg: 'A room name is required' };
  }
  for (const guard of guards) {
    const pending = guard(principal, room);
    if (pending === undefined) continue;
    const decision = await pending;
    if (decision === 'ok') return undefined;
    return decision === 'unauthenticated'
      ? { status: 401, msg: 'Please sign in first' }
      : { status: 403, msg: 'You do not have permission to follow this room' };
  }
  return { status: 404, msg: `No such room: ${room}` };
}
