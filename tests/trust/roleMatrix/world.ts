import { randomBytes } from 'node:crypto';
import { ROLE } from '@oj/server';
import { registerAndLogin, type TestAccount } from '../../support/accounts';
import { AB_CPP, submitInContest } from '../../support/contests';
import type { TestServer } from '../../support/testServer';
import { askTestRun, createContest, createProblem, ok, quiet, submitPractice, unique } from './api';
import { fpsWithImage, pngFile } from './files';
import { judge, judgedCase } from './judging';
import type { AnyPrincipal, Principal } from './principals';
import { type GroupContent, groupContentOf } from './routes/groupContent';
import type { Caller } from './types';

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What the replies are scanned for: a reader may see only its own, or what its role may read. */
export interface Secrets {
  /** Every session token handed out to a fixture account, by owner uid. */
  tokens: Map<string, string>;
  /** Every fixture account's e-mail, by owner uid. */
  emails: Map<string, string>;
  /**
   * What only some may read of the test contests: each one's password (its admins) and the user's print
   * request (its admins and the user), each with its readers.
   */
  contestSecrets: {
    kind: 'contest password' | 'print request' | 'discussion report' | 'training password' | 'group code';
    text: string;
    readers: ReadonlySet<AnyPrincipal>;
  }[];
  /** Markers in the code of the other user's submissions, which nobody but admin roles may read. */
  hiddenCode: string[];
  /** Codes of mailed reset links: whoever reads one can take the account. */
  resetCodes: string[];
}

/** The contests of one author: the routes of the contest area are called on these. */
export interface ContestSet {
  /** Private (with a password), running and sealed, with printing and the outside board open. */
  cid: number;
  pwd: string;
  announcementId: number;
  /** The user's print request, and a marker in its text. */
  printId: number;
  printMarker: string;
  acInfoId: number;
  /** Private and invisible: it exists for its admins only. */
  hiddenCid: number;
  /** Ended and sealed: the scroll board's. */
  endedCid: number;
}

type AccountName =
  | 'user'
  | 'restricted'
  | 'other'
  | 'banned'
  | 'problemAdmin'
  | 'admin'
  | 'root'
  | 'contestAdmin'
  | 'demotedAuthor'
  | 'loginUser'
  | 'victim'
  | 'groupOwner'
  | 'groupAdmin'
  | 'groupMember'
  | 'groupApplicant';

/** The fixture the matrix calls into: every id a route's request names points at a real thing. */
export interface World {
  t: TestServer;
  callers: Record<AnyPrincipal, Caller>;
  accounts: Record<AccountName, TestAccount>;
  /** A public problem (in the contests as A), a private one, and a public one the edits go to. */
  problems: { publicPid: number; publicId: string; privatePid: number; privateId: string; editPid: number };
  tagId: number;
  classificationId: number;
  /**
   * A discussion category, the user's discussion and the other user's (reported, see `Secrets`), and on
   * the user's discussion a comment by the other user with a reply of theirs.
   */
  discussions: { categoryId: number; userDid: number; otherDid: number; commentId: number; replyId: number };
  /** A training category, a public training and a private one (the user and the restricted user registered), both with the public problem. */
  trainings: { categoryId: number; publicTid: number; privateTid: number; password: string };
  /**
   * A private group (its code secret) with the group principals in their roles (`user` is an outsider),
   * and a contest of its owner's in it.
   */
  groups: { gid: number; code: string; cid: number };
  /** The group's problem, training and announcement (its owner's). */
  groupContent: GroupContent;
  /** The contest admin's contests, which everyone but the demoted author is called on. */
  contest: ContestSet;
  /** The contests the demoted author made while an admin. */
  demotedContest: ContestSet;
  submissions: {
    /** The user's accepted practice submission, and one with a wrong case. */
    userAccepted: number;
    userWrong: number;
    userContest: number;
    /** The other user's, their code marked (see `Secrets.hiddenCode`). */
    otherPractice: number;
    otherContest: number;
  };
  /** A test run of the user's: its key. */
  userTestRun: string;
  avatarFile: string;
  imageFile: string;
  /** A Markdown image the root uploaded (`/api/public/upload/<file>`). */
  uploadFile: string;
  testDataHash: string;
  /** The other user's registration in the audit log: its position and its request's correlation id. */
  audit: { position: number; correlationId: string };
  languageTemplate: Record<string, unknown>;
  secrets: Secrets;
  unique(prefix: string): string;
}

