import { apiDownload } from '@/lib/api';

/**
 * GET /api/submission/download-wrong-case?submitId: the first failing case's input and answer as a zip,
 * saved by the browser. The server allows the author two a day and says so when the limit is reached.
 */
export async function downloadWrongCase(submitId: number): Promise<void> {
  const blob = await apiDownload('/api/submission/download-wrong-case', { query: { submitId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `submission-${submitId}-wrong-case.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
