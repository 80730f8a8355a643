import type { Health } from '../api/getHealth';

/** What the system views need to draw themselves; the route decides where it comes from. */
export interface HealthState {
  data: Health | undefined;
  error: Error | undefined;
  loading: boolean;
}
