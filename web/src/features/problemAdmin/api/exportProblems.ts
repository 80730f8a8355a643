import { apiDownload } from '@/lib/api';

export type ExportFormat = 'kattis' | 'hoj';

/** GET /api/admin/export-problems?pids&format: the chosen problems as one zip, saved by the browser. */
export async function exportProblems(pids: readonly number[], format: ExportFormat): Promise<void> {
  const blob = await apiDownload('/api/admin/export-problems', { query: { pids: pids.join(','), format } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download =
    pids.length === 1 ? `problem-${pids[0]}-${format}.zip` : `problems-${pids.length}-${format}.zip`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
