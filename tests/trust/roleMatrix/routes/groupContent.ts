import type { TestAccount } from '../../../support/accounts';
import { ok, unique } from '../api';
import { formOf, testCaseZip } from '../files';
import { type Access, adminRoles, except, groupAccess, superAdmin } from '../principals';
import type { Call, RouteTable } from '../types';
import type { World } from '../world';

/**
 * The world's group content: a group problem, a group training with it, and an announcement, all its
 * owner's (spec 03 sections 2.6 and 6: a group admin changes only their own items, the root any).
 */
export interface GroupContent {
  pid: number;
  problemId: string;
  tid: number;
  aid: number;
  /** The owner's discussion in the group, and the category it is in. */
  did: number;
  discussionCategoryId: number;
}

/**
 * Members' lists: visitors are asked to sign in, a banned token counts for nothing. The admins' calls sign
 * in first (`superAdmin`: a banned account is refused with 403), then the group's rule decides.
 */
const membersOnly: Access = except(superAdmin, { banned: 401 });
const members = groupAccess('allow', { groupApplicant: 403 });
const groupAdmins = groupAccess(403, { groupOwner: 'allow', groupAdmin: 'allow' });
/** The owner's items: its root (the owner, super admins) only; the group admin did not write them. */
const ownersItems = groupAccess(403, { groupOwner: 'allow' });

/** A problem of the group; its ID as stored, with the group's short name in front (spec 03). */
async function groupProblemOf(owner: TestAccount, gid: number) {
  const bare = unique('grp-');
  return ok<{ pid: number; problemId: string }>(
    owner.client.post('/api/group/problem', {
      gid,
      problem: { problemId: bare, title: `Group ${bare}` },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    }),
  );
}

async function groupTrainingOf(owner: TestAccount, gid: number, categoryId: number, problemId?: string) {
  const { id } = await ok<{ id: number }>(
    owner.client.post('/api/group/training', {
      gid,
      title: unique('Group training '),
      description: 'Made by the role matrix',
      categoryId,
    }),
  );
  if (problemId)
    await ok(owner.client.post('/api/group/training-problem-from-group', { gid, tid: id, problemId }));
  return id;
}

async function announcementOf(owner: TestAccount, gid: number) {
  const { id } = await ok<{ id: number }>(
    owner.client.post('/api/group/announcement', {
      gid,
      title: unique('News '),
      content: 'The matrix says hi',
    }),
  );
  return id;
}

async function groupDiscussionOf(who: TestAccount, gid: number, categoryId: number) {
  const { id } = await ok<{ id: number }>(
    who.client.post('/api/group/discussion', {
      gid,
      title: unique('Group talk '),
      description: 'By the role matrix',
      content: 'Hello, class',
      categoryId,
    }),
  );
  return id;
}

/** The world's group content, made by the group's owner. */
export async function groupContentOf(
  owner: TestAccount,
  gid: number,
  categoryId: number,
  discussionCategoryId: number,
): Promise<GroupContent> {
  const { pid, problemId } = await groupProblemOf(owner, gid);
  const tid = await groupTrainingOf(owner, gid, categoryId, problemId);
  const did = await groupDiscussionOf(owner, gid, discussionCategoryId);
  return { pid, problemId, tid, aid: await announcementOf(owner, gid), did, discussionCategoryId };
}

const owner = (w: World) => w.accounts.groupOwner;
const gidOf = (w: World) => w.groups.gid;
/** An allowed mutating call gets a fresh item of the owner's; a refused one aims at the world's. */
const freshProblem = async ({ w, allowed }: Call) =>
  allowed ? (await groupProblemOf(owner(w), gidOf(w))).pid : w.groupContent.pid;
const freshTraining = async ({ w, allowed }: Call) =>
  allowed
    ? groupTrainingOf(owner(w), gidOf(w), w.trainings.categoryId, w.groupContent.problemId)
    : w.groupContent.tid;

