import { formOf, fpsWithImage, icpcPackage, testCaseZip } from '../files';
import { freshClassification, freshLanguage, freshProblem, freshTag } from '../fresh';
import { adminRoles, adminRolesElseHidden, everyone, signedIn, superAdmin } from '../principals';
import type { RouteTable } from '../types';

/** The problem bank: public reads (aimed at the private problem, which only admin roles may see), authoring, imports, tags, languages. */
export const problemRoutes: RouteTable = {
  'GET /api/get-problem-list': { access: everyone, request: () => ({}) },
  'GET /api/get-problem-detail': {
    access: adminRolesElseHidden,
    request: ({ w }) => ({ query: { problemId: w.problems.privateId } }),
  },
  'GET /api/get-random-problem': { access: everyone, request: () => ({}) },
  'GET /api/get-problem-code-template': {
    access: adminRolesElseHidden,
    request: ({ w }) => ({ query: { pid: w.problems.privatePid } }),
  },
  'GET /api/get-problem-languages': {
    access: adminRolesElseHidden,
    request: ({ w }) => ({ query: { pid: w.problems.privatePid } }),
  },
  'GET /api/languages': { access: everyone, request: () => ({}) },
  'POST /api/get-user-problem-status': {
    access: signedIn,
    request: ({ w }) => ({ body: { pidList: [w.problems.publicPid, w.problems.privatePid] } }),
  },
  'GET /api/get-recent-updated-problem': { access: everyone, request: () => ({}) },
  // Queues a fetch job for a remote runner (none runs here): every allowed call queues one.
  'POST /api/admin/import-remote-problem': {
    access: adminRoles,
    mutates: true,
    request: () => ({ body: { bank: 'HDU', problemId: '1000' } }),
  },
  'POST /api/admin/problem': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => {
      const problemId = w.unique('new-');
      return {
        body: { problem: { problemId, title: problemId }, testCases: [{ input: '1 2\n', output: '3\n' }] },
      };
    },
  },
  'PUT /api/admin/problem': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { pid: w.problems.editPid, problem: { title: w.unique('Edited ') } } }),
  },
  'DELETE /api/admin/problem': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { pid: allowed ? await freshProblem(w) : w.problems.privatePid },
    }),
  },
  'GET /api/admin/problem': {
    access: adminRoles,
    request: ({ w }) => ({ query: { pid: w.problems.privatePid } }),
  },
  'GET /api/admin/get-problem-list': { access: adminRoles, request: () => ({}) },
  // Set to what the edit problem already has (public ACM): the other cases keep reading it as they expect.
  'PUT /api/admin/change-problem-auth': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { pid: w.problems.editPid, auth: 1 } }),
  },
  'PUT /api/admin/change-problem-type': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { pid: w.problems.editPid, type: 0 } }),
  },
  'PUT /api/admin/batch-change-problem': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { pids: [w.problems.editPid], auth: 1, type: 0 } }),
  },
  'POST /api/admin/problem/compile-checker': {
    access: adminRoles,
    mutates: true,
    request: () => ({ body: { language: 'C++', code: 'int main() { return 0; }\n' } }),
    alsoOk: {
      statuses: [409],
      why: 'no judge runner takes the checker here: it was queued and nobody answered',
    },
  },
  'POST /api/admin/import-icpc-problem': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ form: formOf({ file: icpcPackage(w.unique('icpc')) }) }),
  },
  'POST /api/admin/import-fps-problem': {
    access: adminRoles,
    mutates: true,
    request: async ({ w }) => ({ form: formOf({ file: await fpsWithImage(w.unique('Imported ')) }) }),
  },
  'POST /api/file/upload-testcase-zip': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ form: formOf({ pid: String(w.problems.editPid), file: testCaseZip() }) }),
  },
  'GET /api/file/download-testcase': {
    access: adminRoles,
    request: ({ w }) => ({ query: { pid: w.problems.privatePid } }),
  },
  'POST /api/admin/import-problems': {
    access: adminRoles,
    mutates: true,
    request: async ({ w }) => ({
      form: formOf({ mode: 'valid', files: await fpsWithImage(w.unique('Batch ')) }),
    }),
  },
  'GET /api/admin/import-jobs/:job': {
    access: adminRoles,
    // A job of the super admin's (an empty FPS file: quick), read by each allowed caller; a refused one is
    // refused before the job is looked up, and must not make one (refusals run on an untouched world).
    request: async ({ w, allowed }) => {
      if (!allowed) return { params: { job: 1 } };
      const form = formOf({ mode: 'valid', files: new Blob(['<fps version="1.1"></fps>']) });
      const reply = await w.accounts.root.client.post('/api/admin/import-problems', form);
      return { params: { job: (reply.body.data as { job: number }).job } };
    },
  },
  // Only a job whose server died may be started again (importJobRestart.e2e.test.ts starts one): here the
  // job is one that ended (or none yet), which an allowed caller is told after the role check.
  'POST /api/admin/import-jobs/:job/restart': {
    access: adminRoles,
    mutates: true,
    request: () => ({ params: { job: 1 } }),
    alsoOk: { statuses: [404, 409], why: 'job 1 is not one whose server stopped (or does not exist yet)' },
  },
  'GET /api/admin/export-problems': {
    access: adminRoles,
    request: ({ w }) => ({ query: { pids: String(w.problems.privatePid) } }),
  },
  'GET /api/public/image/:file': {
    access: everyone,
    request: ({ w }) => ({ params: { file: w.imageFile } }),
  },
  'GET /api/get-all-problem-tags': { access: everyone, request: () => ({}) },
  'GET /api/get-problem-tags-and-classification': { access: everyone, request: () => ({}) },
  'GET /api/admin/tag': { access: adminRoles, request: () => ({}) },
  'POST /api/admin/tag': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { name: w.unique('tag') } }),
  },
  'PUT /api/admin/tag': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { id: w.tagId, name: w.unique('tag') } }),
  },
  'DELETE /api/admin/tag': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({ query: { tid: allowed ? await freshTag(w) : w.tagId } }),
  },
  'GET /api/admin/tag/classification': { access: adminRoles, request: () => ({}) },
  'POST /api/admin/tag/classification': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { name: w.unique('class') } }),
  },
  'PUT /api/admin/tag/classification': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { id: w.classificationId, name: w.unique('class') } }),
  },
  'DELETE /api/admin/tag/classification': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { tcid: allowed ? await freshClassification(w) : w.classificationId },
    }),
  },
  'GET /api/admin/language': { access: adminRoles, request: () => ({}) },
  'POST /api/admin/language': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: { ...w.languageTemplate, name: w.unique('Lang') } }),
  },
  'PUT /api/admin/language': {
    access: superAdmin,
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: {
        ...(allowed ? await freshLanguage(w) : w.languageTemplate),
        description: 'Changed by the matrix',
      },
    }),
  },
  'DELETE /api/admin/language': {
    access: superAdmin,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { name: String(allowed ? (await freshLanguage(w)).name : w.languageTemplate.name) },
    }),
  },
};
