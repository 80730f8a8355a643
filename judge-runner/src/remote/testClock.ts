import type { Clock } from './clock';

/** A clock for tests: sleeping moves time on at once and is recorded, so backoff is checked, never waited. */
export class TestClock implements Clock {
  readonly sleeps: number[] = [];
  constructor(public time = 1_000_000) {}
  now(): number {
    return this.time;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.time += ms;
  }
}
