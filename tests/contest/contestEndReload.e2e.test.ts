import { ROLE, startContestEndTimer } from '@oj/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { contestFields } from '../support/fixtures';
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
    // An hour away: this server's own timer, on the real clock, never reaches it; the test's nodes scan at
    // the times it passes in.
    const end = now + 60 * MIN;
    const created = await admin.client.post(
      '/api/admin/contest',
      contestFields(now - 60 * MIN, end, {
        title: 'Ends soon',
        description: 'A sealed contest about to end',
        sealRank: true,
        sealRankTime: iso(now - 30 * MIN),
        autoRealRank: true,
      }),
    );
    expect(created.body).toMatchObject({ status: 200 });
    const { cid } = created.body.data as { cid: number };
    const nodes = [0, 1].map(() => startContestEndTimer(t.server.services, pino({ level: 'silent' })));
    const live = new LiveTestClient(t.url, { token: ann.client.token });
    try {
      await live.connected();
      expect(await live.join(`contest:${cid}:board`)).toMatchObject({ ok: true });
      await nodes[0]?.scan(end - 1);
      expect(await endEvents(cid)).toEqual([]);

      await nodes[0]?.scan(end);
      await until(() => live.applied.length > 0, 20_000);
      expect(live.applied).toEqual([
        expect.objectContaining({ room: `contest:${cid}:board`, payload: { kind: 'reload' } }),
      ]);
      // Later scans on both nodes (the second has not seen the end yet) add no second event, so no second reload.
      await nodes[1]?.scan(end + 5000);
      await nodes[0]?.scan(end + 10_000);
      expect(await endEvents(cid)).toHaveLength(1);
      expect(live.applied).toHaveLength(1);
    } finally {
      live.close();
      await Promise.all(nodes.map((node) => node.stop()));
    }
  }, 60_000);
});