export const groupContentRoutes: RouteTable = {
  'GET /api/group/get-discussion-list': {
    access: membersOnly,
    groupAccess: members,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'GET /api/group/get-admin-discussion-list': {
    access: superAdmin,
    groupAccess: groupAdmins,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'POST /api/group/discussion': {
    access: superAdmin,
    groupAccess: members,
    mutates: true,
    request: ({ w }) => ({
      body: {
        gid: gidOf(w),
        title: unique('Asked '),
        description: 'By the matrix',
        content: 'A question',
        categoryId: w.groupContent.discussionCategoryId,
      },
    }),
  },
  // Pinning: the group's admins and root (super admins) moderate any discussion of the group.
  'PUT /api/group/discussion': {
    access: superAdmin,
    groupAccess: groupAdmins,
    mutates: true,
    request: ({ w }) => ({ body: { gid: gidOf(w), id: w.groupContent.did, topPriority: true } }),
  },
  'DELETE /api/group/discussion': {
    access: superAdmin,
    groupAccess: groupAdmins,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: {
        gid: gidOf(w),
        did: allowed
          ? await groupDiscussionOf(owner(w), gidOf(w), w.groupContent.discussionCategoryId)
          : w.groupContent.did,
      },
    }),
  },
  'GET /api/group/get-problem-list': {
    access: membersOnly,
    groupAccess: members,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'GET /api/group/get-admin-problem-list': {
    access: superAdmin,
    groupAccess: groupAdmins,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'GET /api/group/problem': {
    access: superAdmin,
    groupAccess: ownersItems,
    request: ({ w }) => ({ query: { gid: gidOf(w), pid: w.groupContent.pid } }),
  },
  'POST /api/group/problem': {
    access: superAdmin,
    groupAccess: groupAdmins,
    mutates: true,
    request: ({ w }) => ({
      body: {
        gid: gidOf(w),
        problem: { problemId: unique('grp-made-'), title: 'Made by the matrix' },
        testCases: [{ input: '1 2\n', output: '3\n' }],
      },
    }),
  },
  'PUT /api/group/problem': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: ({ w }) => ({
      body: { gid: gidOf(w), pid: w.groupContent.pid, problem: { hint: unique('Hint ') } },
    }),
  },
  'DELETE /api/group/problem': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => ({ query: { gid: gidOf(call.w), pid: await freshProblem(call) } }),
  },
  'POST /api/group/compile-checker': {
    access: superAdmin,
    groupAccess: groupAdmins,
    mutates: true,
    request: ({ w }) => ({
      query: { gid: gidOf(w) },
      body: { language: 'C++', code: 'int main() { return 0; }\n' },
    }),
    alsoOk: {
      statuses: [409],
      why: 'no judge runner takes the checker here: it was queued and nobody answered',
    },
  },
  'GET /api/group/download-testcase': {
    access: superAdmin,
    groupAccess: ownersItems,
    request: ({ w }) => ({ query: { gid: gidOf(w), pid: w.groupContent.pid } }),
  },
  // The group's test data zip: the problem's author or the group's root, checked before the upload is read.
  'POST /api/group/upload-testcase-zip': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: ({ w }) => ({
      query: { gid: gidOf(w), pid: w.groupContent.pid },
      form: formOf({ file: testCaseZip() }),
    }),
  },
  'PUT /api/group/change-problem-auth': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: ({ w }) => ({ body: { gid: gidOf(w), pid: w.groupContent.pid, auth: 1 } }),
  },
  'PUT /api/group/apply-public': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => ({ body: { gid: gidOf(call.w), pid: await freshProblem(call), flag: true } }),
  },
  // Site admins answer an application: each allowed call gets a freshly applied problem.
  'PUT /api/admin/group-problem/change-progress': {
    access: adminRoles,
    groupAccess: groupAccess(403),
    mutates: true,
    request: async (call) => {
      const pid = await freshProblem(call);
      if (call.allowed)
        await ok(
          owner(call.w).client.put('/api/group/apply-public', { gid: gidOf(call.w), pid, flag: true }),
        );
      return { body: { pid, progress: 3 } };
    },
  },
  'GET /api/group/get-training-list': {
    access: membersOnly,
    groupAccess: members,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'GET /api/group/get-admin-training-list': {
    access: superAdmin,
    groupAccess: groupAdmins,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'GET /api/group/training': {
    access: superAdmin,
    groupAccess: ownersItems,
    request: ({ w }) => ({ query: { gid: gidOf(w), tid: w.groupContent.tid } }),
  },
  'POST /api/group/training': {
    access: superAdmin,
    groupAccess: groupAdmins,
    mutates: true,
    request: ({ w }) => ({
      body: {
        gid: gidOf(w),
        title: unique('Made '),
        description: 'By the matrix',
        categoryId: w.trainings.categoryId,
      },
    }),
  },
  'PUT /api/group/training': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: ({ w }) => ({ body: { gid: gidOf(w), id: w.groupContent.tid, title: unique('Edited ') } }),
  },
  'DELETE /api/group/training': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => ({ query: { gid: gidOf(call.w), tid: await freshTraining(call) } }),
  },
  'PUT /api/group/change-training-status': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => ({ body: { gid: gidOf(call.w), id: await freshTraining(call), status: false } }),
  },
  'GET /api/group/get-training-problem-list': {
    access: superAdmin,
    groupAccess: ownersItems,
    request: ({ w }) => ({ query: { gid: gidOf(w), tid: w.groupContent.tid } }),
  },
  'POST /api/group/training-problem-from-public': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => ({
      body: { gid: gidOf(call.w), tid: await freshTraining(call), problemId: call.w.problems.publicId },
    }),
  },
  'POST /api/group/training-problem-from-group': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => {
      const tid = call.allowed
        ? await groupTrainingOf(owner(call.w), gidOf(call.w), call.w.trainings.categoryId)
        : call.w.groupContent.tid;
      return { body: { gid: gidOf(call.w), tid, problemId: call.w.groupContent.problemId } };
    },
  },
  'PUT /api/group/training-problem': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: ({ w }) => ({ body: { gid: gidOf(w), tid: w.groupContent.tid, pids: [w.groupContent.pid] } }),
  },
  'DELETE /api/group/training-problem': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async (call) => ({
      query: { gid: gidOf(call.w), tid: await freshTraining(call), pid: call.w.groupContent.pid },
    }),
  },
  'GET /api/group/get-announcement-list': {
    access: membersOnly,
    groupAccess: members,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'GET /api/group/get-admin-announcement-list': {
    access: superAdmin,
    groupAccess: groupAdmins,
    request: ({ w }) => ({ query: { gid: gidOf(w) } }),
  },
  'POST /api/group/announcement': {
    access: superAdmin,
    groupAccess: groupAdmins,
    mutates: true,
    request: ({ w }) => ({ body: { gid: gidOf(w), title: unique('Posted '), content: 'By the matrix' } }),
  },
  'PUT /api/group/announcement': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: ({ w }) => ({ body: { gid: gidOf(w), id: w.groupContent.aid, content: unique('Edited ') } }),
  },
  'DELETE /api/group/announcement': {
    access: superAdmin,
    groupAccess: ownersItems,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { gid: gidOf(w), id: allowed ? await announcementOf(owner(w), gidOf(w)) : w.groupContent.aid },
    }),
  },
};
