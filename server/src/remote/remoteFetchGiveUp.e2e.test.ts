import { RoleCode } from '@oj/events';
import { lastSeenRunnerOfBank, unheldRemoteFetches } from '@oj/projections';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abandonUnservedRemoteFetches, REMOTE_FETCH_WAIT_MS } from '../problem/importJobSweeper';
import { claimRemoteFetch } from './remoteProblemImport';

// A remote problem fetch gives up instead of waiting for ever: after three runners took it and went
// silent, and when no runner of its bank has been seen for REMOTE_FETCH_WAIT_MS. Time is injected (the
// `now` of the claim and of the sweep); nothing here waits for a lease or a wait to run out.

let t: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  admin = await registerAndLogin(t, RoleCode.admin);
});
afterAll(() => t?.close());

interface JobView {
  state: string;
  reason: string | null;
}
const view = async (job: number) =>
  (await admin.client.get(`/api/admin/import-jobs/${job}`)).body.data as JobView;

/** Queues "import remote problem" and waits until the read model offers it to runners. */
async function queueFetch(bank: string, problemId: string): Promise<number> {
  const reply = await admin.client.post('/api/admin/import-remote-problem', { bank, problemId });
  expect(reply.body).toMatchObject({ status: 200 });
  const { job } = reply.body.data as { job: number };
  await until(async () =>
    (await unheldRemoteFetches(t.server.services.db, Date.now())).some((f) => f.job === job),
  );
  return job;
}

/** A remote runner's heartbeat through the judge API, as `RemoteRunner` sends it. */
async function heartbeat(runner: string, banks: string[], state: 'online' | 'offline' = 'online') {
  const reply = await fetch(`${t.url}/api/judge/heartbeat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-judge-token': TEST_JUDGE_TOKEN },
    body: JSON.stringify({ runner, slots: 1, busy: 0, load: 0, version: 'remote', state, banks }),
  });
  expect(reply.status).toBe(200);
}

it('fails a fetch whose runners took it three times and went silent', async () => {
  const services = t.server.services;
  const job = await queueFetch('HDU', '2001');
  const ttl = services.judge.leaseTtlMs;
  const start = Date.now();
  // Each claim comes after the last lease ran out (a runner that died with it).
  const leases = [];
  for (let k = 0; k < 3; k++) {
    const task = await claimRemoteFetch(services, `silent-${k}`, start + k * (ttl + 1), ['HDU']);
    expect(task).toMatchObject({ kind: 'remote-problem', job });
    leases.push(task?.leaseId);
  }
  expect(new Set(leases).size).toBe(3);
  // The third lease still held: nobody else takes it, and the job is not failed yet.
  expect(await claimRemoteFetch(services, 'other', start + 2 * (ttl + 1) + 1, ['HDU'])).toBeNull();
  expect((await t.store.readStream(`problem-import-${job}`)).at(-1)?.type).toBe('RemoteProblemFetchLeased');

  expect(await claimRemoteFetch(services, 'fourth', start + 3 * (ttl + 1), ['HDU'])).toBeNull();
  await until(async () => (await view(job)).state === 'failed');
  expect(await view(job)).toMatchObject({
    state: 'failed',
    reason: '3 remote runners took the fetch and went silent',
  });
});

it('fails a fetch once no runner of its bank has been seen for the wait, and not before', async () => {
  const services = t.server.services;
  const job = await queueFetch('POJ', '1000');
  const [queued] = (await unheldRemoteFetches(services.db, Date.now())).filter((f) => f.job === job);
  if (!queued) throw new Error('the fetch is not waiting');
  // No POJ runner ever: it waits REMOTE_FETCH_WAIT_MS from its queueing, then fails.
  expect(
    await abandonUnservedRemoteFetches(services, queued.waitingSince + REMOTE_FETCH_WAIT_MS - 1),
  ).toEqual([]);
  expect((await view(job)).state).toBe('queued');
  expect(await abandonUnservedRemoteFetches(services, queued.waitingSince + REMOTE_FETCH_WAIT_MS)).toEqual([
    job,
  ]);
  await until(async () => (await view(job)).state === 'failed');
  expect((await view(job)).reason).toBe(
    'No remote runner of POJ was seen for 5 minutes: start one, then import the problem again',
  );
});

it('a runner of the bank that keeps reporting keeps the fetch waiting; one gone offline does not', async () => {
  const services = t.server.services;
  const job = await queueFetch('SPOJ', 'TEST');
  const [queued] = (await unheldRemoteFetches(services.db, Date.now())).filter((f) => f.job === job);
  if (!queued) throw new Error('the fetch is not waiting');
  // A runner of other banks does not count; a SPOJ runner's report after the queueing moves the wait on.
  await heartbeat('remote-hdu-only', ['HDU']);
  await until(() => Date.now() > queued.waitingSince);
  await heartbeat('remote-spoj', ['SPOJ', 'AC']);
  const seen = (await lastSeenRunnerOfBank(services.db, 'SPOJ'))?.getTime() ?? 0;
  expect(seen).toBeGreaterThan(queued.waitingSince);
  expect(await abandonUnservedRemoteFetches(services, queued.waitingSince + REMOTE_FETCH_WAIT_MS)).toEqual(
    [],
  );
  expect(await abandonUnservedRemoteFetches(services, seen + REMOTE_FETCH_WAIT_MS - 1)).toEqual([]);
  expect((await view(job)).state).toBe('queued');

  // The runner says it stops: nobody serves SPOJ any more, and the wait counts from the job's queueing.
  await heartbeat('remote-spoj', ['SPOJ', 'AC'], 'offline');
  expect(await lastSeenRunnerOfBank(services.db, 'SPOJ')).toBeNull();
  expect(await abandonUnservedRemoteFetches(services, queued.waitingSince + REMOTE_FETCH_WAIT_MS)).toEqual([
    job,
  ]);
  await until(async () => (await view(job)).state === 'failed');
  expect((await view(job)).reason).toContain('No remote runner of SPOJ was seen');
});
