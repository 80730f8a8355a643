import type { Clock } from '../clock';

interface Sleeper {
  until: number;
  wake: () => void;
}

/**
 * A clock that moves only when the test moves it: sleepers wait until `advanceToNext` reaches their time,
 * so a test sees who is waiting for what (`sleepers`) and several remote judges share one time line.
 * An aborted sleep ends at once, as the real clock's does.
 */
export class ManualClock implements Clock {
  private readonly waiting = new Set<Sleeper>();
  constructor(public time = 1_000_000) {}

  now(): number {
    return this.time;
  }

  /** When each sleeper wakes, soonest first. */
  get sleepers(): number[] {
    return [...this.waiting].map((s) => s.until).sort((a, b) => a - b);
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const sleeper: Sleeper = {
        until: this.time + ms,
        wake: () => {
          this.waiting.delete(sleeper);
          signal?.removeEventListener('abort', sleeper.wake);
          resolve();
        },
      };
      this.waiting.add(sleeper);
      signal?.addEventListener('abort', sleeper.wake, { once: true });
    });
  }

  /** Moves time to the soonest sleeper's and wakes every sleeper due then. */
  advanceToNext(): void {
    const next = this.sleepers[0];
    if (next === undefined) return;
    this.time = Math.max(this.time, next);
    for (const sleeper of [...this.waiting]) if (sleeper.until <= this.time) sleeper.wake();
  }
}
