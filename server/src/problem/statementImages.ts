import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProblemFields } from '@oj/events';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  bmp: 'image/bmp',
};
export const STATEMENT_IMAGE = /^[0-9a-f]{64}\.(png|jpe?g|gif|svg|webp|bmp)$/;
export const imageContentType = (file: string) =>
  IMAGE_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * Stores a statement's images by hash and points the statement at them: the importers leave
 * `images/<name>` where an image goes (Markdown or HTML), which becomes `/api/public/image/<sha>.<ext>`.
 */
export async function storeStatementImages(
  filesDir: string,
  fields: ProblemFields,
  images: Record<string, Uint8Array>,
): Promise<ProblemFields> {
  const urls = new Map<string, string>();
  for (const [name, bytes] of Object.entries(images)) {
    const extension = name.split('.').pop()?.toLowerCase() ?? '';
    if (!(extension in IMAGE_TYPES)) continue;
    const file = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    const dir = path.join(filesDir, 'images');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, file), bytes);
    urls.set(`images/${name}`, `/api/public/image/${file}`);
  }
  const rewrite = (text: string) => {
    let out = text;
    for (const [placeholder, url] of urls) out = out.split(placeholder).join(url);
    return out;
  };
  return {
    ...fields,
    description: rewrite(fields.description),
    input: rewrite(fields.input),
    output: rewrite(fields.output),
    hint: rewrite(fields.hint),
  };
}
