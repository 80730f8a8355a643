/**
 * Lets one projection of a projector commit an append before the others start on it. Every append wakes
 * all the projections at once, and those that fold it open their transactions together on the same cores:
 * a verdict folds into nine read models, and the one its author is waiting on (`submissions`, which
 * `/api/check-submissions-status` reads) committed last as often as first. The lead reports each position
 * it has handled (folded or skipped); a follower about to fold a batch waits until the lead has handled
 * the batch, at most `maxWaitMs`. Nothing changes in what is applied or when checkpoints move: a follower
 * only starts its own transaction a little later.
 *
 * A follower waits only when the lead is live and has reached the position just before the follower's
 * batch (it is then working on the same events): a lead that is behind (a rebuild, a standby) or stopped
 * holds no one back, and `maxWaitMs` bounds a lead that fails or hangs.
 *
 * @example
 *   const gate = new LeadGate(50);
 *   lead: after each batch  gate.reached(lastPosition)
 *   follower: before its transaction  await gate.ahead(firstPosition, lastPosition)
 */
export class LeadGate {
  /** The last position the lead handled; undefined while no lead runs (or it stopped). */
  private position: number | undefined;
  private waiters: { until: number; resolve: () => void }[] = [];

  constructor(private readonly maxWaitMs: number) {}

  /** The lead handled every event up to `position` (its transaction, if any, has committed). */
  reached(position: number): void {
    this.position = Math.max(this.position ?? 0, position);
    const due = this.waiters.filter((w) => w.until <= position);
    this.waiters = this.waiters.filter((w) => w.until > position);
    for (const w of due) w.resolve();
  }

  /** The lead stopped (lost its lock, a rebuild reloads it): nobody waits for it. */
  stopped(): void {
    this.position = undefined;
    const all = this.waiters;
    this.waiters = [];
    for (const w of all) w.resolve();
  }

  /** Resolves once the lead has handled `last`, at once if it is not working on these events. */
  ahead(first: number, last: number): Promise<void> {
    const at = this.position;
    if (at === undefined || at >= last || at < first - 1) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        until: last,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
      }, this.maxWaitMs);
      this.waiters.push(waiter);
    });
  }
}
