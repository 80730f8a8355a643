import type { ContestFeature } from '../core/contestFeature';
import { scrollBoardRoutes } from './scrollBoardRoutes';

/** The scroll board (resolver): contest admins of ended, sealed ACM contests. */
export const contestScrollBoard: ContestFeature = {
  routers: (services) => [scrollBoardRoutes(services)],
};
