import { pngFile } from '../files';
import { freshUpload } from '../fresh';
import { adminRoles, everyone, groupAccess } from '../principals';
import type { Call, RouteTable } from '../types';

const GROUP_PEOPLE = new Set(['groupOwner', 'groupAdmin', 'groupMember', 'groupApplicant']);

/** An image form; the group's people send it for the world's group (spec 03 §6: group admins may). */
async function imageForm({ w, caller }: Call) {
  const form = new FormData();
  form.append('image', await pngFile('figure.png'));
  if (GROUP_PEOPLE.has(caller.who)) form.append('gid', String(w.groups.gid));
  return { form };
}

/**
 * The Markdown editors' uploads (spec 03 §2.10, §6, §7.1): images for admin roles and, for their group,
 * group admins; files for admin roles; deleting one's own upload (admins any: the refused callers try an
 * admin's); the bytes public by their unguessable names.
 */
export const uploadRoutes: RouteTable = {
  'POST /api/file/upload-md-img': {
    access: adminRoles,
    groupAccess: groupAccess(403, { groupOwner: 'allow', groupAdmin: 'allow' }),
    mutates: true,
    request: imageForm,
  },
  'POST /api/file/upload-md-file': {
    access: adminRoles,
    mutates: true,
    request: async () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0])], 'notes.pdf'));
      return { form };
    },
  },
  'GET /api/file/delete-md-img': {
    access: adminRoles,
    mutates: true,
    // The world's upload (named `<id>-<hash>.png`) for the refused; a fresh one of the root's for the allowed.
    request: async ({ w, allowed }) => ({
      query: { fileId: allowed ? (await freshUpload(w)).fileId : Number.parseInt(w.uploadFile, 10) },
    }),
  },
  'GET /api/public/upload/:file': {
    access: everyone,
    request: ({ w }) => ({ params: { file: w.uploadFile } }),
  },
};
