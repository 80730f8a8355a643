import {
  type ContestFields,
  createEventStore,
  type EventStore,
  type ProductEvent,
  productCatalogue,
} from '@oj/events';
import { seededRandom } from '@oj/tests/support/seededRandom';
import { createTestDatabase } from '@oj/tests/support/testDatabase';
import { until } from '@oj/tests/support/wait';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoardBatch, newBoardBatch } from '../contests/boardRows/boardFold';
import { contestsProjection } from '../contests/contestsProjection';
import { contestHelpersProjection } from '../contests/helpers/contestHelpersProjection';
import { contestRankChangesProjection } from '../contests/rankChanges/rankChangesProjection';
import { eventCounts } from '../eventCounts/eventCounts';
import { groupRanksProjection } from '../groupRanks/groupRanksProjection';
import { rankListsProjection } from '../ranks/ranksProjection';
import { submissionsProjection } from '../submissions/submissionsProjection';
import { trainingsProjection } from '../trainings/trainingsProjection';
import type { Projection } from './projection';
import { startProjector } from './projector';
import { resetProjection } from './rebuild';
import type { ProjectorTables } from './tables';

/**
 * The batched projections fold a batch in memory and write once per table: a batch of 500 events on the
 * same rows must leave exactly the rows (and, where a projection publishes per event, the live changes)
 * that applying the events one by one leaves. A random log over few submissions and contestants makes
 * every batch hit the same rows many times: rejudges, repeated cases, leases, manual verdicts, shares,
 * downloads, and contest changes mid-batch.
 */
const MIN = 60_000;
const START = Date.parse('2026-03-01T09:00:00Z');
const CID = 7;
const iso = (ms: number) => new Date(ms).toISOString();
const VERDICTS = [0, 0, -1, -1, -2, 1, 3] as const;
const SUBMISSIONS = 40;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore<ProductEvent>;

