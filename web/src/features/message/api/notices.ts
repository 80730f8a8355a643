import type { NoticeAudience } from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { noticePageSchema } from './schemas';

/** GET /api/admin/msg/notice: the notices sent, newest first (super admin). */
export function getSentNotices(currentPage: number, limit: number, signal?: AbortSignal) {
  return apiRequest('/api/admin/msg/notice', noticePageSchema, { query: { currentPage, limit }, signal });
}

/** POST /api/admin/msg/notice: to all users, to the named users, or to the admins. */
export function sendNotice(notice: {
  title: string;
  content: string;
  type: NoticeAudience;
  recipients: string;
}) {
  return apiRequest('/api/admin/msg/notice', z.object({ id: z.number(), recipientCount: z.number() }), {
    method: 'POST',
    body: notice,
  });
}
