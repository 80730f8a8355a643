/**
 * An aggregate's whole write-side contract. `decide` is pure: the clock and ids arrive in the command,
 * so a test or a replay always yields the same events. It throws a DomainError to refuse a command.
 *
 * @example
 * const counter: Decider<{ type: 'Add'; n: number }, { type: 'Added'; data: { n: number } }, number> = {
 *   initialState: () => 0,
 *   evolve: (total, e) => total + e.data.n,
 *   decide: (c, total) => (total + c.n > 10 ? fail('conflict', 'too many') : [{ type: 'Added', data: { n: c.n } }]),
 * };
 */
export interface Decider<Command, Event, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export type DomainErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited';

/** A refusal the user should read: the server turns `code` into the HTTP status and `message` into `msg`. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function fail(code: DomainErrorCode, message: string): never {
  throw new DomainError(code, message);
}
