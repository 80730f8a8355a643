import { codeIn, registerAndLogin, resetCodeIn, type TestAccount } from '../../support/accounts';
import { ApiClient } from '../../support/apiClient';
import { solvedCaptcha as knownCaptcha } from '../../support/captcha';
import { until } from '../../support/wait';
import { askTestRun, createContest, createProblem, ok, submitPractice } from './api';
import { pngFile } from './files';
import { type Lease, leaseOf } from './judging';
import { rememberToken, type World } from './world';

// Fresh fixtures for allowed mutating calls: a delete deletes its own thing, a reset resets its own
// account, so every call of the table still finds the world it expects.

const MIN = 60_000;

export const freshEmail = (w: World) => `${w.unique('mail')}@example.com`;

/** A new account of its own (registered and signed in through the API). */
export async function freshAccount(w: World): Promise<TestAccount> {
  const account = await registerAndLogin(w.t);
  w.secrets.emails.set(account.email, account.uid);
  rememberToken(w, account);
  return account;
}

/** The newest mail to `address` once `read` finds what it looks for in it. */
async function mailed(w: World, address: string, read: (mail: string) => string): Promise<string> {
  let found = '';
  await until(async () => {
    found = read(await w.t.smtp.mailTo(address));
    return found !== '';
  }, 10_000);
  return found;
}

/** A registration code mailed to a new address. */
export async function registerCode(w: World, email: string): Promise<string> {
  await ok(new ApiClient(w.t.url).get(`/api/get-register-code?email=${encodeURIComponent(email)}`));
  return mailed(w, email, codeIn);
}

/** A captcha whose answer the test knows (the reset request's letters, or the settings' digits). */
export const solvedCaptcha = (w: World, kind: 'letters' | 'digits' = 'letters') => knownCaptcha(w.t, kind);

/** The code of the reset link mailed to `account` (one reset per address every 90 s: use fresh accounts). */
export async function resetCode(w: World, account: TestAccount): Promise<string> {
  await ok(
    new ApiClient(w.t.url).post('/api/apply-reset-password', {
      email: account.email,
      ...(await solvedCaptcha(w)),
    }),
  );
  const code = await mailed(w, account.email, resetCodeIn);
  w.secrets.resetCodes.push(code);
  return code;
}

/** A code for moving `account` to `email`, mailed there. */
export async function changeEmailCode(w: World, account: TestAccount, email: string): Promise<string> {
  await ok(account.client.get(`/api/get-change-email-code?email=${encodeURIComponent(email)}`));
  return mailed(w, email, codeIn);
}

export const freshProblem = async (w: World) => (await createProblem(w.accounts.root)).pid;

/** A public running contest of the contest admin's. */
export const freshContest = (w: World) =>
  createContest(w.accounts.contestAdmin, w.problems.publicPid, {
    startTime: new Date(Date.now() - MIN).toISOString(),
    endTime: new Date(Date.now() + 60 * MIN).toISOString(),
  });

/** A new problem of the test contest; returns its pid. */
export async function freshContestProblem(w: World): Promise<number> {
  const pid = await freshProblem(w);
  await ok(
    w.accounts.contestAdmin.client.post('/api/admin/contest/add-problem-from-public', {
      cid: w.contest.cid,
      pid,
      displayId: w.unique('P'),
    }),
  );
  return pid;
}

export async function freshAnnouncement(w: World): Promise<number> {
  const { cid } = w.contest;
  const admin = w.accounts.contestAdmin.client;
  await ok(
    admin.post('/api/admin/contest/announcement', { cid, announcement: { title: 'Again', content: 'News' } }),
  );
  const list = await ok<{ records: { id: number }[] }>(
    admin.get(`/api/admin/contest/announcement?cid=${cid}`),
  );
  return Math.max(...list.records.map((r) => r.id));
}

export const freshTag = async (w: World) =>
  (await ok<{ id: number }>(w.accounts.root.client.post('/api/admin/tag', { name: w.unique('tag') }))).id;

