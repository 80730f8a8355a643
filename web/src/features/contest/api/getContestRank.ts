import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { boardRowSchema } from './boardRowSchema';
import { pageOf } from './schemas';

const boardPageSchema = pageOf(boardRowSchema);
export type BoardPage = z.infer<typeof boardPageSchema>;

export interface BoardRequest {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  removeStar?: boolean;
  /** Contest admins: count the solves after the end too (the server reads it as containsEnd). */
  containsEnd?: boolean;
  /** uids repeated at the top of the page (the reader's own row comes first anyway). */
  concernedList?: string[];
}

/** Reads one page of a board; the contest tab and the outside scoreboard read different calls. */
export type BoardReader = (request: BoardRequest, signal?: AbortSignal) => Promise<BoardPage>;

/** POST /api/get-contest-rank: one page of the board this reader may see (sealed while the seal holds). */
export function getContestRank(request: BoardRequest, signal?: AbortSignal): Promise<BoardPage> {
  return apiRequest('/api/get-contest-rank', boardPageSchema, { method: 'POST', body: request, signal });
}
