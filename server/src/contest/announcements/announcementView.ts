/** An announcement as the contest's and the back office's lists show it (spec 02 section 7). */
export function announcementView(row: {
  cid: number;
  id: number;
  title: string;
  content: string;
  created_at: Date;
  updated_at: Date;
}) {
  return {
    id: row.id,
    cid: row.cid,
    title: row.title,
    content: row.content,
    gmtCreate: row.created_at.toISOString(),
    gmtModified: row.updated_at.toISOString(),
  };
}
