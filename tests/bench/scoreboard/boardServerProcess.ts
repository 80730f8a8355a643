/**
 * The product side of the scoreboard bench, forked twice (measureBoard.ts): as the API server (Koa +
 * Socket.IO), with the two baselines that need the same process (recomputing a board page from every
 * submission) and a raw `ws` server for the broadcast baseline; and as the projector running the board
 * projection (with the decode-only baseline), in a process of its own as `npm start` runs it. Driven by
 * main.ts over IPC.
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createEventStore, type EventStore, productCatalogue } from '@oj/events';
import {
  type AcmRowStats,
  type BoardSubmission,
  boardRulesOf,
  type ContestsTables,
  contestsProjection,
  foldAcmRows,
  type Projector,
  type ProjectorTables,
  REAL_VIEW,
  rankAcm,
  resetProjection,
  startProjector,
  type UsersTables,
} from '@oj/projections';
import { type RunningServer, readBoard, startServer } from '@oj/server';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { WebSocketServer } from 'ws';
import { z } from 'zod';
import { serveRequests } from '../events/ipc';
import { monotonicMs, paced, range } from '../events/stats';
import { CID } from './contestWorkload';

let server: RunningServer | undefined;
let store: EventStore | undefined;
let projector: Projector | undefined;
let rawWs: WebSocketServer | undefined;
let profiler: Session | undefined;

const databaseArgs = z.object({ databaseUrl: z.string() });
const readArgs = z.object({ reads: z.number(), pages: z.number(), limit: z.number() });
const broadcastArgs = z.object({
  run: z.string(),
  count: z.number(),
  ratePerSecond: z.number(),
  bytes: z.string(),
});

type BoardDb = Kysely<ContestsTables & UsersTables>;
const boardDb = (): BoardDb => {
  const db = server?.services.db;
  if (!db) throw new Error('server not started');
  return db as unknown as BoardDb;
};
const contestRow = (db: BoardDb) =>
  db.selectFrom('contests').selectAll().where('cid', '=', CID).executeTakeFirstOrThrow();

/** What the reference does on every request: read all the contest's submissions, fold, rank, cut a page. */
async function recomputedPage(db: BoardDb, currentPage: number, limit: number) {
  const contest = await contestRow(db);
  const problems = await db
    .selectFrom('contest_problems')
    .select(['pid', 'display_id'])
    .where('cid', '=', CID)
    .execute();
  const displayIds = new Map(problems.map((p) => [p.pid, p.display_id]));
  const rows = await db.selectFrom('contest_board_submissions').selectAll().where('cid', '=', CID).execute();
  const submissions: BoardSubmission[] = rows.map((r) => ({
    submitId: r.submit_id,
    uid: r.uid,
    username: r.username,
    displayId: displayIds.get(r.pid) ?? '?',
    submitTime: r.submit_time.getTime(),
    status: r.status,
    score: r.score,
    time: r.time,
    judgedAt: r.judged_at?.getTime() ?? null,
  }));
  const f = contest.fields;
  const ranked = rankAcm(foldAcmRows(submissions, boardRulesOf(f), REAL_VIEW) as AcmRowStats[], {
    starUsernames: new Set(f.starAccount),
    removeStar: false,
    awards: { awardType: f.awardType, awardConfigList: f.awardConfigList },
  });
  const page = ranked.slice((currentPage - 1) * limit, currentPage * limit);
  const uids = page.map((r) => r.uid);
  if (uids.length > 0)
    await db.selectFrom('users').select(['uid', 'realname']).where('uid', 'in', uids).execute();
  return page;
}