/** The contests `caller` is called on: its own for the demoted author, else the contest admin's. */
export const contestOf = ({ w, caller }: { w: World; caller: Caller }): ContestSet =>
  caller.who === 'demotedAuthor' ? w.demotedContest : w.contest;

/** The accounts, problems, contests, submissions and files of the matrix, made through the API. */
export async function buildWorld(t: TestServer): Promise<World> {
  const accounts = await accountsOf(t);
  const { root, contestAdmin, demotedAuthor, user, restricted, other } = accounts;
  await ok(root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 }));
  const problems = await problemsOf(root);
  const tagId = (await ok<{ id: number }>(root.client.post('/api/admin/tag', { name: unique('tag') }))).id;
  const classificationId = (
    await ok<{ id: number }>(root.client.post('/api/admin/tag/classification', { name: unique('class') }))
  ).id;
  const discussions = await discussionsOf(root, user, other);
  const trainings = await trainingsOf(root, [user, restricted], problems.publicId);
  const groups = await groupsOf(accounts);
  const groupContent = await groupContentOf(
    accounts.groupOwner,
    groups.gid,
    trainings.categoryId,
    discussions.ids.categoryId,
  );
  const own = await contestsOf(contestAdmin, problems.publicPid);
  const demoted = await contestsOf(demotedAuthor, problems.publicPid);
  for (const account of [user, restricted, other])
    await ok(account.client.post('/api/register-contest', { cid: own.cid, password: own.pwd }));
  for (const account of [user, restricted])
    await ok(account.client.post('/api/register-contest', { cid: demoted.cid, password: demoted.pwd }));
  const hiddenCode = [unique('practice-secret-'), unique('contest-secret-')];
  const submissions = await submissionsOf(t, accounts, problems.publicPid, own.cid, hiddenCode);
  await quiet(t);
  const contest = { ...own, ...(await contestHelpersOf(contestAdmin, user, own.cid)) };
  const demotedContest = { ...demoted, ...(await contestHelpersOf(demotedAuthor, user, demoted.cid, false)) };
  const [userTestRun, avatarFile, imageFile, uploadFile, testDataHash, languageTemplate] = await Promise.all([
    askTestRun(user, problems.publicPid),
    avatarOf(user),
    statementImageOf(root),
    markdownUploadOf(root),
    testDataHashOf(root, problems.publicPid),
    languageTemplateOf(root),
  ]);
  const registered = (await t.store.readStream(`user-${other.uid}`))[0];
  if (!registered) throw new Error('the other user has no stream');
  await ok(
    root.client.put('/api/admin/user/status', { uid: accounts.banned.uid, status: 1, reason: 'matrix' }),
  );
  await ok(root.client.put('/api/admin/user/role', { uid: demotedAuthor.uid, roleCode: ROLE.user }));
  await quiet(t);
  const world: World = {
    t,
    callers: callersOf(accounts),
    accounts,
    problems,
    tagId,
    classificationId,
    discussions: discussions.ids,
    trainings,
    groups,
    groupContent,
    contest,
    demotedContest,
    submissions,
    userTestRun,
    avatarFile,
    imageFile,
    uploadFile,
    testDataHash,
    audit: { position: Number(registered.position), correlationId: registered.metadata.correlationId },
    languageTemplate,
    secrets: {
      tokens: new Map(),
      emails: new Map(Object.values(accounts).map((a) => [a.email, a.uid])),
      contestSecrets: [
        ...contestSecretsOf(contest, ['root', 'contestAdmin']),
        ...contestSecretsOf(demotedContest, ['root']),
        {
          kind: 'discussion report',
          text: discussions.reportMarker,
          readers: new Set<Principal>(['root', 'admin', 'problemAdmin', 'contestAdmin']),
        },
        {
          kind: 'training password',
          text: trainings.password,
          readers: new Set<Principal>(['root', 'admin', 'problemAdmin', 'contestAdmin']),
        },
        { kind: 'group code', text: groups.code, readers: new Set<AnyPrincipal>(['root', 'groupOwner']) },
      ],
      hiddenCode,
      resetCodes: [],
    },
    unique,
  };
  for (const account of Object.values(accounts)) rememberToken(world, account);
  return world;
}

