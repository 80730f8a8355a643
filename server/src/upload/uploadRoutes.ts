import Router from '@koa/router';
import { handleCommand, uploadMessages as m, uploadLimits, uploadStream } from '@oj/events';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { sql } from 'kysely';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { idParam } from '../app/decimalInt';
import { ok } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { withTextRule } from '../app/textGuard';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { readableGroup, requireGroupAdmin } from '../group/groupAccess';
import type { Upload } from '../user/avatars';
import { isAdminRole } from '../user/roles';
import { uploadDecider } from './uploadDecider';
import {
  encodeImage,
  fileBytes,
  readUpload,
  removeUpload,
  storeUpload,
  UPLOAD_FILE,
  uploadUrl,
} from './uploadStorage';

const multipart = (maxFileSize: number) =>
  withTextRule(
    koaBody({
      multipart: true,
      formidable: { maxFileSize, maxFiles: 1, allowEmptyFiles: false },
      onError: (error) => {
        throw new HttpError(400, /maxFileSize|exceeded/i.test(error.message) ? m.tooLarge : m.noFile);
      },
    }),
  );
/** The group an upload is for: a multipart field or the query, as the spec's other uploads take it. */
const groupField = z.object({ gid: idParam.optional() });
const deleteQuery = z.object({ fileId: idParam });
const groupOf = (ctx: Context) => {
  const body: unknown = ctx.request.body;
  const fromBody = typeof body === 'object' && body !== null && 'gid' in body ? body.gid : undefined;
  return { gid: fromBody ?? ctx.query.gid };
};

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp' };

/**
 * The Markdown editors' uploads (spec 03 §2.10, §6, §7.1): images for admins and group admins (with the
 * group's gid), other files for admins only, and deleting one's own (admins any). Each is an event on
 * `upload-<id>`; the bytes are served from `/api/public/upload/<file>`, images inline and every other
 * file as a download, never as a page.
 */
export function uploadRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });

  /** Who may put an image in: an admin role anywhere, a group admin (or above) for their group. */
  async function imageUploaderGroup(ctx: Context): Promise<number | null> {
    const principal = currentPrincipal(ctx);
    const { gid } = parseInput(groupField, groupOf(ctx));
    if (gid === undefined) {
      if (!isAdminRole(principal.roles)) throw new HttpError(403, m.imagesForbidden);
      return null;
    }
    if (isAdminRole(principal.roles)) await readableGroup(services.db, principal, gid);
    else await requireGroupAdmin(services.db, principal, gid);
    return gid;
  }

  async function store(ctx: Context, kind: 'image' | 'file', gid: number | null) {
    const field = ctx.request.files?.[kind];
    const upload: Upload | undefined = Array.isArray(field) ? field[0] : field;
    if (!upload) throw new HttpError(400, m.noFile);
    const { bytes, extension } = kind === 'image' ? await encodeImage(upload) : await fileBytes(upload);
    const { rows } = await sql<{ id: string }>`select nextval('upload_id_seq') as id`.execute(services.db);
    const id = Number(rows[0]?.id);
    const file = await storeUpload(services.filesDir, id, bytes, extension);
    const name = (upload.originalFilename ?? file).slice(0, 255);
    const uid = currentPrincipal(ctx).uid;
    const upload_ = { id, kind, file, name, size: bytes.length, gid, uid };
    await handleCommand(
      services.store,
      uploadStream(id),
      uploadDecider,
      { type: 'StoreUpload', upload: upload_ },
      {
        metadata: commandMetadata(ctx),
      },
    );
    ok(ctx, { link: uploadUrl(file), fileId: id, name });
  }

  router.post('/file/upload-md-img', requireLogin(), multipart(uploadLimits.imageMaxBytes), async (ctx) => {
    await store(ctx, 'image', await imageUploaderGroup(ctx));
  });

  router.post('/file/upload-md-file', requireLogin(), multipart(uploadLimits.fileMaxBytes), async (ctx) => {
    // Files only for admin roles (spec 03 §6), whatever group they are for.
    if (!isAdminRole(currentPrincipal(ctx).roles)) throw new HttpError(403, m.filesForbidden);
    const { gid } = parseInput(groupField, groupOf(ctx));
    if (gid !== undefined) await readableGroup(services.db, currentPrincipal(ctx), gid);
    await store(ctx, 'file', gid ?? null);
  });

  // The spec's method: a GET. It changes state, but the token travels in a header, so no page elsewhere
  // can make a signed-in browser call it (an <img> carries no token).
  router.get('/file/delete-md-img', requireLogin(), async (ctx) => {
    const { fileId } = parseInput(deleteQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const result = await handleCommand(
      services.store,
      uploadStream(fileId),
      uploadDecider,
      { type: 'DeleteUpload', actorUid: principal.uid, actorIsAdmin: isAdminRole(principal.roles) },
      { metadata: commandMetadata(ctx) },
    );
    const file = result.state.stored?.file;
    if (file) await removeUpload(services.filesDir, file);
    ok(ctx, null);
  });

  router.get('/public/upload/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    const bytes = UPLOAD_FILE.test(file) ? await readUpload(services.filesDir, file) : null;
    if (!bytes) throw new HttpError(404, m.missing);
    const extension = file.split('.').pop() ?? '';
    const image = CONTENT_TYPES[extension];
    ctx.body = bytes;
    ctx.type = image ?? 'application/octet-stream';
    if (!image) ctx.attachment(file);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  });

  return router;
}
