import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Whole seconds until `deadline` (ms since the epoch), never below 0; 0.2 s left still reads 1 s. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

// sessionStorage: a reload or another dialog resumes the wait, a new browser session does not keep it.
// The server's render of /home has none (jotai then starts from the initial value).
const storage = createJSONStorage<number>(() => globalThis.sessionStorage);

/**
 * The deadline of a resend button, shared by every form that shows it and kept across reloads
 * (the spec: "the timer resumes from shared state").
 */
export function deadlineAtom(key: string) {
  return atomWithStorage<number>(`deadline:${key}`, 0, storage, { getOnInit: true });
}
