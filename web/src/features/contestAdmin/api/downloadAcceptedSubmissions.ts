import { apiDownload } from '@/lib/api';
import { saveFile } from '@/lib/saveFile';

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
