import type { ContestFeature } from './contestFeature';
import { contestRoutes } from './contestRoutes';

export { startContestEndTimer } from './contestEndTimer';

/** The contest list, entry, info and problems (spec 02 sections 2-7), boards aside. */
export const contestCore: ContestFeature = {
  routers: (services) => [contestRoutes(services)],
};
