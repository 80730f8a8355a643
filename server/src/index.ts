export { RoleCode as ROLE } from '@oj/events';
export { createApp } from './app/createApp';
export { ok, page } from './app/envelope';
export { HttpError } from './app/httpError';
export type { RegisteredRoute } from './app/routeList';
export { BANNED_MESSAGE } from './auth/authMiddleware';
export { BoardCache, type BoardColumn, type RankedBoardRow } from './contest/board/boardCache';
export { readBoard } from './contest/board/contestBoard';
export { checkContestSubmit } from './contest/core/contestAccess';
export { startContestEndTimer } from './contest/core/contestEndTimer';
export { virtualDecider, virtualStreamId } from './contest/virtual/virtualDecider';
export { databaseName, withDatabase } from './database/databaseUrl';
export { startEmbeddedPostgres } from './database/embeddedPostgres';
export { allMigrations, migrateToLatest } from './database/migrate';
export type { AuthenticateAck, ChangeMessage, JoinAck, RoomRevoked } from './live/gateway';
export { type Principal, type RoomGuard, type RoomPolicy, roomPolicy } from './live/roomPolicy';
export { productRoomGuards } from './live/rooms';
export { checkerCompileWait, NO_JUDGE_MESSAGE } from './problem/checkerCompileRoutes';
export { importIcpcZip, listPackageSubmissions, type PackageSubmission } from './problem/import/index';
export {
  abandonUnservedRemoteFetches,
  expireStalledImportJobs,
  REMOTE_FETCH_WAIT_MS,
} from './problem/importJobSweeper';
export { IMPORT_LEASE_MS } from './problem/problemBatchImportRoutes';
export { seedDemo } from './seed/demoSeed';
export { type RunningServer, type ServerOptions, startServer } from './serve';
export { siteDecider } from './site/siteDecider';
export { ensureWebBuild } from './start/webBuild';
export { submissionDecider, submissionStreamId } from './submission/submissionDecider';
export { userDecider } from './user/userDecider';
export { firstScreenRendererFile } from './web/firstScreenHtml';
