/** One request waiting in a `SameTurn`, with the callbacks that answer its caller. */
export interface Asked<Request, Answer> {
  request: Request;
  settle: (answer: Answer) => void;
  fail: (error: unknown) => void;
}

/**
 * Gathers the requests a projector's projections make in the same turn of the event loop and hands them to
 * `handle` together (it must settle or fail every one), so that they share one statement or one transaction:
 * the projections read the same page and wake on the same append at once. Used for trailing checkpoints,
 * joint batches and locks.
 *
 * @example
 *   const moves = new SameTurn<Move, boolean>(async (asked) => { ...one statement...; asked.forEach((a) => a.settle(true)); });
 *   const moved = await moves.ask({ name, from, to });
 */
export class SameTurn<Request, Answer> {
  private queued: Asked<Request, Answer>[] = [];

  constructor(private readonly handle: (asked: Asked<Request, Answer>[]) => Promise<void>) {}

  /** How many requests wait for this turn to end. */
  get waiting(): number {
    return this.queued.length;
  }

  ask(request: Request): Promise<Answer> {
    return new Promise((settle, fail) => {
      this.queued.push({ request, settle, fail });
      if (this.queued.length > 1) return;
      setImmediate(() => {
        const asked = this.queued;
        this.queued = [];
        // The handler answers every request itself; a throw it lets through fails those it had not answered.
        this.handle(asked).catch((error: unknown) => {
          for (const a of asked) a.fail(error);
        });
      });
    });
  }
}
