import { createHash } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages as m } from '@oj/events';
import sharp from 'sharp';
import { HttpError } from '../app/httpError';
import type { Upload } from '../user/avatars';

const IMAGE_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
/** A stored upload's name, as the events and the public route know it. */
export const UPLOAD_FILE = /^\d+-[0-9a-f]{16}\.[a-z0-9]{1,10}$/;
const folderOf = (filesDir: string) => path.join(filesDir, 'uploads');

const extensionOf = (name: string | null) =>
  path
    .extname(name ?? '')
    .slice(1)
    .toLowerCase();

/**
 * An image for Markdown, re-encoded so only pixels survive (no metadata, no polyglot payload, no SVG
 * script): photographs as WebP, everything else (diagrams, screenshots) as lossless PNG, at most 2000 px
 * wide. Returns the bytes and their extension.
 */
export async function encodeImage(upload: Upload): Promise<{ bytes: Buffer; extension: 'webp' | 'png' }> {
  const subtype = (upload.mimetype ?? '').split('/')[1]?.toLowerCase() ?? '';
  const allowed = (t: string) => (IMAGE_TYPES as readonly string[]).includes(t);
  if (!allowed(extensionOf(upload.originalFilename)) && !allowed(subtype))
    throw new HttpError(400, m.imageType);
  try {
    const image = sharp(await readFile(upload.filepath), { limitInputPixels: 40_000_000, animated: false });
    const { format } = await image.metadata();
    const resized = image.rotate().resize({ width: 2000, withoutEnlargement: true });
    return format === 'jpeg' || format === 'webp'
      ? { bytes: await resized.webp({ quality: 85 }).toBuffer(), extension: 'webp' }
      : { bytes: await resized.png().toBuffer(), extension: 'png' };
  } catch {
    throw new HttpError(400, m.imageType);
  }
}

/** Any file, kept as it came; its extension only if it is a plain one (the route serves it as an attachment). */
export async function fileBytes(upload: Upload): Promise<{ bytes: Buffer; extension: string }> {
  const extension = extensionOf(upload.originalFilename);
  return {
    bytes: await readFile(upload.filepath),
    extension: /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin',
  };
}

/** Writes upload `id`'s bytes as `<id>-<sha256 prefix>.<ext>`; returns that name. */
export async function storeUpload(filesDir: string, id: number, bytes: Buffer, extension: string) {
  const file = `${id}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${extension}`;
  await mkdir(folderOf(filesDir), { recursive: true });
  await writeFile(path.join(folderOf(filesDir), file), bytes);
  return file;
}

export async function readUpload(filesDir: string, file: string): Promise<Buffer | null> {
  if (!UPLOAD_FILE.test(file)) return null;
  return readFile(path.join(folderOf(filesDir), file)).catch(() => null);
}

/** Removes a deleted upload's bytes (already gone is fine: the event is what counts). */
export async function removeUpload(filesDir: string, file: string) {
  await unlink(path.join(folderOf(filesDir), file)).catch(() => undefined);
}

export const uploadUrl = (file: string) => `/api/public/upload/${file}`;
