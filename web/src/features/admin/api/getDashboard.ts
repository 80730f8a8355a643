import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const sessionSchema = z.object({
  uid: z.string(),
  username: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  gmtCreate: z.string(),
});
const runnerSchema = z.object({
  name: z.string(),
  state: z.string(),
  slots: z.number(),
  busy: z.number(),
  load: z.number(),
  version: z.string(),
  lastSeen: z.string(),
});

export const dashboardSchema = z.object({
  counts: z.object({
    users: z.number(),
    problems: z.number(),
    contests: z.number(),
    submissionsToday: z.number(),
  }),
  sessions: z.array(sessionSchema),
  runners: z.array(runnerSchema),
  liveSockets: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardSession = z.infer<typeof sessionSchema>;
export type DashboardRunner = z.infer<typeof runnerSchema>;

/** GET /api/admin/dashboard/info (admin roles): counts, sign-ins, runners and live sockets. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest('/api/admin/dashboard/info', dashboardSchema, { signal });
}
