import { randomUUID } from 'node:crypto';
import { AB_CPP } from '../../../support/contests';
import { REMOTE_ACCOUNT_PASSWORD } from '../calls';
import { freshLease, freshSubmission, testRunKey } from '../fresh';
import { judgedCase, type Lease, testResult, verdictOf } from '../judging';
import {
  adminRoles,
  adminRolesElseHidden,
  contestants,
  everyone,
  except,
  judgeRunner,
  signedIn,
  superAdmin,
} from '../principals';
import type { Call, RouteCase, RouteTable } from '../types';
import { contestOf } from '../world';

/** What only the author of a submission may do to it: the user's own submissions are the targets. */
const authorOnly = except(signedIn, {
  restricted: 403,
  problemAdmin: 403,
  admin: 403,
  root: 403,
  contestAdmin: 403,
  demotedAuthor: 403,
});

/** A submission to judge by hand: a fresh one for allowed calls, the other user's judged one otherwise. */
const judgeTarget = async ({ w, allowed }: Call) =>
  allowed ? await freshSubmission(w) : w.submissions.otherPractice;

/** A report under a lease of the judge's own: a fresh round for the runner, a made-up lease for everyone else. */
function leaseReport(body: (lease: Lease) => object): RouteCase {
  return {
    access: judgeRunner,
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: body(
        allowed
          ? await freshLease(w)
          : { submitId: w.submissions.otherPractice, round: 1, leaseId: randomUUID() },
      ),
    }),
  };
}

