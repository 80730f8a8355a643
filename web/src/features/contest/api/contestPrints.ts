import { z } from 'zod';
import { apiDownload, apiRequest } from '@/lib/api';
import { type PrintRequest, printSchema } from './helperSchemas';
import { pageOf } from './schemas';

/** GET /api/get-contest-print: newest first, contest admins only. */
export function getContestPrint(cid: number, currentPage: number, limit: number, signal?: AbortSignal) {
  return apiRequest('/api/get-contest-print', pageOf(printSchema), {
    query: { cid, currentPage, limit },
    signal,
  });
}

/** PUT /api/check-contest-print-status: mark it printed. */
export async function checkContestPrintStatus(cid: number, id: number): Promise<void> {
  await apiRequest('/api/check-contest-print-status', z.unknown(), { method: 'PUT', query: { cid, id } });
}

/** GET /api/file/download-contest-print-text?id: the text as a file, saved by the browser. */
export async function downloadContestPrintText(cid: number, print: PrintRequest): Promise<void> {
  const blob = await apiDownload('/api/file/download-contest-print-text', { query: { id: print.id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `contest-${cid}-print-${print.id}-${print.username}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
