import { ROLE } from '@oj/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContestEndTimer } from '../../server/src/contest/contestEndTimer';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { LiveTestClient } from '../support/liveTestClient';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestServer;
let admin: TestAccount;
let ann: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, ROLE.root);
  ann = await registerAndLogin(t);
});
afterAll(async () => {
  await t?.close();
});

async function endEvents(cid: number) {
  return (await t.store.readStream(`contest-${cid}`)).filter((e) => e.type === 'ContestEndReached');
}

describe('the end of a sealed contest with autoRealRank', () => {
  it('tells the public board room to reload once, at the end, whatever the number of API nodes', async () => {
    const now = Date.now();
    const created = await admin.client.post('/api/admin/contest', {
      title: 'Ends soon',
      description: 'A sealed contest about to end',
      startTime: iso(now - 60 * MIN),
      endTime: iso(now + 3000),
      type: 0,
      auth: 0,
      sealRank: true,
      sealRankTime: iso(now - 30 * MIN),
      autoRealRank: true,
    });
    expect(created.body).toMatchObject({ status: 200 });
    const { cid } = created.body.data as { cid: number };
    const secondNode = startContestEndTimer(t.server.services, pino({ level: 'silent' }));
    const live = new LiveTestClient(t.url, { token: ann.client.token });
    try {
      await live.connected();
      expect(await live.join(`contest:${cid}:board`)).toMatchObject({ ok: true });
      expect(live.applied).toEqual([]);
      await until(() => live.applied.length > 0, 20_000);
      expect(Date.now()).toBeGreaterThanOrEqual(now + 3000);
      expect(live.applied).toEqual([
        expect.objectContaining({ room: `contest:${cid}:board`, payload: { kind: 'reload' } }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 11_000)); // two more scans on both nodes
      expect(await endEvents(cid)).toHaveLength(1);
      expect(live.applied).toHaveLength(1);
    } finally {
      live.close();
      await secondNode.stop();
    }
  }, 60_000);
});
