export { type Catalogue, createCatalogue, type EventOf } from './catalogue/catalogue';
export { defineEvent, type EventDefinition, type Upcaster } from './catalogue/defineEvent';
export { type ProductEvent, productCatalogue } from './catalogue/product';
export {
  EACH,
  fieldsOf,
  isRecord,
  isSecret,
  REDACTED,
  redactSecrets,
  type SecretPath,
  secret,
  secretPathsOf,
} from './catalogue/secrets';
export * from './claim/claimEvents';
export * from './comment/commentEvents';
export * from './comment/commentRules';
export * from './contest/contestEvents';
export * from './contest/contestHelperEvents';
export * from './contest/contestRankEvents';
export * from './contest/contestRules';
export * from './contest/virtualEvents';
export { openDatabase } from './db/pool';
export type { EventMetadataRow, EventStoreDb, EventStoreTables, EventsTable } from './db/tables';
export { type Decider, DomainError, type DomainErrorCode, fail } from './decider/decider';
export { type CommandOptions, type CommandResult, eventId, handleCommand } from './decider/handleCommand';
export * from './discussion/discussionEvents';
export * from './discussion/discussionRules';
export * from './group/groupEvents';
export * from './group/groupRules';
export * from './home/homeEvents';
export * from './home/homeRules';
export * from './language/languageEvents';
export * from './login/loginEvents';
export * from './mail/mailEvents';
export * from './message/messageEvents';
export * from './message/messageRules';
export { eventStoreMigrations } from './migrations';
export * from './problem/problemEvents';
export * from './problem/problemImportEvents';
export * from './remote/remoteAccountEvents';
export * from './site/siteDefaults';
export * from './site/siteEvents';
export {
  DuplicateEventId,
  EventStoreError,
  type EventStoreErrorCode,
  InvalidEventData,
  UnknownEventType,
  WrongExpectedVersion,
} from './store/errors';
export { createEventStore, type EventStore } from './store/eventStore';
export {
  type GlobalPosition,
  globalPosition,
  START,
  type StreamVersion,
  streamVersion,
} from './store/positions';
export {
  type EventCondition,
  type EventQuery,
  type EventsExpressionBuilder,
  escapeLikePattern,
  type FirstEventColumns,
  type IndexedMetadataField,
  streamOpenedWith,
} from './store/query';
export { type EventRow, toRecordedEvent } from './store/read';
export { EVENTS_CHANNEL } from './store/sql';
export { timeOrderedUuid } from './store/timeOrderedUuid';
export type {
  AppendOptions,
  AppendResult,
  BatchInfo,
  EventMetadata,
  ExpectedVersion,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from './store/types';
export * from './submission/submissionEvents';
export * from './tag/tagEvents';
export * from './tag/tagRules';
export * from './training/trainingEvents';
export * from './training/trainingRules';
export * from './upload/uploadEvents';
export * from './upload/uploadRules';
export * from './user/userEvents';
export * from './verification/verificationEvents';
export * from './vocabulary';
