/**
 * Branded numbers so a stream version can never be passed where a global position is expected.
 * Both fit comfortably in a double (2^53 events is far beyond any judge's lifetime).
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Position of an event in the global log ($all); strictly increasing in commit order. */
export type GlobalPosition = Brand<number, 'GlobalPosition'>;
/** Number of events in a stream; the first event of a stream has version 1. */
export type StreamVersion = Brand<number, 'StreamVersion'>;

export const globalPosition = (n: number) => n as GlobalPosition;
export const streamVersion = (n: number) => n as StreamVersion;

/** The position before the first event: subscribe from here to read everything. */
export const START = globalPosition(0);