const fields: ContestFields = {
  title: 'Batches',
  description: 'A contest folded in batches of 1 and of 500',
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

type Append = { stream: string; at: number; event: { type: string; data: unknown } };

/** A seeded random log: 40 submissions (half in the contest) by 6 users, each with a random life. */
function randomLog(seed: number): Append[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const log: Append[] = [];
  const contest = `contest-${CID}`;
  log.push({
    stream: contest,
    at: START - MIN,
    event: {
      type: 'ContestCreated',
      data: { cid: CID, fields, visible: true, gid: null, author: { uid: 'author', username: 'author' } },
    },
  });
  for (const [pid, displayId] of [
    [11, 'A'],
    [12, 'B'],
  ] as const)
    log.push({
      stream: contest,
      at: START - MIN,
      event: { type: 'ContestProblemAdded', data: { pid, displayId, displayTitle: displayId, color: null } },
    });
  // Each submission's own events, in order; the streams are then interleaved at random.
  const lives: Append[][] = [];
  for (let submitId = 1; submitId <= SUBMISSIONS; submitId++) {
    const uid = pick(['ann', 'bob', 'cat', 'dan', 'eve', 'author']);
    const inContest = next() < 0.5;
    const pid = inContest ? pick([11, 12, 13]) : pick([21, 22]);
    const stream = `submission-${submitId}`;
    let at = START + Math.floor(next() * 200) * MIN;
    const life: Append[] = [];
    const add = (type: string, data: unknown) => {
      at += 1000;
      life.push({ stream, at, event: { type, data } });
    };
    add('SubmissionCreated', {
      submitId,
      pid,
      displayPid: String(pid),
      uid,
      username: uid,
      language: 'C++',
      code: `int main() { return ${submitId}; }`,
      cid: inContest ? CID : 0,
      ip: '127.0.0.1',
    });
    const rounds = 1 + Math.floor(next() * 3);
    for (let round = 1; round <= rounds; round++) {
      if (round > 1) add('SubmissionRejudged', { round });
      const leaseId = `lease-${submitId}-${round}`;
      add('JudgeLeaseTaken', { round, leaseId, runner: 'r1', expiresAt: at + 30_000, replaces: null });
      if (next() < 0.5) add('JudgeLeaseRenewed', { round, leaseId, expiresAt: at + 60_000 });
      add('SubmissionJudgeProgressed', { round, leaseId, status: 7 });
      const cases = Math.floor(next() * 4);
      for (let c = 0; c < cases; c++) {
        // Some cases are reported twice (a runner's retry): the upsert keeps the first names.
        const seq = next() < 0.3 && c > 0 ? c : c + 1;
        add('SubmissionCaseJudged', {
          round,
          leaseId,
          case: {
            seq,
            inputName: `${seq}-${c}.in`,
            outputName: `${seq}-${c}.out`,
            groupNum: c,
            status: pick(VERDICTS),
            time: c,
            memory: 100 + c,
            score: c,
            userOutput: `out ${c}`,
            message: `msg ${c}`,
          },
        });
      }
      const ending = next();
      if (ending < 0.7)
        add('SubmissionJudged', {
          round,
          leaseId,
          status: pick(VERDICTS),
          score: null,
          oiRankScore: null,
          time: 12,
          memory: 2048,
          errorMessage: next() < 0.2 ? 'compile error' : '',
          systemError: null,
          judger: 'r1',
        });
      else if (ending < 0.85) add('SubmissionJudgeCancelled', {});
      else if (ending < 0.95) add('SubmissionManuallyJudged', { status: pick(VERDICTS), score: null });
    }
    if (next() < 0.3) add('SubmissionShareChanged', { share: true });
    if (next() < 0.3) add('SubmissionWrongCaseDownloaded', { uid, seq: 1 });
    lives.push(life);
  }
  // Interleave the lives; contest changes land in the middle (a batch flushes before them).
  const cursors = lives.map(() => 0);
  let emitted = 0;
  for (;;) {
    const open = lives.map((_, i) => i).filter((i) => (cursors[i] ?? 0) < (lives[i]?.length ?? 0));
    if (open.length === 0) break;
    const i = pick(open);
    const entry = lives[i]?.[cursors[i] ?? 0];
    cursors[i] = (cursors[i] ?? 0) + 1;
    if (entry) log.push(entry);
    emitted++;
    if (emitted === 100)
      log.push({
        stream: contest,
        at: START,
        event: {
          type: 'ContestProblemAdded',
          data: { pid: 13, displayId: 'C', displayTitle: 'C', color: null },
        },
      });
    if (emitted === 200)
      log.push({
        stream: contest,
        at: START,
        // A seal from minute 100: the board's rows then store a sealed variant apart from the real one.
        event: {
          type: 'ContestUpdated',
          data: { changes: { penaltyTime: 5, sealRank: true, sealRankTime: iso(START + 100 * MIN) } },
        },
      });
  }
  return log;
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue: productCatalogue });
  for (const entry of randomLog(20261129)) {
    await store.append(entry.stream, [entry.event as never], {
      expectedVersion: 'any',
      metadata: { at: iso(entry.at) },
    });
  }
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** Every table of the projection (rows sorted; the outbox in its order, without its serial). */
async function tablesOf(projection: Projection) {
  const dump: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(store.db);
    if (table === 'contest_rank_outbox') {
      rows.sort((a, b) => Number(a.seq) - Number(b.seq));
      dump[table] = rows.map(({ seq: _, ...rest }) => rest);
    } else dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

async function liveChanges() {
  const { rows } = await sql<{ topic: string; position: number; payload: unknown }>`
    select topic, position, payload from live_changes order by id`.execute(store.db);
  return rows;
}

/** Runs a projector over the projections from their checkpoints until it has caught up, then stops it. */
async function catchUp(projections: Projection[], batchSize: number) {
  const projector = startProjector(projections, { store, connectionString: database.url, batchSize });
  try {
    await projector.caughtUp;
  } finally {
    await projector.stop();
  }
}

/** Rebuilds the projection from zero with one batch size: its tables and the live changes it published. */
async function rebuiltWith(projection: Projection, batchSize: number) {
  const db = store.db.withTables<ProjectorTables>();
  await resetProjection(db, projection);
  await db.deleteFrom('live_changes').execute();
  await catchUp([projection], batchSize);
  return { tables: await tablesOf(projection), live: await liveChanges() };
}

describe('a batch of 500 folds to what one event at a time folds to', () => {
  it('submissions: the same rows, cases and statistics, and the same live change for each event', async () => {
    // Without the coalescing of a batch read behind (a full page), tested below: every change as published.
    const exact: Projection = { ...submissionsProjection, whileBehind: undefined };
    const one = await rebuiltWith(exact, 1);
    const many = await rebuiltWith(exact, 500);
    expect(one.tables.submissions).toHaveLength(SUBMISSIONS);
    expect(one.tables.submission_cases?.length).toBeGreaterThan(10);
    expect(one.tables.problem_statistics?.length).toBeGreaterThan(2);
    expect(one.live.length).toBeGreaterThan(100);
    expect(many.tables).toEqual(one.tables);
    expect(many.live).toEqual(one.live);
  });

  it('submissions behind: one change per room and batch, at the room’s last position, nothing else', async () => {
    const reference = await rebuiltWith({ ...submissionsProjection, whileBehind: undefined }, 500);
    const exact = reference.live;
    // Pages of 50 events: every read but the last comes back full, so those batches are behind.
    const behind = await rebuiltWith(submissionsProjection, 50);
    expect(behind.tables).toEqual(reference.tables);
    expect(behind.live.length).toBeLessThan(exact.length / 2);
    const lastOf = (live: typeof exact) => {
      const last = new Map<string, number>();
      for (const change of live) last.set(change.topic, change.position);
      return [...last].sort();
    };
    // Every room that had a change gets one, and its last one at the same position: a reader ends where
    // the per-event changes would have left it (a reload reads the rows as of then).
    expect(lastOf(behind.live)).toEqual(lastOf(exact));
    const reloads = behind.live.filter((c) => JSON.stringify(c.payload) === '{"kind":"reload"}');
    expect(reloads.length).toBeGreaterThan(10);
    for (const change of behind.live) {
      if (reloads.includes(change)) continue;
      // Not a reload: the judge queue's last wake-up, or a change of the last (short, not behind) batch.
      expect(exact).toContainEqual(change);
    }
  });

  it('contest rank changes: the same copies, rows and outbox (in order)', async () => {
    const one = await rebuiltWith(contestRankChangesProjection, 1);
    const many = await rebuiltWith(contestRankChangesProjection, 500);
    expect(one.tables.contest_rank_outbox?.length).toBeGreaterThan(0);
    expect(one.tables.contest_rank_rows?.length).toBeGreaterThan(2);
    expect(many.tables).toEqual(one.tables);
  });

  it('contest helpers: the same copies and AC info rows, and a watcher ends with the same list', async () => {
    const one = await rebuiltWith(contestHelpersProjection, 1);
    const many = await rebuiltWith(contestHelpersProjection, 500);
    expect(one.tables.contest_helper_submissions?.length).toBeGreaterThan(10);
    expect(one.tables.contest_ac_infos?.length).toBeGreaterThan(2);
    expect(many.tables).toEqual(one.tables);
    // A batch pushes one change per contest (first blood refreshed once): merged as the AC info page
    // merges them (removed rows dropped, pushed rows replace), both runs leave the same rows.
    const watched = (live: { topic: string; payload: unknown }[]) => {
      const rows = new Map<number, string>();
      for (const { payload } of live.filter((c) => c.topic === `contest:${CID}:ac-info`)) {
        const change = payload as { kind: string; rows: { id: number }[]; removed: number[] };
        // A reload (a problem added) re-reads the list; the row pushes alone already carry every change.
        if (change.kind !== 'rows') continue;
        for (const id of change.removed) rows.delete(id);
        for (const row of change.rows) rows.set(row.id, JSON.stringify(row));
      }
      return [...rows].sort(([a], [b]) => a - b);
    };
    expect(watched(one.live).length).toBeGreaterThan(2);
    expect(watched(many.live)).toEqual(watched(one.live));
    expect(many.live.length).toBeLessThan(one.live.length);
  });

  /** The contests projection rebuilt in pages of 20, with what its batches carried over at most. */
  async function contestsInPagesOf20(catchUpBatchSize: number | undefined) {
    const carried = { memory: 0, owed: 0 };
    const paged = await rebuiltWith(
      {
        ...contestsProjection,
        catchUpBatchSize,
        beginBatch(previous: BoardBatch | undefined) {
          const batch = newBoardBatch(previous);
          carried.memory = Math.max(carried.memory, batch.memory.size);
          carried.owed = Math.max(carried.owed, batch.owed.size);
          return batch;
        },
      } as Projection,
      20,
    );
    return { paged, carried };
  }

  it('contests behind in pages of 20: submissions remembered across batches fold the same board', async () => {
    const one = await rebuiltWith(contestsProjection, 1);
    // No catch-up size: every page is the runner's, so each refolds its rows, from remembered submissions.
    const { paged, carried } = await contestsInPagesOf20(undefined);
    expect(carried.memory).toBeGreaterThan(5);
    expect(carried.owed).toBe(0);
    expect(paged.tables).toEqual(one.tables);
  });

  it('contests catching up in pages of their catch-up size: rows owed to the end fold the same board', async () => {
    const one = await rebuiltWith(contestsProjection, 1);
    const { paged, carried } = await contestsInPagesOf20(20);
    // Batches started with rows that earlier pages left to the catch-up's end; none is owed after it.
    expect(carried.owed).toBeGreaterThan(2);
    expect(paged.tables).toEqual(one.tables);
    expect(paged.tables.contest_board_rows_owed).toEqual([]);
  });

  it('contests stopped in a catch-up that owed rows: the next start refolds the marked contest whole', async () => {
    const reference = await rebuiltWith(contestsProjection, 500);
    const db = store.db.withTables<ProjectorTables>();
    // What a projector stopped after a catch-up page leaves: the rows unwritten, the contest marked, and
    // (since a page that owes rows always has events after it) the checkpoint short of the head.
    const { position } = await db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', contestsProjection.name)
      .executeTakeFirstOrThrow();
    await sql`delete from contest_board_rows where cid = ${CID}`.execute(store.db);
    await sql`insert into contest_board_rows_owed (cid, position) values (${CID}, ${position - 1})`.execute(
      store.db,
    );
    await db
      .updateTable('projection_checkpoints')
      .set({ position: position - 1 })
      .where('name', '=', contestsProjection.name)
      .execute();
    await catchUp([contestsProjection], 500);
    // The same rows, each at the marked position (a whole refold writes every row at one position, as a
    // change of the board's rules does), and nothing owed any more.
    const withoutPositions = (tables: Record<string, unknown[]>) => ({
      ...tables,
      contest_board_rows: (tables.contest_board_rows ?? [])
        .map((row) => {
          const { position: _, ...rest } = JSON.parse(row as string);
          return JSON.stringify(rest);
        })
        .sort(),
    });
    const after = await tablesOf(contestsProjection);
    expect(reference.tables.contest_board_rows?.length).toBeGreaterThan(2);
    expect(withoutPositions(after)).toEqual(withoutPositions(reference.tables));
    expect(after.contest_board_rows_owed).toEqual([]);
  });

  it.each([contestsProjection, eventCounts, rankListsProjection, trainingsProjection] as Projection[])(
    '$name: the same rows',
    async (projection) => {
      const one = await rebuiltWith(projection, 1);
      const many = await rebuiltWith(projection, 500);
      expect(Object.values(one.tables).flat().length).toBeGreaterThan(0);
      expect(many.tables).toEqual(one.tables);
      if (projection === contestsProjection) {
        // Sealed variants stored apart where they differ, and only there (null: the same as real).
        const rows = (one.tables.contest_board_rows ?? []).map((r) => JSON.parse(r as string));
        expect(rows.some((r) => r.sealed !== null)).toBe(true);
        expect(rows.some((r) => r.sealed === null)).toBe(true);
      }
    },
  );
});

/**
 * The read models a projector rebuilds together share one transaction per page (`JointBatches`): each must
 * end with the rows and live changes it gets rebuilt alone, and one that fails must not hold back or
 * change the others (the joint transaction rolls back and each batch is applied again on its own).
 */
describe('read models rebuilt together, one transaction per page', () => {
  const together: Projection[] = [
    submissionsProjection,
    contestsProjection,
    contestRankChangesProjection,
    contestHelpersProjection,
    eventCounts,
    rankListsProjection,
    trainingsProjection,
    groupRanksProjection,
  ];
  /** Each projection's transactions, seen from its afterBatch: which ones held several read models. */
  const transactions = new Map<string, Set<string>>();
  const watched = (projection: Projection): Projection => ({
    ...projection,
    async afterBatch(events, context) {
      await projection.afterBatch?.(events, context);
      const { rows } = await sql<{ txid: string }>`select txid_current()::text as txid`.execute(context.db);
      const txid = rows[0]?.txid ?? '';
      transactions.set(txid, (transactions.get(txid) ?? new Set()).add(projection.name));
    },
  });
  const db = () => store.db.withTables<ProjectorTables>();
  const positionOf = async (name: string) =>
    (
      await db()
        .selectFrom('projection_checkpoints')
        .select('position')
        .where('name', '=', name)
        .executeTakeFirst()
    )?.position ?? 0;
  const sortedLive = (live: { topic: string; position: number; payload: unknown }[]) =>
    live.map((change) => JSON.stringify(change)).sort();

  async function rebuildAlone() {
    const alone = new Map<string, Awaited<ReturnType<typeof rebuiltWith>>>();
    for (const projection of together) alone.set(projection.name, await rebuiltWith(projection, 50));
    return alone;
  }

  it('each read model ends with the rows and live changes it gets alone', async () => {
    const alone = await rebuildAlone();
    for (const projection of together) await resetProjection(db(), projection);
    await db().deleteFrom('live_changes').execute();
    transactions.clear();
    await catchUp(together.map(watched), 50);
    // Pages were applied jointly: some transaction folded several read models.
    expect(Math.max(...[...transactions.values()].map((names) => names.size))).toBeGreaterThan(3);
    for (const projection of together)
      expect(await tablesOf(projection), projection.name).toEqual(alone.get(projection.name)?.tables);
    const live = sortedLive(await liveChanges());
    expect(live).toEqual(sortedLive([...alone.values()].flatMap((rebuilt) => rebuilt.live)));
  });

  it('a read model whose fold fails rolls back alone: the others catch up with the same rows', async () => {
    const alone = await rebuildAlone();
    const head = await store.head();
    // Folds the first batch, then fails on every later one (its checkpoint stays behind).
    const failing: Projection = {
      name: 'fails-after-first-page',
      handles: 'all',
      tables: [],
      async apply(event) {
        if (event.position > 50) throw new Error('this read model cannot fold it');
      },
    };
    for (const projection of [...together, failing]) await resetProjection(db(), projection);
    await db().deleteFrom('live_changes').execute();
    transactions.clear();
    const errors: string[] = [];
    const projector = startProjector([...together.map(watched), failing], {
      store,
      connectionString: database.url,
      batchSize: 50,
      onError: (name) => errors.push(name),
    });
    try {
      await until(async () => {
        for (const projection of together) if ((await positionOf(projection.name)) !== head) return false;
        return errors.length > 0;
      });
    } finally {
      await projector.stop();
    }
    expect(new Set(errors)).toEqual(new Set([failing.name]));
    expect(await positionOf(failing.name)).toBeLessThan(head);
    // No batch of the others was applied twice or lost when the joint transaction rolled back.
    for (const projection of together)
      expect(await tablesOf(projection), projection.name).toEqual(alone.get(projection.name)?.tables);
  });
});
