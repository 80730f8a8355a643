import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError } from '../app/httpError';
import { withTextRule } from '../app/textGuard';

/** A multipart parser for one file field, refusing files over `maxBytes` with a clear message. */
export function singleFileUpload(maxBytes: number) {
  const parser = koaBody({
    multipart: true,
    formidable: { maxFileSize: maxBytes, maxFiles: 1, allowEmptyFiles: false },
    onError: (error) => {
      throw new HttpError(400, uploadRefusal(error.message, maxBytes));
    },
  });
  return withTextRule(parser);
}

/** A multipart parser for up to `maxFiles` files, each under `maxBytes` and all under `maxTotalBytes`. */
export function multiFileUpload(maxFiles: number, maxBytes: number, maxTotalBytes: number) {
  const parser = koaBody({
    multipart: true,
    formidable: { maxFileSize: maxBytes, maxTotalFileSize: maxTotalBytes, maxFiles, allowEmptyFiles: false },
    onError: (error) => {
      throw new HttpError(400, uploadRefusal(error.message, maxBytes, maxFiles));
    },
  });
  return withTextRule(parser);
}

/** The uploaded files of field `name` (none: an empty list), each where formidable stored it on disk. */
export function uploadedFiles(
  ctx: Context,
  name: string,
): { path: string; fileName: string; size: number }[] {
  const file = ctx.request.files?.[name];
  const list = file === undefined ? [] : Array.isArray(file) ? file : [file];
  return list.map((upload) => ({
    path: upload.filepath,
    fileName: upload.originalFilename ?? name,
    size: upload.size,
  }));
}

/** formidable's limits, each in a sentence (its messages name options, e.g. "options.maxFiles (1) exceeded"). */
function uploadRefusal(message: string, maxBytes: number, maxFiles = 1): string {
  if (/maxTotalFileSize/i.test(message)) return 'The files are larger than the limit together';
  if (/maxFileSize/i.test(message)) return `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
  if (/maxFiles/i.test(message))
    return maxFiles === 1 ? 'Upload one file at a time' : `Upload at most ${maxFiles} files at a time`;
  if (/maxFields/i.test(message)) return 'The form has too many fields';
  return 'No file was uploaded';
}

/** The uploaded file of field `name`: its bytes and the name the user gave it. */
export async function uploadedFile(
  ctx: Context,
  name: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const file = ctx.request.files?.[name];
  const upload = Array.isArray(file) ? file[0] : file;
  if (!upload) throw new HttpError(400, `Choose a file to upload (field "${name}")`);
  return { bytes: await readFile(upload.filepath), fileName: upload.originalFilename ?? name };
}
