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

/** formidable's limits, each in a sentence (its messages name options, e.g. "options.maxFiles (1) exceeded"). */
function uploadRefusal(message: string, maxBytes: number): string {
  if (/max(Total)?FileSize/i.test(message))
    return `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
  if (/maxFiles/i.test(message)) return 'Upload one file at a time';
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
