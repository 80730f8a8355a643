/**
 * Holds a projector's projections back until each has loaded its checkpoint (or found another process
 * holding its lock, or stopped), so that those starting at the same position (a rebuild) read their first
 * page together and apply it in one transaction (`JointBatches`). Without it, the one that connected first
 * ran ahead alone, and the others never caught up with it to share a transaction.
 *
 * @example
 *   const line = new StartLine(['users', 'tags']);
 *   line.arrive('users'); line.arrive('tags');
 *   await line.all; // both arrived
 */
export class StartLine {
  private readonly waiting: Set<string>;
  private open: () => void = () => undefined;
  /** Resolves once every projection has arrived. */
  readonly all: Promise<void>;

  constructor(names: readonly string[]) {
    this.waiting = new Set(names);
    this.all = new Promise((resolve) => {
      this.open = resolve;
    });
    if (this.waiting.size === 0) this.open();
  }

  /** This projection is ready to follow, on standby, or stopped (calling it again changes nothing). */
  arrive(name: string): void {
    this.waiting.delete(name);
    if (this.waiting.size === 0) this.open();
  }
}
