import type Router from '@koa/router';
import type { Services } from '../../app/services';
import type { RoomGuard } from '../../live/roomPolicy';
import type { ContestDb } from './contestAccess';

/**
 * One sub-feature of the contest area: its HTTP routers and the live rooms it guards. `serve.ts` and the
 * room list register the features (`contest/index.ts`), never their routers one by one.
 *
 * @example
 * export const prints: ContestFeature = {
 *   routers: (services) => [contestPrintRoutes(services)],
 *   rooms: (db) => [contestPrintRoomGuard(db)],
 * };
 */
export interface ContestFeature {
  routers(services: Services): Router[];
  rooms?(db: ContestDb): RoomGuard[];
}
