import type { RouteTable } from '../types';
import { accountRoutes } from './accounts';
import { auditRoutes } from './audit';
import { commentRoutes } from './comments';
import { contestRoutes } from './contests';
import { discussionRoutes } from './discussions';
import { groupContentRoutes } from './groupContent';
import { groupRoutes } from './groups';
import { homeRoutes } from './home';
import { messageRoutes } from './messages';
import { problemRoutes } from './problems';
import { siteRoutes } from './site';
import { submissionRoutes } from './submissions';
import { trainingRoutes } from './trainings';
import { uploadRoutes } from './uploads';

/** One entry per route the server registers, in the order the allowed mutating calls run. */
export const routeTable: RouteTable = {
  ...siteRoutes,
  ...accountRoutes,
  ...problemRoutes,
  ...submissionRoutes,
  ...contestRoutes,
  ...auditRoutes,
  ...discussionRoutes,
  ...commentRoutes,
  ...trainingRoutes,
  ...homeRoutes,
  ...messageRoutes,
  ...groupRoutes,
  ...uploadRoutes,
  ...groupContentRoutes,
};
