import { type Decider, fail, type ProductEvent, virtualStreamId } from '@oj/events';

export { virtualStreamId };

/**
 * Starting a virtual participation. The handler checks who asks (signed in, may enter the contest,
 * not one of its real contestants) and passes the contest's times in; `now` comes from the request's
 * metadata, so the decider reads no clock.
 */
export type VirtualCommand = {
  type: 'StartVirtual';
  cid: number;
  uid: string;
  username: string;
  now: number;
  contest: { startTime: number; endTime: number };
};

export type VirtualState =
  | { started: false }
  | { started: true; cid: number; uid: string; startedAt: number; durationMs: number };

/**
 * Stream `virtual-<cid>-<uid>`: one participation per user and contest. It opens only once the
 * contest has ended; a second start is refused, whether the first one's window is still open or over.
 */
export const virtualDecider: Decider<VirtualCommand, ProductEvent, VirtualState> = {
  initialState: () => ({ started: false }),
  evolve(state, event) {
    if (event.type !== 'VirtualParticipationStarted') return state;
    const { cid, uid, startedAt, durationMs } = event.data;
    return { started: true, cid, uid, startedAt: Date.parse(startedAt), durationMs };
  },
  decide(command, state) {
    const { contest, now } = command;
    if (now < contest.endTime) fail('forbidden', 'Virtual participation opens once the contest has ended');
    if (state.started) fail('conflict', 'You have already taken part in this contest virtually');
    return [
      {
        type: 'VirtualParticipationStarted',
        data: {
          cid: command.cid,
          uid: command.uid,
          username: command.username,
          startedAt: new Date(now).toISOString(),
          durationMs: contest.endTime - contest.startTime,
        },
      },
    ];
  },
};

/** The participant's window: [startedAt, startedAt + durationMs). */
export function virtualWindowOpen(state: VirtualState, now: number): boolean {
  return state.started && now >= state.startedAt && now < state.startedAt + state.durationMs;
}
