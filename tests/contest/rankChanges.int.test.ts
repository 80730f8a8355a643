import {
  type ContestFields,
  contestRankStream,
  createEventStore,
  type EventStore,
  type ProductEvent,
  productCatalogue,
} from '@oj/events';
import {
  allProjections,
  contestRankChangesProjection,
  type ProjectorTables,
  projectionLag,
  type RankChangeTables,
  type RankRelay,
  resetProjection,
  startProjector,
  startRankRelay,
} from '@oj/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/testDatabase';
import { until } from '../support/wait';

const MIN = 60_000;
const START = Date.parse('2026-03-01T09:00:00Z');
const CID = 41;
const iso = (ms: number) => new Date(ms).toISOString();

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore<ProductEvent>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue: productCatalogue });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

const fields: ContestFields = {
  title: 'Rank moves',
  description: 'A contest whose verdicts move people',
  startTime: iso(START),
  endTime: iso(START + 300 * MIN),
  type: 0,
  auth: 0,
  pwd: '',
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  openRank: false,
  allowEndSubmit: false,
  openPrint: false,
  rankShowName: 'username',
  openAccountLimit: false,
  accountLimitRule: null,
  starAccount: [],
  oiRankScoreType: 'Recent',
  awardType: 0,
  awardConfigList: [],
  penaltyTime: 20,
  compileErrorPenalty: false,
  rankTimeUnit: 'second',
};

async function submit(submitId: number, uid: string, pid: number, minute: number) {
  await store.append(
    `submission-${submitId}`,
    [
      {
        type: 'SubmissionCreated',
        data: {
          submitId,
          pid,
          displayPid: 'X',
          uid,
          username: uid,
          language: 'C++',
          code: 'x',
          cid: CID,
          ip: '',
        },
      },
    ],
    { expectedVersion: 'no_stream', metadata: { at: iso(START + minute * MIN) } },
  );
}

async function judge(submitId: number, status: number, round = 1) {
  await store.append(
    `submission-${submitId}`,
    [
      {
        type: 'SubmissionJudged',
        data: {
          round,
          leaseId: `lease-${submitId}-${round}`,
          status,
          score: null,
          oiRankScore: null,
          time: 12,
          memory: 1024,
          errorMessage: '',
          systemError: null,
          judger: 'test',
        },
      },
    ],
    { expectedVersion: 'any' },
  );
}

async function rejudge(submitId: number, round: number) {
  await store.append(`submission-${submitId}`, [{ type: 'SubmissionRejudged', data: { round } }], {
    expectedVersion: 'any',
  });
}

async function rankStream() {
  return (await store.readStream(contestRankStream(CID))).map((e) => ({ id: e.id, data: e.data }));
}

async function outbox() {
  return store.db
    .withTables<RankChangeTables>()
    .selectFrom('contest_rank_outbox')
    .select(['event_id'])
    .orderBy('seq')
    .execute();
}

async function caughtUp(names: readonly string[]) {
  await until(async () => {
    const lags = await projectionLag(store.db.withTables<ProjectorTables>(), names);
    return lags.every((lag) => lag.lagEvents === 0);
  });
}

const move = (
  uid: string,
  oldRank: number,
  newRank: number,
  solved: number,
  penalty: number,
  submitId: number,
) => ({
  uid,
  username: uid,
  oldRank,
  newRank,
  solved,
  penalty,
  score: null,
  submitId,
});