/** Submitting, the status list and details, sharing, test runs, the super admin's judging, the judge API. */
export const submissionRoutes: RouteTable = {
  // Into the private contest: its registered user and its admins, not admins who never registered, and
  // not a user who may not submit.
  'POST /api/submit-problem-judge': {
    access: except(contestants, { restricted: 403 }),
    mutates: true,
    request: (call) => ({
      body: { pid: call.w.problems.publicPid, cid: contestOf(call).cid, language: 'C++', code: AB_CPP },
    }),
  },
  'GET /api/get-submission-list': { access: everyone, request: () => ({}) },
  // Anyone sees a practice submission; its code only its author and admin roles (the scan checks it).
  'GET /api/get-submission-detail': {
    access: everyone,
    request: ({ w }) => ({ query: { submitId: w.submissions.otherPractice } }),
  },
  // Another user's contest submission does not exist for users.
  'GET /api/get-all-case-result': {
    access: adminRolesElseHidden,
    request: ({ w }) => ({ query: { submitId: w.submissions.otherContest } }),
  },
  'POST /api/check-submissions-status': {
    access: everyone,
    request: ({ w }) => ({ body: { submitIds: Object.values(w.submissions) } }),
  },
  'PUT /api/submission': {
    access: authorOnly,
    mutates: true,
    request: ({ w }) => ({ body: { submitId: w.submissions.userAccepted, share: true } }),
  },
  'GET /api/submission/download-wrong-case': {
    access: authorOnly,
    mutates: true,
    request: ({ w }) => ({ query: { submitId: w.submissions.userWrong } }),
  },
  'GET /api/get-last-ac-code': {
    access: signedIn,
    request: ({ w }) => ({ query: { pid: w.problems.publicPid } }),
    alsoOk: { statuses: [404], why: 'only the user has an accepted submission to the problem' },
  },
  // On the private problem: a user cannot even see it; one who may not submit may not test either.
  'POST /api/submit-problem-test-judge': {
    access: except(signedIn, { user: 404, demotedAuthor: 404, restricted: 403 }),
    request: ({ w }) => ({
      body: { pid: w.problems.privatePid, language: 'C++', code: AB_CPP, userInput: '1 2' },
    }),
  },
  // One's own test run; another's does not exist for them (the restricted user has none of its own).
  'GET /api/get-test-judge-result': {
    access: except(signedIn, { restricted: 404 }),
    request: async ({ w, allowed, caller }) => ({
      query: {
        testJudgeKey: allowed && caller.account ? await testRunKey(caller.account, w) : w.userTestRun,
      },
    }),
  },
  'GET /api/admin/judge/rejudge': {
    access: superAdmin,
    mutates: true,
    request: async (call) => ({ query: { submitId: await judgeTarget(call) } }),
  },
  // The hidden contest's problem: rejudging the test contest would take back its AC info row.
  'GET /api/admin/judge/rejudge-contest-problem': {
    access: superAdmin,
    mutates: true,
    request: (call) => ({ query: { cid: contestOf(call).hiddenCid, pid: call.w.problems.publicPid } }),
  },
  'GET /api/admin/judge/manual-judge': {
    access: superAdmin,
    mutates: true,
    request: async (call) => ({ query: { submitId: await judgeTarget(call), status: 0 } }),
  },
  'GET /api/admin/judge/cancel-judge': {
    access: superAdmin,
    mutates: true,
    request: async (call) => ({ query: { submitId: await judgeTarget(call) } }),
  },
  'GET /api/admin/judge/runners': { access: adminRoles, request: () => ({}) },
  // Another user's submission: its author or admin roles may resubmit, and only a submit-failed one.
  'GET /api/resubmit': {
    access: adminRoles,
    mutates: true,
    request: ({ w }) => ({ query: { submitId: w.submissions.otherPractice } }),
    alsoOk: { statuses: [409], why: 'the submission did not fail to submit (it is a local problem)' },
  },
  // The pool of remote judging accounts: the super admin's alone (passwords, even encrypted, never read).
  'GET /api/admin/remote-accounts': { access: superAdmin, request: () => ({}) },
  'GET /api/admin/remote-accounts/usage': { access: superAdmin, request: () => ({}) },
  'POST /api/admin/remote-account': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({
      body: { bank: 'HDU', username: w.unique('vj'), password: REMOTE_ACCOUNT_PASSWORD },
    }),
  },
  'DELETE /api/admin/remote-account': {
    access: superAdmin,
    mutates: true,
    request: () => ({ query: { bank: 'HDU', username: 'nobody-here' } }),
    alsoOk: { statuses: [404], why: 'the account named was never added' },
  },
  'POST /api/judge/lease': {
    access: judgeRunner,
    mutates: true,
    request: () => ({ body: { runner: 'matrix', waitMs: 0 } }),
  },
  'POST /api/judge/renew': leaseReport((lease) => ({ ...lease })),
  'POST /api/judge/progress': leaseReport((lease) => ({ ...lease, status: 6 })),
  'POST /api/judge/case': leaseReport((lease) => ({ ...lease, cases: [judgedCase(0)] })),
  'POST /api/judge/verdict': leaseReport((lease) => verdictOf(lease, 0)),
  // Remote runners: a run the site took (under the lease), a shared submit slot, a fetched problem.
  'POST /api/judge/remote-run': leaseReport((lease) => ({
    ...lease,
    bank: 'HDU',
    username: 'vj',
    runId: '7',
  })),
  'POST /api/judge/remote-intent': leaseReport((lease) => ({
    ...lease,
    bank: 'HDU',
    username: 'vj',
    before: '6',
  })),
  'POST /api/judge/remote-failure': leaseReport((lease) => ({
    ...lease,
    bank: 'HDU',
    username: 'vj',
    reason: 'HDU: refused',
  })),
  'POST /api/judge/remote-slot': {
    access: judgeRunner,
    mutates: true,
    request: () => ({
      body: { bank: 'HDU', usernames: ['vj1', 'vj2'], siteIntervalMs: 0, accountIntervalMs: 0 },
    }),
  },
  'POST /api/judge/remote-problem': {
    access: judgeRunner,
    mutates: true,
    request: ({ w }) => ({
      body: {
        job: 999_999,
        leaseId: w.unique('lease'),
        result: { ok: false, kind: 'refused', message: 'no such problem' },
      },
    }),
    alsoOk: { statuses: [404], why: 'no fetch job has this number (none is queued for a runner here)' },
  },
  'GET /api/judge/test-data/:hash': {
    access: judgeRunner,
    request: ({ w }) => ({ params: { hash: w.testDataHash } }),
  },
  'POST /api/judge/test-result': {
    access: judgeRunner,
    mutates: true,
    request: async ({ w, allowed }) => ({
      body: testResult(allowed ? await testRunKey(w.accounts.root, w) : randomUUID()),
    }),
  },
  // Generation tasks exist only while a Polygon import waits on one (importGeneration.e2e.test.ts runs
  // them with a real runner): here the runner is allowed in and told the task or its lease is not there.
  'POST /api/judge/generation-renew': {
    access: judgeRunner,
    mutates: true,
    request: () => ({ body: { job: 1, task: 1, leaseId: randomUUID() } }),
    alsoOk: { statuses: [404, 409], why: 'no generation task holds this lease' },
  },
  'POST /api/judge/generated-test': {
    access: judgeRunner,
    mutates: true,
    request: () => ({ query: { job: '1', task: '1', leaseId: randomUUID() } }),
    alsoOk: { statuses: [409], why: 'no generation task holds this lease' },
  },
  'POST /api/judge/generation': {
    access: judgeRunner,
    mutates: true,
    request: () => ({ body: { job: 1, task: 1, leaseId: randomUUID(), failure: 'matrix' } }),
    alsoOk: { statuses: [404, 409], why: 'no generation task holds this lease' },
  },
  'POST /api/judge/heartbeat': {
    access: judgeRunner,
    mutates: true,
    request: () => ({
      body: { runner: 'matrix', slots: 1, busy: 0, load: 0, version: 'matrix', state: 'online' },
    }),
  },
};