/**
 * A category, a discussion each of the user and the other user, and a report on the other's whose text
 * only admin roles may read. Posting needs no accepted problem here and has no daily limit.
 */
async function discussionsOf(root: TestAccount, user: TestAccount, other: TestAccount) {
  await ok(
    root.client.put('/api/admin/switch/update', {
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
      defaultCreateCommentACInitValue: 0,
    }),
  );
  const [category] = await ok<{ id: number }[]>(
    root.client.post('/api/discussion-category', [{ name: unique('category') }]),
  );
  if (!category) throw new Error('no discussion category');
  const discussion = (account: TestAccount) =>
    ok<{ id: number }>(
      account.client.post('/api/discussion', {
        title: unique('Discussion '),
        description: 'Made by the role matrix',
        content: 'Some *markdown*',
        categoryId: category.id,
      }),
    );
  const userDid = (await discussion(user)).id;
  const otherDid = (await discussion(other)).id;
  const reportMarker = unique('report-secret-');
  await ok(
    other.client.post('/api/discussion-report', { did: otherDid, content: `#Spam ads# ${reportMarker}` }),
  );
  const commentId = (
    await ok<{ id: number }>(other.client.post('/api/comment', { did: userDid, content: 'A comment' }))
  ).id;
  const replyId = (
    await ok<{ id: number }>(other.client.post('/api/reply', { reply: { commentId, content: 'A reply' } }))
  ).id;
  return { ids: { categoryId: category.id, userDid, otherDid, commentId, replyId }, reportMarker };
}

/** A training category, a public and a private training with the public problem; `members` register for the private one. */
async function trainingsOf(root: TestAccount, members: TestAccount[], problemId: string) {
  const [category] = await ok<{ id: number }[]>(
    root.client.post('/api/admin/training/category', { name: unique('training-category'), color: '#336699' }),
  );
  if (!category) throw new Error('no training category');
  const password = unique('training-password-');
  const training = async (fields: Record<string, unknown>) => {
    const { id } = await ok<{ id: number }>(
      root.client.post('/api/admin/training', {
        title: unique('Training '),
        description: 'Made by the role matrix',
        categoryId: category.id,
        ...fields,
      }),
    );
    await ok(root.client.post('/api/admin/training/problem', { tid: id, problemIds: [problemId] }));
    return id;
  };
  const publicTid = await training({});
  const privateTid = await training({ auth: 'Private', privatePwd: password });
  for (const member of members)
    await ok(member.client.post('/api/register-training', { tid: privateTid, password }));
  return { categoryId: category.id, publicTid, privateTid, password };
}

/** What only some may read of one author's contests: passwords (their admins), the user's print (also the user). */
function contestSecretsOf(
  contests: ContestSet & { passwords: string[] },
  admins: Principal[],
): Secrets['contestSecrets'] {
  const readers = new Set(admins);
  return [
    ...contests.passwords.map((text) => ({ kind: 'contest password' as const, text, readers })),
    { kind: 'print request', text: contests.printMarker, readers: new Set<Principal>([...admins, 'user']) },
  ];
}

/** The three contests of `author`, each with the public problem as A; returns their passwords too. */
async function contestsOf(author: TestAccount, pid: number) {
  const now = Date.now();
  const pwd = unique('contest-password-');
  const hiddenPwd = unique('hidden-password-');
  const cid = await createContest(author, pid, {
    auth: 1,
    pwd,
    startTime: iso(now - 60 * MIN),
    endTime: iso(now + 60 * MIN),
    sealRankTime: iso(now - 30 * MIN),
    openPrint: true,
    openRank: true,
  });
  const hiddenCid = await createContest(author, pid, {
    auth: 1,
    pwd: hiddenPwd,
    visible: false,
    startTime: iso(now - 60 * MIN),
    endTime: iso(now + 60 * MIN),
  });
  const endedCid = await createContest(author, pid, {
    startTime: iso(now - 180 * MIN),
    endTime: iso(now - 60 * MIN),
    sealRankTime: iso(now - 90 * MIN),
  });
  return { cid, pwd, hiddenCid, endedCid, passwords: [pwd, hiddenPwd] };
}

export function rememberToken(w: World, account: TestAccount): void {
  if (account.client.token) w.secrets.tokens.set(account.client.token, account.uid);
}

