import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export const runnerSchema = z.object({
  name: z.string(),
  slots: z.number(),
  busy: z.number(),
  /** The machine's one-minute load average. */
  load: z.number(),
  version: z.string(),
  /** What the runner last said of itself: 'online', or 'offline' when it stopped cleanly. */
  state: z.string(),
  /** When its last report arrived (ISO time, the server's clock). */
  lastSeen: z.string(),
});
export type Runner = z.infer<typeof runnerSchema>;

/** The judge status page's live room: each runner's report as it arrives (the admin roles). */
export const JUDGE_RUNNERS_ROOM = 'admin:judge-runners';

/**
 * GET /api/admin/judge/runners: each runner's last report, by name. `quiet` for the background refresh,
 * which shows its failure on the page rather than as a message every ten seconds.
 */
export function getRunners(options: { signal?: AbortSignal; quiet?: boolean } = {}): Promise<Runner[]> {
  return apiRequest('/api/admin/judge/runners', z.array(runnerSchema), options);
}