async function timeReads(reads: number, pages: number, read: (page: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (const i of range(reads)) {
    const started = monotonicMs();
    await read((i % pages) + 1);
    samples.push(monotonicMs() - started);
  }
  return samples;
}

serveRequests({
  async startServer(args) {
    const { databaseUrl } = databaseArgs.parse(args);
    server = await startServer({ databaseUrl, port: 0, host: '127.0.0.1', log: pino({ level: 'silent' }) });
    return { url: server.url };
  },

  /**
   * Projects the board from position 0, reports how long the catch-up took, and keeps following live
   * appends. Called in a process of its own (measureBoard.ts), as `npm start` runs the projector.
   */
  async project(args) {
    const { databaseUrl } = databaseArgs.parse(args);
    store ??= createEventStore({ connectionString: databaseUrl, catalogue: productCatalogue, poolSize: 4 });
    // Every run is a rebuild: stop the projector and empty the read model, as `npm run rebuild` does.
    await projector?.stop();
    await resetProjection(store.db.withTables<ProjectorTables>(), contestsProjection);
    const started = monotonicMs();
    projector = startProjector([contestsProjection], {
      store,
      connectionString: databaseUrl,
      batchSize: 1000,
      onError: (name, error) => console.error(`projection ${name}:`, error),
    });
    await projector.caughtUp;
    return { seconds: (monotonicMs() - started) / 1000 };
  },

  /** The limit of any rebuild: read and decode every event in the same pages, apply nothing. */
  async decodeOnly(args) {
    const { databaseUrl } = databaseArgs.parse(args);
    const reader = createEventStore({
      connectionString: databaseUrl,
      catalogue: productCatalogue,
      poolSize: 1,
    });
    try {
      const started = monotonicMs();
      let after = 0;
      let events = 0;
      for (;;) {
        const page = await reader.readAll({ after: after as never, limit: 1000 });
        if (page.length === 0) break;
        events += page.length;
        after = page[page.length - 1]?.position ?? after;
      }
      return { seconds: (monotonicMs() - started) / 1000, events };
    } finally {
      await reader.close();
    }
  },

  /** One page read at a time, in this process: the projected read model, then the recompute. */
  async readPages(args) {
    const { reads, pages, limit } = readArgs.parse(args);
    const db = boardDb();
    const query = { column: 'real' as const, removeStar: false, concerned: [], limit };
    const ours = await timeReads(reads, pages, async (currentPage) =>
      readBoard(db, await contestRow(db), { ...query, currentPage }),
    );
    const recompute = await timeReads(Math.max(3, Math.ceil(reads / 20)), pages, (currentPage) =>
      recomputedPage(db, currentPage, limit),
    );
    return { ours, recompute };
  },

  /** Starts a CPU profile of this process (BENCH_PROFILE_SERVER: where the live path's time goes). */
  async profileStart() {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
    return {};
  },

  /** Stops the profile and writes it where Chrome DevTools or `node --cpu-prof` tools read it. */
  async profileStop(args) {
    const { path } = z.object({ path: z.string() }).parse(args);
    if (!profiler) throw new Error('no profile started');
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(path, JSON.stringify(profile));
    profiler.disconnect();
    profiler = undefined;
    return {};
  },

  async startRawWs() {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    rawWs = wss;
    await new Promise((resolve) => wss.once('listening', resolve));
    const address = wss.address();
    if (address === null || typeof address === 'string') throw new Error('unexpected address');
    return { url: `ws://127.0.0.1:${address.port}` };
  },

  /** The baseline: the same bytes sent to every raw socket, paced like the verdicts. */
  async rawBroadcast(args) {
    const { run, count, ratePerSecond, bytes } = broadcastArgs.parse(args);
    const clients = [...(rawWs?.clients ?? [])];
    await paced(count, ratePerSecond, (seq, dueAt) => {
      // The change's bytes verbatim, with the run's bookkeeping around them.
      const message = `{"run":${JSON.stringify(run)},"seq":${seq},"sentAt":${dueAt},"change":${bytes}}`;
      for (const client of clients) client.send(message);
    });
    return { sockets: clients.length };
  },

  stopRawWs() {
    rawWs?.close();
    rawWs = undefined;
    return {};
  },

  /** Stops the API server only, so the same process can serve another database next. */
  async stopServer() {
    await server?.close();
    server = undefined;
    return {};
  },

  async stop() {
    rawWs?.close();
    await projector?.stop();
    await store?.close();
    await server?.close();
    return {};
  },
});
