import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * Files put into Markdown through the editors (spec 03 §2.10 and §7.1: `upload-md-img`, `upload-md-file`,
 * `delete-md-img`), one stream per upload, `upload-<id>`: who stored what, for which group, and its
 * deletion. The bytes are on disk (`files/uploads/<file>`); the events say whose they are, so only the
 * uploader or an admin may delete one.
 *
 * @example
 * { type: 'UploadStored', data: { id: 7, kind: 'image', file: '7-3f9a0c1d2b4e5f60.png', name: 'tree.png', size: 5120, gid: null, uid: 'u1' } }
 */
const id = z.number().int().positive();

export const UploadStored = defineEvent('UploadStored', {
  schema: z.object({
    id,
    /** `image` (re-encoded, shown inline) or `file` (any bytes, always downloaded as an attachment). */
    kind: z.enum(['image', 'file']),
    /** The stored name, `<id>-<sha256 prefix>.<ext>`, served from `/api/public/upload/<file>`. */
    file: z.string().regex(/^\d+-[0-9a-f]{16}\.[a-z0-9]{1,10}$/),
    /** The name the uploader's file had (what the link shows). */
    name: z.string().max(255),
    size: z.number().int().nonnegative(),
    /** The group whose admin uploaded it (spec 03 §6), or null. */
    gid: z.number().int().positive().nullable(),
    uid: z.string(),
  }),
});
export const UploadDeleted = defineEvent('UploadDeleted', { schema: z.object({ id }) });

export const uploadEvents = [UploadStored, UploadDeleted] as const;

export const uploadStream = (uploadId: number) => `upload-${uploadId}`;
