import type { ContestFeature } from '../core/contestFeature';
import { contestAdminSubmissionsRoomGuard, contestSubmissionsRoomGuard } from './contestSubmissionRooms';
import { contestSubmissionRoutes } from './contestSubmissionRoutes';

/** A contest's submission list and details, with the seal applied, over REST and live. */
export const contestSubmissions: ContestFeature = {
  routers: (services) => [contestSubmissionRoutes(services)],
  rooms: (db) => [contestSubmissionsRoomGuard(db), contestAdminSubmissionsRoomGuard(db)],
};