export const freshClassification = async (w: World) =>
  (
    await ok<{ id: number }>(
      w.accounts.root.client.post('/api/admin/tag/classification', { name: w.unique('class') }),
    )
  ).id;

/** A new judge language, a copy of Python3 under its own name. */
export async function freshLanguage(w: World): Promise<Record<string, unknown>> {
  const language = { ...w.languageTemplate, name: w.unique('Lang') };
  await ok(w.accounts.root.client.post('/api/admin/language', language));
  return language;
}

/** A waiting practice submission of the other user's. */
export const freshSubmission = (w: World) => submitPractice(w.accounts.other, w.problems.publicPid);

/** A round of a new submission, leased to the test as the judge runner. */
export async function freshLease(w: World): Promise<Lease> {
  return leaseOf(w.t, await freshSubmission(w));
}

/** A test run asked for by `account` on the public problem; returns its key. */
export const testRunKey = (account: TestAccount, w: World) => askTestRun(account, w.problems.publicPid);

/** A new discussion of the other user's (what an allowed delete takes away). */
export async function freshDiscussion(w: World): Promise<number> {
  const created = await ok<{ id: number }>(
    w.accounts.other.client.post('/api/discussion', {
      title: w.unique('Fresh discussion '),
      description: 'To be deleted',
      content: 'Soon gone',
      categoryId: w.discussions.categoryId,
    }),
  );
  return created.id;
}

/** A comment by the other user on the user's discussion, with a reply of theirs, to be deleted. */
export async function freshComment(w: World): Promise<{ commentId: number; replyId: number }> {
  const { client } = w.accounts.other;
  const comment = await ok<{ id: number }>(
    client.post('/api/comment', { did: w.discussions.userDid, content: w.unique('Fresh comment ') }),
  );
  const reply = await ok<{ id: number }>(
    client.post('/api/reply', { reply: { commentId: comment.id, content: 'Soon gone' } }),
  );
  return { commentId: comment.id, replyId: reply.id };
}
/** A new protected training of the root's (registration without a password), with the public problem. */
export async function freshTraining(w: World): Promise<number> {
  const { id } = await ok<{ id: number }>(
    w.accounts.root.client.post('/api/admin/training', {
      title: w.unique('Training '),
      description: 'Fresh',
      auth: 'Protected',
      categoryId: w.trainings.categoryId,
    }),
  );
  await ok(
    w.accounts.root.client.post('/api/admin/training/problem', {
      tid: id,
      problemIds: [w.problems.publicId],
    }),
  );
  return id;
}

/** A new training category with nothing filed under it. */
export const freshTrainingCategory = async (w: World) =>
  (
    await ok<{ id: number; name: string }[]>(
      w.accounts.root.client.post('/api/admin/training/category', { name: w.unique('tc'), color: '#000000' }),
    )
  ).at(-1)?.id ?? 0;
/** A carousel image the root uploads, for an allowed delete to remove. */
export async function freshCarouselImage(w: World): Promise<number> {
  const form = new FormData();
  form.append('image', await pngFile('slide.png'));
  const slides = await ok<{ id: number }[]>(w.accounts.root.client.post('/api/admin/home-carousel', form));
  return slides.at(-1)?.id ?? 0;
}

/** A site announcement of its own, for an allowed edit or delete. */
export async function freshSiteAnnouncement(w: World): Promise<number> {
  const created = await ok<{ id: number }>(
    w.accounts.root.client.post('/api/admin/announcement', {
      title: w.unique('News '),
      content: 'Soon changed',
    }),
  );
  return created.id;
}

/** A Markdown image the root uploads: an allowed delete removes it, a refused one finds it someone else's. */
export async function freshUpload(w: World): Promise<{ fileId: number; link: string }> {
  const form = new FormData();
  form.append('image', await pngFile('figure.png'));
  return ok<{ fileId: number; link: string }>(w.accounts.root.client.post('/api/file/upload-md-img', form));
}
