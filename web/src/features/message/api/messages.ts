import type { MessageKind } from '@oj/events/vocabulary';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { messagePageSchema, unreadSchema } from './schemas';

/** GET /api/msg/unread: the reader's unread counts per kind (the fallback while the socket is down). */
export function getUnread(signal?: AbortSignal) {
  return apiRequest('/api/msg/unread', unreadSchema, { signal });
}

/** GET /api/msg/<kind>: a page of the reader's messages, newest first; listing marks them read. */
export function getMessages(kind: MessageKind, currentPage: number, limit: number, signal?: AbortSignal) {
  return apiRequest(`/api/msg/${kind}`, messagePageSchema, { query: { currentPage, limit }, signal });
}

const cleanTypes = { comment: 'Discuss', reply: 'Reply', like: 'Like', sys: 'Sys', mine: 'Mine' } as const;

/** DELETE /api/msg/clean: one message (`id`) or every message of the kind. */
export function cleanMessages(kind: MessageKind, id?: number) {
  return apiRequest('/api/msg/clean', z.unknown(), {
    method: 'DELETE',
    query: { type: cleanTypes[kind], id },
  });
}
