import type { Clock } from './clock';

/** A clock for tests: sleeping moves time on at once and is recorded, so backoff is checked, never waited. */
export class TestClock implements Clock {
  readonly sleeps: number[] = [];
  /** Called at each sleep: a test changes the world between two polls, deterministically. */
  onSleep: ((ms: number) => void) | undefined;
  constructor(public time = 1_000_000) {}
  now(): number {
    return this.time;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.onSleep?.(ms);
    this.time += ms;
  }
}
