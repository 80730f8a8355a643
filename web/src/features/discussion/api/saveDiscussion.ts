import type { DiscussionForm } from '@oj/events/contracts';
import { apiRequest } from '@/lib/api';
import { discussionDetailSchema } from './schemas';

/** POST /api/discussion (new, `pid` from a problem page) or PUT /api/discussion (the author's edit). */
export function saveDiscussion(form: DiscussionForm, target: { id: number } | { pid: string | null }) {
  return 'id' in target
    ? apiRequest('/api/discussion', discussionDetailSchema, {
        method: 'PUT',
        body: { ...form, id: target.id },
      })
    : apiRequest('/api/discussion', discussionDetailSchema, {
        method: 'POST',
        body: { ...form, pid: target.pid },
      });
}
