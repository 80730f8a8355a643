import { clicsFeed, formOf } from '../files';
import { freshAnnouncement, freshContest, freshContestProblem, freshProblem } from '../fresh';
import {
  contestAdmins,
  contestAdminsElseHidden,
  contestants,
  contestCreators,
  everyone,
  signedIn,
} from '../principals';
import type { Call, RouteTable } from '../types';
import { contestOf } from '../world';

const MIN = 60_000;
const PRINT = '#include <cstdio>\nint main() { puts("please print this page for the matrix team"); }\n';
const cidOf = (call: Call) => ({ query: { cid: contestOf(call).cid } });

/**
 * The contest area, on the caller's contests (`contestOf`): the private running sealed one unless a
 * route needs another.
 */
export const contestRoutes: RouteTable = {
  'GET /api/get-contest-list': { access: everyone, request: () => ({}) },
  'GET /api/get-contest-info': {
    access: contestAdminsElseHidden,
    request: (call) => ({ query: { cid: contestOf(call).hiddenCid } }),
  },
  'GET /api/get-contest-access': { access: signedIn, request: cidOf },
  'GET /api/get-contest-registrations': { access: contestAdmins, request: cidOf },
  'POST /api/register-contest': {
    access: signedIn,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, password: contestOf(call).pwd } }),
  },
  'GET /api/get-contest-problem': { access: contestants, request: cidOf },
  // The training variant (tid) is tested in tests/contest/focusMode.e2e.test.ts.
  'GET /api/get-full-screen-problem-list': { access: contestants, request: cidOf },
  'GET /api/get-contest-problem-details': {
    access: contestants,
    request: (call) => ({ query: { cid: contestOf(call).cid, displayId: 'A' } }),
  },
  'GET /api/get-contest-announcement': { access: contestants, request: cidOf },
  'POST /api/get-contest-rank': {
    access: contestants,
    request: (call) => ({ body: { cid: contestOf(call).cid } }),
  },
  'POST /api/get-contest-outside-scoreboard': {
    access: everyone,
    request: (call) => ({ body: { cid: contestOf(call).cid } }),
  },
  'GET /api/get-contest-outsize-info': { access: everyone, request: cidOf },
  'GET /api/contest-submissions': { access: contestants, request: cidOf },
  'POST /api/get-contest-not-read-announcement': {
    access: contestants,
    request: (call) => ({ body: { cid: contestOf(call).cid, readAnnouncementList: [] } }),
  },
  'GET /api/contest-history': { access: contestants, request: cidOf },
  'GET /api/contest-board-at': {
    access: contestants,
    request: (call) => ({ query: { cid: contestOf(call).cid, time: 30 * MIN, view: 'real' } }),
  },
  // Virtual participation, in the ended public contest (nobody of the matrix submitted in it).
  'GET /api/contest/virtual': {
    access: signedIn,
    request: (call) => ({ query: { cid: contestOf(call).endedCid } }),
  },
  'POST /api/contest/virtual/start': {
    access: signedIn,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).endedCid } }),
  },
  'GET /api/get-contest-ac-info': { access: contestAdmins, request: cidOf },
  'PUT /api/check-contest-ac-info': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, id: contestOf(call).acInfoId, checked: true } }),
  },
  'POST /api/submit-print-text': {
    access: contestants,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, content: PRINT } }),
  },
  'GET /api/get-contest-print': { access: contestAdmins, request: cidOf },
  'PUT /api/check-contest-print-status': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, id: contestOf(call).printId } }),
  },
  'GET /api/file/download-contest-print-text': {
    access: contestAdmins,
    request: (call) => ({ query: { id: contestOf(call).printId } }),
  },
  'GET /api/get-contest-scroll-board-info': {
    access: contestAdmins,
    request: (call) => ({ query: { cid: contestOf(call).endedCid } }),
  },
  'GET /api/get-contest-scroll-board-submission': {
    access: contestAdmins,
    request: (call) => ({ query: { cid: contestOf(call).endedCid } }),
  },
  'GET /api/contests/:cid/event-feed': {
    access: contestAdmins,
    request: (call) => ({ params: { cid: contestOf(call).cid }, query: { stream: 'false' } }),
  },
  'GET /api/contests/:cid/event-feed/download': {
    access: contestAdmins,
    request: (call) => ({ params: { cid: contestOf(call).cid } }),
  },
  'POST /api/admin/contest/import-event-feed': {
    access: contestCreators,
    mutates: true,
    request: () => ({ form: formOf({ file: clicsFeed() }) }),
  },
  'POST /api/admin/contest': {
    access: contestCreators,
    mutates: true,
    request: (call) => ({
      body: {
        title: call.w.unique('New contest '),
        description: 'Made by the role matrix',
        startTime: new Date(Date.now() + 60 * MIN).toISOString(),
        endTime: new Date(Date.now() + 120 * MIN).toISOString(),
        type: 0,
        auth: 0,
      },
    }),
  },
  'PUT /api/admin/contest': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, title: call.w.unique('Renamed contest ') } }),
  },
  'DELETE /api/admin/contest': {
    access: contestAdmins,
    mutates: true,
    request: async (call) => ({
      query: { cid: call.allowed ? await freshContest(call.w) : contestOf(call).cid },
    }),
  },
  'GET /api/admin/contest': { access: contestAdmins, request: cidOf },
  // Each admin lists the contests it may manage (root all, an admin its own).
  'GET /api/admin/contest/get-contest-list': { access: contestCreators, request: () => ({}) },
  'PUT /api/admin/contest/change-contest-visible': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, visible: true } }),
  },
  'GET /api/admin/contest/get-problem-list': { access: contestAdmins, request: cidOf },
  'POST /api/admin/contest/add-problem-from-public': {
    access: contestAdmins,
    mutates: true,
    request: async (call) => ({
      body: {
        cid: contestOf(call).cid,
        pid: call.allowed ? await freshProblem(call.w) : call.w.problems.editPid,
        displayId: call.w.unique('B'),
      },
    }),
  },
  'PUT /api/admin/contest/contest-problem': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({
      body: {
        cid: contestOf(call).cid,
        pid: call.w.problems.publicPid,
        displayTitle: call.w.unique('Problem '),
      },
    }),
  },
  'DELETE /api/admin/contest/problem': {
    access: contestAdmins,
    mutates: true,
    request: async (call) => ({
      query: {
        cid: contestOf(call).cid,
        pid: call.allowed ? await freshContestProblem(call.w) : call.w.problems.publicPid,
      },
    }),
  },
  'GET /api/file/download-contest-ac-submission': {
    access: contestAdmins,
    request: (call) => ({ query: { cid: contestOf(call).cid, excludeAdmin: 'true', splitType: 'problem' } }),
  },
  // A fresh prefix per call: an allowed call makes the accounts, and a taken name would refuse the next.
  'POST /api/admin/contest/temporary-accounts': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({ body: { cid: contestOf(call).cid, prefix: call.w.unique('t'), from: 1, to: 2 } }),
  },
  'GET /api/admin/contest/announcement': { access: contestAdmins, request: cidOf },
  'POST /api/admin/contest/announcement': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({
      body: { cid: contestOf(call).cid, announcement: { title: 'Notice', content: 'Hello' } },
    }),
  },
  'PUT /api/admin/contest/announcement': {
    access: contestAdmins,
    mutates: true,
    request: (call) => ({
      body: {
        cid: contestOf(call).cid,
        announcement: { id: contestOf(call).announcementId, title: 'Clarified', content: 'Read it again.' },
      },
    }),
  },
  'DELETE /api/admin/contest/announcement': {
    access: contestAdmins,
    mutates: true,
    request: async (call) => ({
      query: {
        cid: contestOf(call).cid,
        aid: call.allowed ? await freshAnnouncement(call.w) : contestOf(call).announcementId,
      },
    }),
  },
};
