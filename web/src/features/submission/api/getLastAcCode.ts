import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { programTextField } from '../model/programText';

/** The code goes back into the editor: its text (NUL kept). */
const lastAcSchema = z
  .object({ code: programTextField, language: z.string() })
  .transform(({ code, language }) => ({ code: code.text, language }));
export type LastAcCode = z.infer<typeof lastAcSchema>;

/** GET /api/get-last-ac-code: the reader's most recent accepted code for the problem. */
export function getLastAcCode(pid: number, signal?: AbortSignal): Promise<LastAcCode> {
  return apiRequest('/api/get-last-ac-code', lastAcSchema, { query: { pid }, signal });
}
