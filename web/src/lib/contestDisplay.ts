// How a contest's phase and access show in lists and tags, public pages and back office alike.
import {
  ContestAuth,
  type ContestAuthCode,
  ContestPhase,
  type ContestPhaseCode,
} from '@oj/events/vocabulary';

export type ContestPhaseKey = 'scheduled' | 'running' | 'ended';
export type ContestAuthKey = 'public' | 'private' | 'protected';

/** The locale key of a contest's phase (`ContestPhase`); a code it does not know reads as ended. */
export function phaseKey(phase: ContestPhaseCode | number): ContestPhaseKey {
  if (phase === ContestPhase.scheduled) return 'scheduled';
  return phase === ContestPhase.running ? 'running' : 'ended';
}

/** The badge colour of a contest's phase. */
export function phaseColor(phase: ContestPhaseCode | number): 'blue' | 'green' | 'gray' {
  const colors = { scheduled: 'blue', running: 'green', ended: 'gray' } as const;
  return colors[phaseKey(phase)];
}

/** The locale key of who may enter (`ContestAuth`); a code it does not know reads as public. */
export function authKey(auth: ContestAuthCode | number): ContestAuthKey {
  if (auth === ContestAuth.private) return 'private';
  return auth === ContestAuth.protected ? 'protected' : 'public';
}
