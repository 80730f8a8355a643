import type { ContestFeature } from '../core/contestFeature';
import { contestAdminRoutes } from './contestAdminRoutes';
import { contestFileRoutes } from './contestFileRoutes';

/**
 * The back office's contest pages: CRUD, visibility, problems, announcements, temporary accounts and the
 * accepted submissions download.
 */
export const contestAdmin: ContestFeature = {
  routers: (services) => [contestAdminRoutes(services), contestFileRoutes(services)],
};
