import type { ContestFeature } from '../core/contestFeature';
import { contestPrintRoomGuard } from './printRooms';
import { contestPrintRoutes } from './printRoutes';

/** Printing: contestants send texts, contest admins print them. */
export const contestPrints: ContestFeature = {
  routers: (services) => [contestPrintRoutes(services)],
  rooms: (db) => [contestPrintRoomGuard(db)],
};
