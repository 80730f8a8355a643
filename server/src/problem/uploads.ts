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
      const tooBig = /maxFileSize|exceeded/i.test(error.message);
      throw new HttpError(
        400,
        tooBig ? `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` : 'No file was uploaded',
      );
    },
  });
  return withTextRule(parser);
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
