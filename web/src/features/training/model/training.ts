import { TrainingAuth, TrainingProgress } from '@oj/events/vocabulary';

/** The live room of a training's rank: which users moved (their progress too), or a reload. */
export const trainingRankRoom = (tid: number) => `training:${tid}:rank`;

/** Whether a rank room's change concerns this reader's own progress. */
export function touchesUser(payload: unknown, uid: string | undefined): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const change = payload as { kind?: unknown; uids?: unknown };
  if (change.kind === 'reload') return true;
  return uid !== undefined && Array.isArray(change.uids) && change.uids.includes(uid);
}

export type ProgressKind = 'accepted' | 'tried' | 'pending' | 'none';

export function progressKind(status: number | null): ProgressKind {
  if (status === TrainingProgress.accepted) return 'accepted';
  if (status === TrainingProgress.tried) return 'tried';
  if (status === TrainingProgress.pending) return 'pending';
  return 'none';
}

/** Spec 02 section 9: the progress bar's colour steps at 20, 40, 60, 80 and 100 percent. */
export function progressColor(percent: number): 'red' | 'orange' | 'amber' | 'blue' | 'teal' | 'green' {
  if (percent < 20) return 'red';
  if (percent < 40) return 'orange';
  if (percent < 60) return 'amber';
  if (percent < 80) return 'blue';
  if (percent < 100) return 'teal';
  return 'green';
}

export const needsPassword = (auth: string) => auth === TrainingAuth.private;

/** Pages the feature links to: a route hands them in. */
export interface TrainingLinks {
  list: string;
  detail: (tid: number) => string;
  problems: (tid: number) => string;
  rank: (tid: number) => string;
  problem: (tid: number, problemId: string) => string;
  userHome: (user: { uid: string; username: string }) => string;
}
