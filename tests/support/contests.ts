import { ContestType, type ContestTypeCode } from '@oj/events';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import { contestFields } from './fixtures';

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

/** A+B in C++, the accepted answer of the test problems. */
export const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

/**
 * A public contest running now (started an hour ago, an hour left unless told otherwise) with `pid` as
 * problem A, created through the admin API by `admin`. Returns the cid.
 */
export async function runningContest(
  admin: TestAccount,
  options: {
    title: string;
    pid: number;
    type?: ContestTypeCode;
    /** Seal the board from this time on (epoch ms); null or absent: no seal. */
    sealedSince?: number | null;
    description?: string;
    startedMinutesAgo?: number;
    minutesLeft?: number;
  },
): Promise<number> {
  const now = Date.now();
  const sealedSince = options.sealedSince ?? null;
  const created = await admin.client.post(
    '/api/admin/contest',
    contestFields(now - (options.startedMinutesAgo ?? 60) * MIN, now + (options.minutesLeft ?? 60) * MIN, {
      title: options.title,
      description: options.description ?? 'A test contest',
      type: options.type ?? ContestType.acm,
      sealRank: sealedSince !== null,
      sealRankTime: sealedSince === null ? null : iso(sealedSince),
    }),
  );
  expect(created.body).toMatchObject({ status: 200 });
  const { cid } = data<{ cid: number }>(created);
  const added = await admin.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid: options.pid,
    displayId: 'A',
  });
  expect(added.body).toMatchObject({ status: 200 });
  return cid;
}

/** Submits `code` to problem `pid` of contest `cid` as `account`; returns the submitId. */
export async function submitInContest(
  account: TestAccount,
  cid: number,
  pid: number,
  code = AB_CPP,
): Promise<number> {
  const reply = await account.client.post('/api/submit-problem-judge', { pid, cid, language: 'C++', code });
  expect(reply.body).toMatchObject({ status: 200 });
  return data<{ submitId: number }>(reply).submitId;
}

/** Submits `code` to practice problem `pid` (no contest) as `account`; returns the submitId. */
export async function submitPractice(account: TestAccount, pid: number, code = AB_CPP): Promise<number> {
  const reply = await account.client.post('/api/submit-problem-judge', { pid, language: 'C++', code });
  expect(reply.body).toMatchObject({ status: 200 });
  return data<{ submitId: number }>(reply).submitId;
}
