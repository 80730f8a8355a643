import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { UserRef } from './getUserHomeInfo';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const heatmapSchema = z.object({
  dataList: z.array(z.object({ date: day, count: z.number() })),
  endDate: day,
});
export type CalendarHeatmap = z.infer<typeof heatmapSchema>;

/** GET /api/get-user-calendar-heatmap: submissions per day over the last year. */
export function getCalendarHeatmap(user: UserRef, signal?: AbortSignal): Promise<CalendarHeatmap> {
  return apiRequest('/api/get-user-calendar-heatmap', heatmapSchema, { query: { ...user }, signal });
}
