export { createApp } from './app/createApp';
export { ok, page } from './app/envelope';
export { HttpError } from './app/httpError';
export { databaseName, withDatabase } from './database/databaseUrl';
export { startEmbeddedPostgres } from './database/embeddedPostgres';
export { allMigrations, migrateToLatest } from './database/migrate';
export type { ChangeMessage, JoinAck } from './live/gateway';
export { type Principal, type RoomGuard, type RoomPolicy, roomPolicy } from './live/roomPolicy';
export { type RunningServer, type ServerOptions, startServer } from './serve';
