import { pngFile } from '../files';
import { freshCarouselImage } from '../fresh';
import { adminRoles, everyone } from '../principals';
import type { RouteTable } from '../types';

/** The home page (spec 01 sections 2.3 and 7) and the rank lists (spec 02): public reads, admins' edits. */
export const homeRoutes: RouteTable = {
  'GET /api/get-rank-list': { access: everyone, request: () => ({ query: { type: 1, searchUser: 'u' } }) },
  'GET /api/home-carousel': { access: everyone, request: () => ({}) },
  'POST /api/admin/home-carousel': {
    access: adminRoles,
    mutates: true,
    request: async () => {
      const form = new FormData();
      form.append('image', await pngFile('slide.png'));
      return { form };
    },
  },
  'DELETE /api/admin/home-carousel': {
    access: adminRoles,
    mutates: true,
    request: async ({ w, allowed }) => ({ query: { id: allowed ? await freshCarouselImage(w) : 1 } }),
  },
  'GET /api/home-exams': { access: everyone, request: () => ({}) },
  'PUT /api/admin/home-exams': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ body: { exams: [{ name: w.unique('Exam '), date: '2026-11-28' }] } }),
  },
  'GET /api/get-recent-contest': { access: everyone, request: () => ({}) },
  'GET /api/get-recent-other-contest': { access: everyone, request: () => ({}) },
  'GET /api/get-recent-seven-ac-rank': { access: everyone, request: () => ({}) },
  'GET /api/get-last-week-submission-statistics': {
    access: everyone,
    request: () => ({ query: { forceRefresh: true } }),
  },
};
