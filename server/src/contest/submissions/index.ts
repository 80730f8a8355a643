import type { ContestFeature } from '../core/contestFeature';
import { contestSubmissionRoutes } from './contestSubmissionRoutes';

/** A contest's submission list and details, with the seal applied. */
export const contestSubmissions: ContestFeature = {
  routers: (services) => [contestSubmissionRoutes(services)],
};
