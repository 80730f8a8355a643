import type { GlobalPosition, StreamVersion } from './positions';

/**
 * What the writer expects the stream to be before its append:
 * a version (number of events already in it), `'no_stream'`, `'exists'` or `'any'`.
 */
export type ExpectedVersion = number | 'no_stream' | 'exists' | 'any';

/** Who caused an event and why; stored with every event and shown by the audit log. */
export interface EventMetadata {
  actorUid: string | null;
  ip: string | null;
  correlationId: string;
  causationId: string | null;
  /** Time of the command, chosen by the handler (deciders never read the clock). */
  at: string;
}

/** An event to append. Give it an `id` to make a retried append a no-op. */
export type NewEvent<E extends { type: string; data: unknown }> = E & { id?: string };

export type RecordedEvent<E extends { type: string; data: unknown } = { type: string; data: unknown }> = E & {
  id: string;
  streamId: string;
  streamVersion: StreamVersion;
  position: GlobalPosition;
  metadata: EventMetadata;
  recordedAt: Date;
};

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  metadata?: Partial<EventMetadata>;
}

/** One stream's part of a multi-stream append (EventStore.appendMany). */
export interface StreamAppend<E extends { type: string; data: unknown }> {
  streamId: string;
  events: NewEvent<E>[];
  options: AppendOptions;
}

export interface AppendResult {
  /** The stream's version after this append: pass it as the next expectedVersion. */
  nextExpectedVersion: StreamVersion;
  positions: GlobalPosition[];
  /** True when every event id was already stored: the append changed nothing. */
  duplicate: boolean;
}

export interface Subscription {
  /** The last position handed to the handler. */
  readonly position: GlobalPosition;
  /** Resolves once the subscriber has read everything committed when it started. */
  readonly caughtUp: Promise<void>;
  /** Settles when the subscription stops: rejects with the handler's error if it failed. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

/** What a subscription knows about a batch it hands over. */
export interface BatchInfo {
  /**
   * More events are waiting: the read found at least one settled event after the batch (it asks for one
   * more than it hands over), so the subscriber is catching up and another batch follows for certain.
   */
  behind: boolean;
}

export interface SubscribeOptions<E extends { type: string; data: unknown }> {
  /** Exclusive: the first event delivered is the one after this position. */
  after: GlobalPosition;
  /**
   * Called with each batch in position order; the next batch waits for it. `batch.behind`: more settled
   * events follow this batch (a catch-up, not the head), so the handler is called again.
   */
  handler: (events: RecordedEvent<E>[], batch: BatchInfo) => Promise<void> | void;
  batchSize?: number;
  /**
   * The page size while catching up (after a full page): bigger batches for a rebuild or a long absence,
   * `batchSize` again once a read comes back short. Defaults to `batchSize`.
   */
  catchUpBatchSize?: number;
}
