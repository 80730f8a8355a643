import { apiDownload } from '@/lib/api';

/** GET /api/contests/:cid/event-feed/download: the contest's whole CLICS event feed, saved by the browser. */
export async function downloadEventFeed(cid: number): Promise<void> {
  const blob = await apiDownload(`/api/contests/${cid}/event-feed/download`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `contest-${cid}-event-feed.ndjson`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
