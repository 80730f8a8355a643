import { createHash } from 'node:crypto';
import { WrongExpectedVersion } from '../store/errors';
import type { EventStore } from '../store/eventStore';
import type { GlobalPosition, StreamVersion } from '../store/positions';
import type { EventMetadata, RecordedEvent } from '../store/types';
import type { Decider } from './decider';

type AnyEvent = { type: string; data: unknown };

export interface CommandOptions<Event extends AnyEvent = AnyEvent> {
  metadata?: Partial<EventMetadata>;
  /**
   * Makes the command idempotent: its events get ids derived from this key, and a command whose
   * first event is already stored is answered without deciding again.
   */
  commandId?: string;
  maxRetries?: number;
  /**
   * The stream as the caller has just read it (every event, oldest first): the first attempt decides on
   * it instead of reading the stream again. Its append still expects the version it ends at, so a history
   * someone appended past only costs a retry on a fresh read.
   */
  history?: readonly RecordedEvent<Event>[];
}

export interface CommandResult<Event, State> {
  events: Event[];
  state: State;
  version: StreamVersion;
  /** Global positions of the appended events (empty when nothing was appended). */
  positions: GlobalPosition[];
  duplicate: boolean;
}

/**
 * Load the stream, fold it with `evolve`, `decide`, append with the version that was read; on a
 * concurrent append, reload and decide again (the decision may differ on the newer state).
 *
 * @example
 * await handleCommand(store, `contest-${cid}`, contestDecider, { type: 'SealBoard', at }, { metadata });
 */
export async function handleCommand<Command, Event extends AnyEvent, State>(
  store: EventStore<Event>,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: CommandOptions<Event> = {},
): Promise<CommandResult<Event, State>> {
  const maxRetries = options.maxRetries ?? 20;
  for (let attempt = 0; ; attempt++) {
    const history = attempt === 0 && options.history ? options.history : await store.readStream(streamId);
    const state = history.reduce((s, e) => decider.evolve(s, e), decider.initialState());
    const version = (history.at(-1)?.streamVersion ?? 0) as StreamVersion;
    if (options.commandId && alreadyHandled(history, options.commandId)) {
      return { events: [], state, version, positions: [], duplicate: true };
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version, positions: [], duplicate: false };
    const withIds = events.map((e, i) =>
      options.commandId ? { ...e, id: eventId(options.commandId, i) } : e,
    );
    try {
      const result = await store.append(streamId, withIds, {
        expectedVersion: version,
        metadata: options.metadata,
      });
      const next = events.reduce((s, e) => decider.evolve(s, e), state);
      return {
        events,
        state: next,
        version: result.nextExpectedVersion,
        positions: result.positions,
        duplicate: result.duplicate,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= maxRetries) throw error;
      await jitter(attempt);
    }
  }
}

function alreadyHandled(history: readonly RecordedEvent[], commandId: string): boolean {
  const first = eventId(commandId, 0);
  return history.some((e) => e.id === first);
}

/** A UUID (version 8, name-based) derived from the command id and the event's index. */
export function eventId(commandId: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}/${index}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Spread out racing writers so a hot stream does not livelock. */
function jitter(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
