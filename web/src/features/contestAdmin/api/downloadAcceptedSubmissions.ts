import { apiDownload } from '@/lib/api';

export type SplitType = 'user' | 'problem';

/**
 * GET /api/file/download-contest-ac-submission: the contest's accepted submissions as a zip, foldered by
 * user or by problem, saved by the browser.
 */
export async function downloadAcceptedSubmissions(
  cid: number,
  options: { splitType: SplitType; excludeAdmin: boolean },
): Promise<void> {
  const blob = await apiDownload('/api/file/download-contest-ac-submission', {
    query: { cid, splitType: options.splitType, excludeAdmin: options.excludeAdmin },
  });
  saveFile(blob, `contest-${cid}-accepted-submissions.zip`);
}

/** Hands a blob to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