async function accountsOf(t: TestServer): Promise<World['accounts']> {
  const [
    user,
    restricted,
    other,
    banned,
    problemAdmin,
    admin,
    root,
    contestAdmin,
    demotedAuthor,
    loginUser,
    victim,
    groupOwner,
    groupAdmin,
    groupMember,
    groupApplicant,
  ] = await Promise.all([
    registerAndLogin(t),
    registerAndLogin(t, ROLE.noSubmitMuted),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t, ROLE.problemAdmin),
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t, ROLE.root),
    registerAndLogin(t, ROLE.admin),
    // An admin until its contests are made, then a plain user.
    registerAndLogin(t, ROLE.admin),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
    registerAndLogin(t),
  ]);
  return {
    user,
    restricted,
    other,
    banned,
    problemAdmin,
    admin,
    root,
    contestAdmin,
    demotedAuthor,
    loginUser,
    victim,
    groupOwner,
    groupAdmin,
    groupMember,
    groupApplicant,
  };
}

/**
 * The group owner's private group: the group admin and member applied with its code and were accepted
 * (the admin then promoted), the applicant's application waits. Creating groups needs no accepted problem
 * here and has no daily or total limit, so every signed-in principal may create one.
 */
async function groupsOf(accounts: World['accounts']): Promise<World['groups']> {
  const { root, groupOwner, groupAdmin, groupMember, groupApplicant } = accounts;
  await ok(
    root.client.put('/api/admin/switch/update', {
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 0,
      defaultCreateGroupLimit: 0,
    }),
  );
  const code = `#g${randomBytes(2).toString('hex')}`.slice(0, 6);
  const { id: gid } = await ok<{ id: number }>(
    groupOwner.client.post('/api/group', {
      name: unique('Matrix group '),
      shortName: 'matrix',
      brief: 'The role matrix group',
      description: 'Private, with its code',
      auth: 3,
      code,
    }),
  );
  for (const who of [groupAdmin, groupMember, groupApplicant])
    await ok(who.client.post('/api/group/member', { gid, reason: 'The matrix asks', code }));
  for (const [who, auth] of [
    [groupAdmin, 3],
    [groupAdmin, 4],
    [groupMember, 3],
  ] as const)
    await ok(groupOwner.client.put('/api/group/member', { gid, uid: who.uid, auth }));
  const { cid } = await ok<{ cid: number }>(
    groupOwner.client.post('/api/admin/contest', {
      title: unique('Matrix group round '),
      description: 'The matrix group contest',
      startTime: new Date(Date.now() - 3_600_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
      type: 0,
      auth: 0,
      gid,
    }),
  );
  return { gid, code, cid };
}

function callersOf(accounts: World['accounts']): Record<AnyPrincipal, Caller> {
  const signedIn = (who: AnyPrincipal, account: TestAccount): Caller => ({
    who,
    account,
    emails: new Set([account.email]),
  });
  return {
    anonymous: { who: 'anonymous', account: null, emails: new Set() },
    user: signedIn('user', accounts.user),
    restricted: signedIn('restricted', accounts.restricted),
    banned: signedIn('banned', accounts.banned),
    problemAdmin: signedIn('problemAdmin', accounts.problemAdmin),
    admin: signedIn('admin', accounts.admin),
    root: signedIn('root', accounts.root),
    contestAdmin: signedIn('contestAdmin', accounts.contestAdmin),
    demotedAuthor: signedIn('demotedAuthor', accounts.demotedAuthor),
    groupOwner: signedIn('groupOwner', accounts.groupOwner),
    groupAdmin: signedIn('groupAdmin', accounts.groupAdmin),
    groupMember: signedIn('groupMember', accounts.groupMember),
    groupApplicant: signedIn('groupApplicant', accounts.groupApplicant),
    judge: { who: 'judge', account: null, emails: new Set() },
  };
}

async function problemsOf(root: TestAccount): Promise<World['problems']> {
  const [publicProblem, privateProblem, edit] = await Promise.all([
    createProblem(root, { openCaseResult: true }),
    createProblem(root, { auth: 2 }),
    createProblem(root),
  ]);
  return {
    publicPid: publicProblem.pid,
    publicId: publicProblem.problemId,
    privatePid: privateProblem.pid,
    privateId: privateProblem.problemId,
    editPid: edit.pid,
  };
}

async function submissionsOf(
  t: TestServer,
  accounts: World['accounts'],
  pid: number,
  cid: number,
  hiddenCode: string[],
): Promise<World['submissions']> {
  const { user, other } = accounts;
  const submissions = {
    userAccepted: await submitPractice(user, pid),
    userWrong: await submitPractice(user, pid, 'int main() { return 0; }\n'),
    userContest: await submitInContest(user, cid, pid),
    otherPractice: await submitPractice(other, pid, `// ${hiddenCode[0]}\n${AB_CPP}`),
    otherContest: await submitInContest(other, cid, pid, `// ${hiddenCode[1]}\n${AB_CPP}`),
  };
  await judge(t, submissions.userAccepted, 0, [judgedCase(0)]);
  await judge(t, submissions.userWrong, -1, [judgedCase(-1)]);
  await judge(t, submissions.userContest, -1, [judgedCase(-1)]);
  await judge(t, submissions.otherPractice, 0, [judgedCase(0)]);
  await judge(t, submissions.otherContest, 0, [judgedCase(0)]);
  return submissions;
}

/**
 * The contest's announcement, print request (by the user) and AC info row, made as its users would. A
 * contest without an accepted submission has no AC info row: its id is then one nothing answers to.
 */
async function contestHelpersOf(author: TestAccount, user: TestAccount, cid: number, accepted = true) {
  await ok(
    author.client.post('/api/admin/contest/announcement', {
      cid,
      announcement: { title: 'Clarification', content: 'Read the statement again.' },
    }),
  );
  const printMarker = unique('print-secret-');
  await ok(user.client.post('/api/submit-print-text', { cid, content: `${AB_CPP}// ${printMarker}\n` }));
  const read = (path: string) => ok<{ records: { id: number }[] }>(author.client.get(`${path}?cid=${cid}`));
  const [announcements, prints, acInfos] = await Promise.all([
    read('/api/admin/contest/announcement'),
    read('/api/get-contest-print'),
    accepted ? read('/api/get-contest-ac-info') : { records: [{ id: 1 }] },
  ]);
  const first = (list: { records: { id: number }[] }, what: string) => {
    const id = list.records[0]?.id;
    if (id === undefined) throw new Error(`contest ${cid} has no ${what}`);
    return id;
  };
  return {
    printMarker,
    announcementId: first(announcements, 'announcement'),
    printId: first(prints, 'print request'),
    acInfoId: first(acInfos, 'AC info row'),
  };
}

async function avatarOf(account: TestAccount): Promise<string> {
  const form = new FormData();
  form.append('image', await pngFile());
  const info = await ok<{ avatar: string }>(account.client.call('POST', '/api/upload-avatar', form));
  const file = info.avatar.split('/').pop();
  if (!file) throw new Error(`no avatar file in ${info.avatar}`);
  return file;
}

/** The stored name of a Markdown image the root uploads. */
async function markdownUploadOf(root: TestAccount): Promise<string> {
  const form = new FormData();
  form.append('image', await pngFile('figure.png'));
  const { link } = await ok<{ link: string }>(root.client.call('POST', '/api/file/upload-md-img', form));
  return link.split('/').pop() ?? '';
}

async function statementImageOf(root: TestAccount): Promise<string> {
  const form = new FormData();
  form.append('file', await fpsWithImage(unique('Image problem ')));
  const [created] = await ok<{ pid: number }[]>(
    root.client.call('POST', '/api/admin/import-fps-problem', form),
  );
  const problem = await ok<{ description: string }>(
    root.client.get(`/api/admin/problem?pid=${created?.pid}`),
  );
  const file = /\/api\/public\/image\/([0-9a-f]{64}\.png)/.exec(problem.description)?.[1];
  if (!file) throw new Error(`no statement image in ${problem.description}`);
  return file;
}

async function testDataHashOf(root: TestAccount, pid: number): Promise<string> {
  const problem = await ok<{ testCases: { input: string }[] }>(
    root.client.get(`/api/admin/problem?pid=${pid}`),
  );
  const hash = problem.testCases[0]?.input;
  if (!hash) throw new Error('the public problem has no test data');
  return hash;
}

async function languageTemplateOf(root: TestAccount): Promise<Record<string, unknown>> {
  const languages = await ok<Record<string, unknown>[]>(root.client.get('/api/admin/language'));
  const python = languages.find((l) => l.name === 'Python3');
  if (!python) throw new Error('no Python3 language to copy');
  return python;
}
