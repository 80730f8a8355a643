import { apiDownload } from '@/lib/api';

/** GET /api/file/download-testcase?pid: the problem's test data as a zip, saved by the browser. */
export async function downloadTestCases(pid: number, problemId: string): Promise<void> {
  const blob = await apiDownload('/api/file/download-testcase', { query: { pid } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${problemId}-testcases.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
