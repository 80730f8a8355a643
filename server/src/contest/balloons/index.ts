import type { ContestFeature } from '../core/contestFeature';
import { contestAcInfoRoomGuard } from './balloonRooms';
import { contestAcInfoRoutes } from './balloonRoutes';

/** Balloons (the AC info list, spec 02 sections 2-7): contest admins of ACM contests. */
export const contestBalloons: ContestFeature = {
  routers: (services) => [contestAcInfoRoutes(services)],
  rooms: (db) => [contestAcInfoRoomGuard(db)],
};
