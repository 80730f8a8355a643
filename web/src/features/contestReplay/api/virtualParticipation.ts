import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const virtualRow = z.object({
  submitId: z.number(),
  /** ISO time (UTC) on the participant's own clock. */
  submitTime: z.string(),
  pid: z.number(),
  displayPid: z.string(),
  status: z.number(),
  score: z.number().nullable(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  language: z.string(),
  virtualCid: z.number().nullable(),
  /** When its current verdict came; null while judging (a pushed row leaves it out). */
  judgedAt: z.string().nullish(),
});
export type VirtualRow = z.infer<typeof virtualRow>;

const virtualSchema = z.object({
  cid: z.number(),
  title: z.string(),
  participation: z.object({ startedAt: z.string(), endsAt: z.string(), durationMs: z.number() }).nullable(),
  /** The server's clock when read: the participant's clock follows it, not the browser's. */
  now: z.string(),
  problems: z.array(
    z.object({
      pid: z.number(),
      displayId: z.string(),
      displayTitle: z.string(),
      color: z.string().nullable(),
    }),
  ),
  submissions: z.array(virtualRow),
});
export type VirtualParticipation = z.infer<typeof virtualSchema>;

/** GET /api/contest/virtual: the reader's participation (null: not started), the problems, their virtual submissions. */
export function getVirtualParticipation(cid: number, signal?: AbortSignal): Promise<VirtualParticipation> {
  return apiRequest('/api/contest/virtual', virtualSchema, { query: { cid }, signal });
}

/** POST /api/contest/virtual/start: the reader's own clock starts now. */
export function startVirtualParticipation(cid: number): Promise<VirtualParticipation> {
  return apiRequest('/api/contest/virtual/start', virtualSchema, { method: 'POST', body: { cid } });
}

const pushed = z.object({ kind: z.literal('submission'), submission: virtualRow });

/** A row the author's own room pushed, when it is a virtual submission of this contest. */
export function pushedVirtualRow(payload: unknown, cid: number): VirtualRow | undefined {
  const parsed = pushed.safeParse(payload);
  return parsed.success && parsed.data.submission.virtualCid === cid ? parsed.data.submission : undefined;
}
