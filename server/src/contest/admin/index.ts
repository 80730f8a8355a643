import type { ContestFeature } from '../core/contestFeature';
import { contestAdminRoutes } from './contestAdminRoutes';

/** The back office's contest pages: CRUD, visibility, problems and announcements. */
export const contestAdmin: ContestFeature = {
  routers: (services) => [contestAdminRoutes(services)],
};
