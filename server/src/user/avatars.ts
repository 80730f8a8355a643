import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { koaBody } from 'koa-body';
import sharp from 'sharp';
import { HttpError } from '../app/httpError';
import { withTextRule } from '../app/textGuard';

/** Spec 01 section 5: the kinds of image a user may pick and the 2 MB ceiling. */
const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_FILE = /^[0-9a-f]{32}-[0-9a-f]{16}\.png$/;

export interface Upload {
  filepath: string;
  size: number;
  originalFilename: string | null;
  mimetype: string | null;
}

/** Checks an upload and stores it as a 200x200 PNG; returns the stored file's name. */
export async function storeAvatar(filesDir: string, uid: string, upload: Upload): Promise<string> {
  const extension = path
    .extname(upload.originalFilename ?? '')
    .slice(1)
    .toLowerCase();
  const subtype = (upload.mimetype ?? '').split('/')[1]?.toLowerCase() ?? '';
  const allowed = (t: string) => (AVATAR_TYPES as readonly string[]).includes(t);
  if (!allowed(extension) && !allowed(subtype)) throw new HttpError(400, 'File type not support');
  if (upload.size > AVATAR_MAX_BYTES) throw new HttpError(400, 'Exceed max size limit');
  let png: Buffer;
  try {
    // Re-encoding drops anything hidden in the upload (metadata, polyglot payloads): only pixels survive.
    png = await sharp(await readFile(upload.filepath), { limitInputPixels: 40_000_000, animated: false })
      .resize(200, 200, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    throw new HttpError(400, 'File type not support');
  }
  const name = `${uid.replaceAll('-', '').slice(0, 32).padEnd(32, '0')}-${createHash('sha256').update(png).digest('hex').slice(0, 16)}.png`;
  const dir = path.join(filesDir, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), png);
  return name;
}

export const avatarUrl = (file: string) => `/api/public/avatar/${file}`;

/** The multipart body of an avatar upload (the user's and a group's): one image of at most 2 MB. */
export const avatarUpload = withTextRule(
  koaBody({
    multipart: true,
    formidable: { maxFileSize: AVATAR_MAX_BYTES, maxFiles: 1, allowEmptyFiles: false },
    onError: (error) => {
      throw new HttpError(
        400,
        /maxFileSize|exceeded/i.test(error.message) ? 'Exceed max size limit' : 'File type not support',
      );
    },
  }),
);