describe('rank-change events', () => {
  let projector: ReturnType<typeof startProjector>;
  let relay: RankRelay;
  let appended: Awaited<ReturnType<typeof rankStream>>;

  it('appends one event per contestant a verdict moves, and none for verdicts that move nobody', async () => {
    projector = startProjector(allProjections, { store, connectionString: database.url });
    relay = startRankRelay({ store, connectionString: database.url });
    await store.append(
      `contest-${CID}`,
      [
        {
          type: 'ContestCreated',
          data: { cid: CID, fields, visible: true, gid: null, author: { uid: 'author', username: 'author' } },
        },
        { type: 'ContestProblemAdded', data: { pid: 1, displayId: 'A', displayTitle: 'A', color: null } },
        { type: 'ContestProblemAdded', data: { pid: 2, displayId: 'B', displayTitle: 'B', color: null } },
      ],
      { expectedVersion: 'no_stream' },
    );
    await submit(101, 'ann', 1, 10);
    await submit(102, 'bob', 1, 20);
    await submit(103, 'bob', 2, 30);
    await submit(104, 'author', 1, 5);
    await judge(104, 0); // the author is never on the board: moves nobody
    await judge(101, 0); // ann solves A: bob drops from a shared first place to second
    await judge(102, 0); // bob solves A, later than ann: nobody moves
    await judge(103, 0); // bob solves B: bob and ann swap
    await rejudge(103, 2); // B pending again: they swap back
    await judge(103, 0, 2); // and again
    await until(async () => (await rankStream()).length === 7);
    await caughtUp([contestRankChangesProjection.name]);
    await relay.drain();

    appended = await rankStream();
    expect(appended.map((e) => e.data)).toEqual([
      move('bob', 1, 2, 0, 0, 101),
      move('bob', 2, 1, 2, 3000, 103),
      move('ann', 1, 2, 1, 600, 103),
      move('ann', 2, 1, 1, 600, 103),
      move('bob', 1, 2, 1, 1200, 103),
      move('bob', 2, 1, 2, 3000, 103),
      move('ann', 1, 2, 1, 600, 103),
    ]);
    expect(new Set(appended.map((e) => e.id)).size).toBe(7);
    expect(await outbox()).toEqual([]);
  });

  it('appends nothing new when the projector restarts', async () => {
    await relay.stop();
    await projector.stop();
    projector = startProjector(allProjections, { store, connectionString: database.url });
    relay = startRankRelay({ store, connectionString: database.url });
    await projector.caughtUp;
    await relay.drain();
    expect(await rankStream()).toEqual(appended);
  });

  it('decides the same events with the same ids when every projection is rebuilt, and appends none twice', async () => {
    await relay.stop();
    for (const projection of allProjections) {
      await resetProjection(store.db.withTables<ProjectorTables>(), projection);
    }
    await caughtUp(allProjections.map((p) => p.name));
    // Replayed without a relay, the outbox holds exactly the stream's events again, same ids.
    expect((await outbox()).map((r) => r.event_id)).toEqual(appended.map((e) => e.id));
    relay = startRankRelay({ store, connectionString: database.url });
    await relay.drain();
    expect(await outbox()).toEqual([]);
    expect(await rankStream()).toEqual(appended);
    const events = await store.readStream(contestRankStream(CID));
    expect(events.every((e) => e.metadata.causationId !== null)).toBe(true);
    await relay.stop();
    await projector.stop();
  });

  it('ranks later verdicts by the contest’s new problems once one is removed', async () => {
    projector = startProjector(allProjections, { store, connectionString: database.url });
    relay = startRankRelay({ store, connectionString: database.url });
    // Without B, bob has only A (later than ann's): ann first, bob second. No event for that re-rank.
    await store.append(`contest-${CID}`, [{ type: 'ContestProblemRemoved', data: { pid: 2 } }], {
      expectedVersion: 'any',
    });
    await submit(105, 'cat', 1, 5);
    await judge(105, 0); // cat solves A first of all
    await until(async () => (await rankStream()).length === 10);
    await caughtUp([contestRankChangesProjection.name]);
    await relay.drain();
    expect((await rankStream()).slice(7).map((e) => e.data)).toEqual([
      move('cat', 3, 1, 1, 300, 105),
      move('ann', 1, 2, 1, 600, 105),
      move('bob', 2, 3, 1, 1200, 105),
    ]);
    await relay.stop();
    await projector.stop();
  });

  it('uses the causing event as causation', async () => {
    const events = await store.readStream(contestRankStream(CID));
    const judged = (await store.readStream('submission-101')).find((e) => e.type === 'SubmissionJudged');
    expect(events[0]?.metadata.causationId).toBe(judged?.id);
  });
});
