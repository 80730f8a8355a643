/** Every failure of the event store is one of these codes, so callers can switch on it. */
export type EventStoreErrorCode =
  | 'wrong_expected_version'
  | 'unknown_event_type'
  | 'invalid_event_data'
  | 'duplicate_event_id';

export class EventStoreError extends Error {
  constructor(
    readonly code: EventStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The stream was not at the version the writer expected: someone else appended first. */
export class WrongExpectedVersion extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: number,
  ) {
    super('wrong_expected_version', `stream ${streamId}: expected version ${expected}, actual ${actual}`);
  }
}

export class UnknownEventType extends EventStoreError {
  constructor(readonly type: string) {
    super('unknown_event_type', `unknown event type "${type}"`);
  }
}

export class InvalidEventData extends EventStoreError {
  constructor(
    readonly type: string,
    readonly issues: string,
  ) {
    super('invalid_event_data', `event "${type}" does not match its schema: ${issues}`);
  }
}

/** Some, but not all, of a batch's event ids are already stored: a caller bug, never a retry. */
export class DuplicateEventId extends EventStoreError {
  constructor(readonly eventIds: string[]) {
    super('duplicate_event_id', `event ids already stored in another append: ${eventIds.join(', ')}`);
  }
}
