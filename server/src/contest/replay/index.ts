import type { ContestFeature } from '../core/contestFeature';
import { replayRoutes } from './replayRoutes';

/** The replay: the board at any moment, folded from the event store (`GET /api/contest-history`, `/api/contest-board-at`). */
export const contestReplay: ContestFeature = {
  routers: (services) => [replayRoutes(services)],
};
