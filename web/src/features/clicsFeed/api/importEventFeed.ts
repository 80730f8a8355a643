import { z } from 'zod';
import { readToken } from '@/lib/token';

const lineErrorSchema = z.object({ line: z.number(), message: z.string() });
export type FeedLineError = z.infer<typeof lineErrorSchema>;

const replySchema = z.object({
  status: z.number(),
  msg: z.string().nullish(),
  data: z.union([
    z.object({ cid: z.number() }),
    z.object({ errors: z.array(lineErrorSchema), total: z.number() }),
    z.null(),
  ]),
});

export type ImportOutcome =
  | { kind: 'imported'; cid: number }
  | { kind: 'refused'; errors: FeedLineError[]; total: number; msg: string }
  | { kind: 'failed'; msg: string };

/**
 * POST /api/admin/contest/import-event-feed (multipart `file`). Read here rather than through
 * apiRequest because a refused feed's reply carries the bad lines, which the page lists.
 */
export async function importEventFeed(file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file);
  const token = readToken();
  const reply = await fetch('/api/admin/contest/import-event-feed', {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: token } : {},
  });
  const parsed = replySchema.safeParse(await reply.json().catch(() => null));
  if (!parsed.success) return { kind: 'failed', msg: `HTTP ${reply.status}` };
  const { status, msg, data } = parsed.data;
  if (status === 200 && data && 'cid' in data) return { kind: 'imported', cid: data.cid };
  if (data && 'errors' in data)
    return { kind: 'refused', errors: data.errors, total: data.total, msg: msg ?? '' };
  return { kind: 'failed', msg: msg ?? `HTTP ${reply.status}` };
}
