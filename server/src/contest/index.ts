import type { Services } from '../app/services';
import type { RoomGuard } from '../live/roomPolicy';
import { contestAdmin } from './admin';
import { contestAnnouncements } from './announcements';
import { contestBalloons } from './balloons';
import { contestBoard } from './board';
import { clicsFeedRoutes } from './clics/clicsRoutes';
import { contestCore } from './core';
import type { ContestDb } from './core/contestAccess';
import type { ContestFeature } from './core/contestFeature';
import { contestPrints } from './prints';
import { contestReplay } from './replay';
import { contestScrollBoard } from './scrollBoard';
import { contestSubmissions } from './submissions';
import { contestVirtual } from './virtual';

export { startContestEndTimer } from './core';

/** The CLICS event feed's export and import (`clics/`). */
const contestClics: ContestFeature = { routers: (services) => [clicsFeedRoutes(services)] };

/** Every contest sub-feature, in the order their routers are registered. */
export const contestFeatures: readonly ContestFeature[] = [
  contestCore,
  contestBoard,
  contestSubmissions,
  contestAdmin,
  contestClics,
  contestBalloons,
  contestPrints,
  contestAnnouncements,
  contestReplay,
  contestScrollBoard,
  contestVirtual,
];

/** The routers of every contest feature, for `serve.ts`. */
export const contestRouters = (services: Services) => contestFeatures.flatMap((f) => f.routers(services));

/** The live rooms of every contest feature, for the gateway's room list. */
export const contestRoomGuards = (db: ContestDb): RoomGuard[] =>
  contestFeatures.flatMap((f) => f.rooms?.(db) ?? []);
