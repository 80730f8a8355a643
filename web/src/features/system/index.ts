// The system feature's public surface: views plus the pieces a route needs to feed them.
export { getHealth, type Health, type ProjectionHealth } from './api/getHealth';
export { ProjectionTable } from './components/ProjectionTable';
export { SystemStatusCard } from './components/SystemStatusCard';
export { SystemStatusPage } from './components/SystemStatusPage';
export type { HealthState } from './model/healthState';
export { applyHeadChange, healthPollMs, systemRoom } from './model/systemRoom';
