import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const count = z.number().int().nonnegative().catch(0);
const unreadSchema = z.object({ comment: count, reply: count, like: count, sys: count, mine: count });
export type UnreadCount = z.infer<typeof unreadSchema>;

/**
 * GET /api/msg/unread. Quiet: it runs in the background every 120 s, and until the message feature
 * lands on the server it answers 404, which simply means no badge.
 */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest('/api/msg/unread', unreadSchema, { quiet: true, signal });
}
