import { type ProductEvent, RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { submitPractice } from '@oj/tests/support/contests';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../app/services';
import { claimNext } from './judgeQueue';

/** No runner runs here: the test's own claims are the node's lease requests. */
let t: TestServer;
let root: TestAccount;
let pid: number;

beforeAll(async () => {
  t = await startTestServer({ judgeToken: 'judge-queue-token-0123456789' });
  root = await registerAndLogin(t, RoleCode.root);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const created = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'LEASEONCE', title: 'A+B leased once', auth: 1, checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  pid = (created.body.data as { pid: number }).pid;
});
afterAll(async () => {
  await t?.close();
});

describe('two lease requests of one node that find the same round', () => {
  it('try it once: the second answers no work without reading or appending to its stream', async () => {
    // The submit's reply waits for the read model, so both claims find the round in the queue (and on offer).
    const submitId = await submitPractice(root, pid);
    const stream = `submission-${submitId}`;
    const { services } = t.server;
    // The first read of the submission's stream waits until the other claim has answered, or has read it
    // too: the two tries overlap whatever the machine's speed.
    let reads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store: Services['store'] = {
      ...services.store,
      async readStream(streamId, options) {
        if (streamId === stream && ++reads === 1) await gate;
        else if (streamId === stream) release();
        return services.store.readStream(streamId, options);
      },
    };
    const counted: Services = { ...services, store };
    const claims = [claimNext(counted, 'runner-a'), claimNext(counted, 'runner-b')];
    await Promise.race(claims);
    release();
    const tasks = await Promise.all(claims);
    expect(tasks.filter((task) => task !== null)).toMatchObject([{ kind: 'submission', submitId }]);
    expect(reads).toBe(1);
    const events = (await t.store.readStream(stream)) as ProductEvent[];
    expect(events.filter((e) => e.type === 'JudgeLeaseTaken')).toHaveLength(1);
  });
});
