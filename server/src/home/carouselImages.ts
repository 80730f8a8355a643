import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { homeMessages as m } from '@oj/events';
import sharp from 'sharp';
import { HttpError } from '../app/httpError';
import type { Upload } from '../user/avatars';

const CAROUSEL_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;

/**
 * Checks a carousel upload and stores it re-encoded as WebP (at most 1920 px wide: only pixels
 * survive) among the public images, named by its hash; returns the file name.
 */
export async function storeCarouselImage(filesDir: string, upload: Upload): Promise<string> {
  const extension = path
    .extname(upload.originalFilename ?? '')
    .slice(1)
    .toLowerCase();
  const subtype = (upload.mimetype ?? '').split('/')[1]?.toLowerCase() ?? '';
  const allowed = (t: string) => (CAROUSEL_TYPES as readonly string[]).includes(t);
  if (!allowed(extension) && !allowed(subtype)) throw new HttpError(400, m.imageType);
  return storeCarouselBytes(filesDir, await readFile(upload.filepath));
}

/** Re-encodes image bytes (any format sharp reads, SVG included) as the carousel's WebP and stores it. */
export async function storeCarouselBytes(filesDir: string, bytes: Buffer): Promise<string> {
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .resize({ width: 1920, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(400, m.imageType);
  }
  const file = `${createHash('sha256').update(webp).digest('hex')}.webp`;
  const dir = path.join(filesDir, 'images');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, file), webp);
  return file;
}

export const carouselUrl = (file: string) => `/api/public/image/${file}`;
