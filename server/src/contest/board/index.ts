import type { ContestFeature } from '../core/contestFeature';
import { contestAdminBoardRoomGuard, contestBoardRoomGuard } from './boardRooms';
import { contestBoardRoutes } from './contestBoardRoutes';

/** The board and its seal: the rank pages, the outside scoreboards and their rooms. */
export const contestBoard: ContestFeature = {
  routers: (services) => [contestBoardRoutes(services)],
  rooms: (db) => [contestBoardRoomGuard(db), contestAdminBoardRoomGuard(db)],
};
