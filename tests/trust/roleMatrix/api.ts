import { allProjections } from '@oj/projections';
import { expect } from 'vitest';
import type { TestAccount } from '../../support/accounts';
import { AB_CPP } from '../../support/contests';
import type { TestServer } from '../../support/testServer';

// Small helpers the world and the fresh fixtures share: everything through the API, as a user would.

let counter = 0;
/** A name nothing else in the database has. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function ok<T = unknown>(
  reply: Promise<{ body: { status: number; msg: string; data: unknown } }>,
) {
  const settled = await reply;
  expect(settled.body, settled.body.msg).toMatchObject({ status: 200 });
  return settled.body.data as T;
}

/** Waits until every projection has applied every event: nothing changes behind the next request. */
export async function quiet(t: TestServer): Promise<void> {
  const head = Number(await t.store.waitForSettled());
  await Promise.all(allProjections.map((p) => t.server.services.settled(p.name, head)));
}

/** A problem made by `admin` through the back office, with one A+B test case. */
export async function createProblem(admin: TestAccount, fields: Record<string, unknown> = {}) {
  const problemId = unique('rm-');
  const created = await ok<{ pid: number }>(
    admin.client.post('/api/admin/problem', {
      problem: { problemId, title: `Role matrix ${problemId}`, ...fields },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    }),
  );
  return { pid: created.pid, problemId };
}

/** A contest made by `author` with `pid` as problem A; ACM, sealed only when a seal time is given. */
export async function createContest(
  author: TestAccount,
  pid: number,
  fields: Record<string, unknown> & { startTime: string; endTime: string; sealRankTime?: string },
): Promise<number> {
  const sealed = fields.sealRankTime !== undefined;
  const { cid } = await ok<{ cid: number }>(
    author.client.post('/api/admin/contest', {
      title: unique('Role matrix contest '),
      description: 'Made by the role matrix',
      type: 0,
      auth: 0,
      sealRank: sealed,
      // Never reopened by the end timer: no event may appear while the denials are checked.
      autoRealRank: false,
      ...fields,
    }),
  );
  await ok(author.client.post('/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' }));
  return cid;
}

/** A practice submission of `code` to `pid`; returns its id. */
export async function submitPractice(account: TestAccount, pid: number, code = AB_CPP): Promise<number> {
  return (
    await ok<{ submitId: number }>(
      account.client.post('/api/submit-problem-judge', { pid, language: 'C++', code }),
    )
  ).submitId;
}

/** A test run of `account`'s on `pid`; returns its key. */
export const askTestRun = (account: TestAccount, pid: number) =>
  ok<string>(
    account.client.post('/api/submit-problem-test-judge', {
      pid,
      language: 'C++',
      code: AB_CPP,
      userInput: '1 2',
    }),
  );
