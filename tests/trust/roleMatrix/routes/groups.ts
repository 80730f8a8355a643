import { codeIn } from '../../../support/accounts';
import { ok } from '../api';
import { pngFile } from '../files';
import { freshAccount } from '../fresh';
import { type Access, everyone, except, groupAccess, signedIn, superAdmin } from '../principals';
import type { Call, RouteTable } from '../types';
import type { World } from '../world';

/** Its members' pages (members, applications): visitors are asked to sign in, a banned token counts for nothing. */
const membersOnly: Access = except(superAdmin, { banned: 401 });
const groupForm = (w: World) => ({
  name: w.unique('Made '),
  shortName: 'maker',
  brief: 'Made by the matrix',
  description: 'A public group',
  auth: 1,
});

/** A public group of the other user's: allowed joins and exits each get one of their own. */
async function freshGroup(w: World): Promise<number> {
  return (await ok<{ id: number }>(w.accounts.other.client.post('/api/group', groupForm(w)))).id;
}

/** The caller's own new group to disband, with the code the disband-code call mailed them just before. */
async function disbandRequest({ w, caller, allowed }: Call) {
  const account = caller.account;
  if (!allowed || !account)
    return { query: { gid: w.groups.gid, email: 'nobody@example.com', code: '123456' } };
  const gid = (await ok<{ id: number }>(account.client.post('/api/group', groupForm(w)))).id;
  // The account's address now: the e-mail change earlier in the matrix may have replaced the first one.
  const email = [...caller.emails].at(-1) ?? account.email;
  const code = codeIn(await w.t.smtp.mailTo(email));
  return { query: { gid, email, code } };
}

/**
 * Groups (spec 03 sections 2.3-2.8, 6, 7), called on the world's private group by the site's principals
 * and the group's own people. Its card is public; its members' pages are its members'; its settings and
 * its disbanding its owner's (and the super admin's).
 */
export const groupRoutes: RouteTable = {
  'GET /api/get-group-list': { access: everyone, groupAccess: groupAccess('allow'), request: () => ({}) },
  'GET /api/get-group-detail': {
    access: everyone,
    groupAccess: groupAccess('allow'),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'GET /api/get-group-access': {
    access: everyone,
    groupAccess: groupAccess('allow'),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'GET /api/get-group-auth': {
    access: everyone,
    groupAccess: groupAccess('allow'),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'POST /api/group': {
    access: signedIn,
    groupAccess: groupAccess('allow'),
    mutates: true,
    request: ({ w }) => ({ body: groupForm(w) }),
  },
  'PUT /api/group': {
    access: superAdmin,
    groupAccess: groupAccess(403, { groupOwner: 'allow' }),
    mutates: true,
    request: ({ w }) => ({ body: { id: w.groups.gid, brief: w.unique('Brief ') } }),
  },
  'POST /api/group/disband-code': {
    access: superAdmin,
    groupAccess: groupAccess(403, { groupOwner: 'allow' }),
    mutates: true,
    request: ({ w }) => ({ body: { gid: w.groups.gid } }),
  },
  'DELETE /api/group': {
    access: superAdmin,
    groupAccess: groupAccess(403, { groupOwner: 'allow' }),
    mutates: true,
    request: disbandRequest,
  },
  'GET /api/group/get-member-list': {
    access: membersOnly,
    groupAccess: groupAccess('allow', { groupApplicant: 403 }),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'GET /api/group/get-apply-list': {
    access: membersOnly,
    groupAccess: groupAccess(403, { groupOwner: 'allow', groupAdmin: 'allow' }),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'POST /api/group/member': {
    access: signedIn,
    groupAccess: groupAccess('allow'),
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: { gid: allowed ? await freshGroup(w) : w.groups.gid, reason: 'Let me in', code: '' },
    }),
  },
  // Refusing the applicant: the first allowed call refuses, the later ones find it done.
  'PUT /api/group/member': {
    access: superAdmin,
    groupAccess: groupAccess(403, { groupOwner: 'allow', groupAdmin: 'allow' }),
    mutates: true,
    request: ({ w }) => ({ body: { gid: w.groups.gid, uid: w.accounts.groupApplicant.uid, auth: 2 } }),
  },
  // Removing an application of a new account's; refused calls aim at the member.
  'DELETE /api/group/member': {
    access: superAdmin,
    groupAccess: groupAccess(403, { groupOwner: 'allow', groupAdmin: 'allow' }),
    mutates: true,
    request: async ({ w, allowed }) => {
      if (!allowed) return { query: { gid: w.groups.gid, uid: w.accounts.groupMember.uid } };
      const applicant = await freshAccount(w);
      await ok(
        applicant.client.post('/api/group/member', {
          gid: w.groups.gid,
          reason: 'The matrix',
          code: w.groups.code,
        }),
      );
      return { query: { gid: w.groups.gid, uid: applicant.uid } };
    },
  },
  // Members exit; the owner may not (it disbands), and non-members have nothing to exit.
  'GET /api/group/get-contest-list': {
    access: membersOnly,
    groupAccess: groupAccess('allow', { groupApplicant: 403 }),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'GET /api/group/get-admin-contest-list': {
    access: membersOnly,
    groupAccess: groupAccess(403, { groupOwner: 'allow', groupAdmin: 'allow' }),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'GET /api/group/get-submission-list': {
    access: membersOnly,
    groupAccess: groupAccess('allow', { groupApplicant: 403 }),
    request: ({ w }) => ({ query: { gid: w.groups.gid } }),
  },
  'GET /api/get-group-rank-list': {
    access: membersOnly,
    groupAccess: groupAccess('allow', { groupApplicant: 403 }),
    request: ({ w }) => ({ query: { gid: w.groups.gid, type: 'OI', keyword: 'u' } }),
  },
  // A group contest's problem from the group's own bank by its ID: those who manage the contest (its
  // group's root, super admins) hear that the group has no such problem; the others are refused first.
  'POST /api/admin/contest/add-problem-from-group': {
    access: except(superAdmin, { root: 404 }),
    groupAccess: groupAccess(403, { groupOwner: 404 }),
    mutates: true,
    request: ({ w }) => ({
      body: { cid: w.groups.cid, problemId: 'no-such-problem', displayId: 'A' },
    }),
  },
  'POST /api/file/upload-group-avatar': {
    access: superAdmin,
    groupAccess: groupAccess(403, { groupOwner: 'allow' }),
    mutates: true,
    request: async ({ w }) => {
      const form = new FormData();
      form.append('gid', String(w.groups.gid));
      form.append('image', await pngFile());
      return { form };
    },
  },
  'DELETE /api/group/member/exit': {
    access: except(superAdmin, { root: 403 }),
    groupAccess: groupAccess(403, { groupAdmin: 'allow', groupMember: 'allow' }),
    mutates: true,
    request: async ({ w, allowed, caller }) => {
      if (!allowed || !caller.account) return { query: { gid: w.groups.gid } };
      const gid = await freshGroup(w);
      await ok(caller.account.client.post('/api/group/member', { gid, reason: '', code: '' }));
      return { query: { gid } };
    },
  },
};
