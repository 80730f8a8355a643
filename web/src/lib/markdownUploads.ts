import { z } from 'zod';
import { apiRequest } from './api';
import type { StoredUpload } from './markdownUploadText';

export { markdownOf, withoutUpload, withUpload } from './markdownUploadText';
export type { StoredUpload };

const storedSchema = z.object({
  link: z.string().startsWith('/api/public/upload/'),
  fileId: z.number(),
  name: z.string(),
});

/**
 * POST /api/file/upload-md-img or upload-md-file (spec 03 §7.1): an image (admins; group admins with
 * their group's gid) or any file (admins) for a Markdown text; answers the link to put in it.
 */
export async function uploadForMarkdown(
  kind: 'image' | 'file',
  file: File,
  gid?: number,
): Promise<StoredUpload> {
  const body = new FormData();
  body.append(kind, file, file.name);
  if (gid !== undefined) body.append('gid', String(gid));
  const path = kind === 'image' ? '/api/file/upload-md-img' : '/api/file/upload-md-file';
  return { ...(await apiRequest(path, storedSchema, { method: 'POST', body })), kind };
}

/** GET /api/file/delete-md-img: the uploader (or an admin) takes an upload back. */
export async function deleteMarkdownUpload(fileId: number): Promise<void> {
  await apiRequest('/api/file/delete-md-img', z.unknown(), { query: { fileId } });
}
