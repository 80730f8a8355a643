import type { ContestFeature } from '../core/contestFeature';
import { virtualRoutes } from './virtualRoutes';

/** Virtual participation in ended contests (`/api/contest/virtual`, `/start`); its submissions go through the submit route. */
export const contestVirtual: ContestFeature = {
  routers: (services) => [virtualRoutes(services)],
};
