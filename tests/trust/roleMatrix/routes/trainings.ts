import { freshTraining, freshTrainingCategory } from '../fresh';
import { type Access, adminRoles, everyone, except, signedIn } from '../principals';
import type { RouteTable } from '../types';

/**
 * A private training's problems and rank: the registered user and restricted user, and admin roles.
 * Visitors (a banned token counts for nothing, nor does the judge token) are asked to log in first.
 */
const privateReaders: Access = except(signedIn, { banned: 401, demotedAuthor: 403 });

/** Trainings (spec 02, spec 03's back office): the public calls and the admins' pages. */
export const trainingRoutes: RouteTable = {
  'GET /api/get-training-category': { access: everyone, request: () => ({}) },
  'GET /api/get-training-list': { access: everyone, request: () => ({}) },
  'GET /api/get-training-detail': {
    access: everyone,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid } }),
  },
  'GET /api/get-training-access': {
    access: everyone,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid } }),
  },
  'POST /api/register-training': {
    access: signedIn,
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: { tid: allowed ? await freshTraining(w) : w.trainings.privateTid, password: '' },
    }),
  },
  'GET /api/get-training-problem-list': {
    access: privateReaders,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid } }),
  },
  'GET /api/get-training-problem-details': {
    access: privateReaders,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid, problemId: w.problems.publicId } }),
  },
  'GET /api/get-training-rank': {
    access: privateReaders,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid } }),
  },
  'GET /api/admin/training/list': { access: adminRoles, request: () => ({}) },
  'GET /api/admin/training': {
    access: adminRoles,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid } }),
  },
  'POST /api/admin/training': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({
      body: { title: w.unique('Made '), description: 'By the matrix', categoryId: w.trainings.categoryId },
    }),
  },
  'PUT /api/admin/training': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { id: w.trainings.publicTid, title: w.unique('Edited ') } }),
  },
  'PUT /api/admin/training/change-training-status': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: { id: allowed ? await freshTraining(w) : w.trainings.publicTid, status: false },
    }),
  },
  'DELETE /api/admin/training': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { tid: allowed ? await freshTraining(w) : w.trainings.publicTid },
    }),
  },
  'GET /api/admin/training/problem-list': {
    access: adminRoles,
    request: ({ w }) => ({ query: { tid: w.trainings.privateTid } }),
  },
  'POST /api/admin/training/problem': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => {
      const tid = allowed ? await freshTraining(w) : w.trainings.publicTid;
      if (allowed)
        await w.accounts.root.client.call(
          'DELETE',
          `/api/admin/training/problem?tid=${tid}&pid=${w.problems.publicPid}`,
        );
      return { body: { tid, problemIds: [w.problems.publicId] } };
    },
  },
  'DELETE /api/admin/training/problem': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { tid: allowed ? await freshTraining(w) : w.trainings.publicTid, pid: w.problems.publicPid },
    }),
  },
  'PUT /api/admin/training/problem-order': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { tid: w.trainings.publicTid, pids: [w.problems.publicPid] } }),
  },
  'PUT /api/admin/training/problem-visibility': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { tid: w.trainings.publicTid, pid: w.problems.publicPid, visible: true } }),
  },
  'GET /api/admin/training/category': { access: adminRoles, request: () => ({}) },
  'POST /api/admin/training/category': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { name: w.unique('category'), color: '#112233' } }),
  },
  'PUT /api/admin/training/category': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({
      body: { id: w.trainings.categoryId, name: w.unique('renamed'), color: '#445566' },
    }),
  },
  'DELETE /api/admin/training/category': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { id: allowed ? await freshTrainingCategory(w) : w.trainings.categoryId },
    }),
  },
};
