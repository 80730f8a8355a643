import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createEventStore, productCatalogue } from '@oj/events';
import { allProjections, awaitProjection } from '@oj/projections';
import type { Logger } from 'pino';
import { createApp } from './app/createApp';
import { type RegisteredRoute, registeredRoutes } from './app/routeList';
import type { ServerTables, Services } from './app/services';
import { auditRoutes } from './audit/auditRoutes';
import { authenticate } from './auth/authMiddleware';
import { checkToken, tokenFromHeader } from './auth/principal';
import { TOKEN_LIFETIME_MS, TokenService } from './auth/tokens';
import { commentRoutes } from './comment/commentRoutes';
import { contestRouters, startContestEndTimer } from './contest';
import { dashboardRoutes } from './dashboard/dashboardRoutes';
import { discussionRoutes } from './discussion/discussionRoutes';
import { groupAnnouncementRoutes } from './group/groupAnnouncementRoutes';
import { groupContestRoutes } from './group/groupContestRoutes';
import { groupDiscussionRoutes } from './group/groupDiscussionRoutes';
import { groupProblemRoutes } from './group/groupProblemRoutes';
import { groupRankRoutes } from './group/groupRankRoutes';
import { groupRoutes } from './group/groupRoutes';
import { groupTrainingRoutes } from './group/groupTrainingRoutes';
import { homeRoutes } from './home/homeRoutes';
import { LEASE_TTL_MS } from './judge/judgeQueue';
import { JudgeQueueSignal } from './judge/judgeQueueSignal';
import { judgeRoutes } from './judge/judgeRoutes';
import { languageRoutes } from './judge/languageRoutes';
import { attachLiveGateway, type LiveGateway } from './live/gateway';
import type { RoomGuard } from './live/roomPolicy';
import { productRoomGuards } from './live/rooms';
import { messageRoutes } from './message/messageRoutes';
import { checkerCompileRoutes } from './problem/checkerCompileRoutes';
import { startImportJobSweeper } from './problem/importJobSweeper';
import { problemAdminRoutes } from './problem/problemAdminRoutes';
import { problemBatchImportRoutes } from './problem/problemBatchImportRoutes';
import { problemExportRoutes } from './problem/problemExportRoutes';
import { problemFileRoutes } from './problem/problemFileRoutes';
import { problemRoutes } from './problem/problemRoutes';
import { TestDataStore } from './problem/testDataStore';
import { rankRoutes } from './rank/rankRoutes';
import { remoteRoutes } from './remote/remoteRoutes';
import { siteRoutes } from './site/siteRoutes';
import { rejudgeRoutes } from './submission/rejudgeRoutes';
import { runnerStatusRoutes } from './submission/runnerStatusRoutes';
import { submissionRoutes } from './submission/submissionRoutes';
import { testRunRoutes } from './submission/testRunRoutes';
import { createMetrics } from './system/metrics';
import { systemRoutes } from './system/systemRoutes';
import { tagAdminRoutes } from './tag/tagAdminRoutes';
import { tagRoutes } from './tag/tagRoutes';
import { trainingAdminRoutes } from './training/trainingAdminRoutes';
import { trainingRoutes } from './training/trainingRoutes';
import { uploadRoutes } from './upload/uploadRoutes';
import { authRoutes } from './user/authRoutes';
import { passwordResetRoutes } from './user/passwordResetRoutes';
import { profileRoutes } from './user/profileRoutes';
import { registerRoutes } from './user/registerRoutes';
import { userAdminRoutes } from './user/userAdminRoutes';
import { userHomeRoutes } from './user/userHomeRoutes';
import { firstScreenCache } from './web/firstScreen';
import { webApp } from './web/webApp';

export interface ServerOptions {
  databaseUrl: string;
  port: number;
  host?: string;
  log: Logger;
  /** Uploaded files (avatars...); defaults to ./data/files. */
  filesDir?: string;
  /** The built web app; omitted in API-only tests. */
  webDist?: string;
  /**
   * The web's server entry that renders /home (`web/dist-ssr/firstScreenHtml.js`); defaults to `dist-ssr`
   * beside `webDist`. It imports React and the rest from node_modules, so it must stay inside the repository.
   */
  firstScreenRenderer?: string;
  /** Extra room families (tests add their own); the product's are always present. */
  extraRoomGuards?: readonly RoomGuard[];
  /** Behind a reverse proxy that sets X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** The secret judge runners present (JUDGE_TOKEN); without it the judge API refuses every call. */
  judgeToken?: string;
  /** How long a runner's lease lasts without renewal (default 30 s; tests shorten it). */
  judgeLeaseTtlMs?: number;
  /** The clock of remote judging's shared submit slots (tests share one with their remote judges). */
  judgeClock?: { now(): number };
}

export interface RunningServer {
  url: string;
  /** Every HTTP route this node answers, read from its routers. */
  routes: readonly RegisteredRoute[];
  live: LiveGateway;
  services: Services;
  close(): Promise<void>;
}

/** One API node: the Koa app and the Socket.IO gateway on one HTTP server. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { log } = options;
  const store = createEventStore({ connectionString: options.databaseUrl, catalogue: productCatalogue });
  const db = store.db.withTables<ServerTables>();
  const tokens = await TokenService.load(db);
  const filesDir = options.filesDir ?? path.resolve('data/files');
  const judgeQueue = new JudgeQueueSignal(options.databaseUrl, log);
  await judgeQueue.start();
  const services: Services = {
    store,
    db,
    tokens,
    log,
    filesDir,
    testData: new TestDataStore(path.join(filesDir, 'testdata')),
    settled: (projection, position, timeoutMs) =>
      position === undefined ? Promise.resolve() : awaitProjection(db, projection, position, timeoutMs),
    judge: {
      token: options.judgeToken,
      queue: judgeQueue,
      leaseTtlMs: options.judgeLeaseTtlMs ?? LEASE_TTL_MS,
      now: () => options.judgeClock?.now() ?? Date.now(),
    },
  };
  const projectionNames = allProjections.map((p) => p.name);
  const metrics = createMetrics(db, projectionNames);
  // The gateway is attached to the HTTP server the routes serve, so the dashboard asks it late.
  let gateway: LiveGateway | undefined;
  const routers = [
    systemRoutes(services, metrics, projectionNames),
    authRoutes(services),
    registerRoutes(services),
    passwordResetRoutes(services),
    profileRoutes(services),
    userAdminRoutes(services),
    userHomeRoutes(services),
    siteRoutes(services),
    problemRoutes(services),
    problemAdminRoutes(services),
    checkerCompileRoutes(services),
    problemFileRoutes(services),
    problemExportRoutes(services),
    problemBatchImportRoutes(services),
    tagRoutes(services),
    tagAdminRoutes(services),
    submissionRoutes(services),
    testRunRoutes(services),
    rejudgeRoutes(services),
    remoteRoutes(services),
    runnerStatusRoutes(services),
    judgeRoutes(services),
    ...contestRouters(services),
    languageRoutes(services),
    auditRoutes(services),
    discussionRoutes(services),
    commentRoutes(services),
    trainingRoutes(services),
    trainingAdminRoutes(services),
    groupRoutes(services),
    groupContestRoutes(services),
    groupRankRoutes(services),
    groupProblemRoutes(services),
    groupTrainingRoutes(services),
    groupAnnouncementRoutes(services),
    groupDiscussionRoutes(services),
    rankRoutes(services),
    homeRoutes(services),
    messageRoutes(services),
    uploadRoutes(services),
    dashboardRoutes(services, { liveSockets: () => gateway?.socketCount() ?? 0 }),
  ];
  const app = createApp({
    log,
    middleware: [
      authenticate({
        check: (token) => checkToken(db, tokens, token),
        issue: (uid, now) => tokens.issue(uid, now),
      }),
    ],
    routers,
    fallback: options.webDist
      ? webApp(options.webDist, {
          firstScreen: firstScreenCache(services),
          renderer: options.firstScreenRenderer,
          onRenderError: (err) =>
            log.error({ err }, "/home's first screen did not render: sent with its data only"),
        })
      : undefined,
    trustProxy: options.trustProxy,
  });
  const httpServer = createServer(app.callback());
  const live = await attachLiveGateway({
    httpServer,
    db,
    connectionString: options.databaseUrl,
    guards: [...productRoomGuards(db), ...(options.extraRoomGuards ?? [])],
    async authenticate(token) {
      const raw = tokenFromHeader(token);
      if (!raw) return null;
      const result = await checkToken(db, tokens, raw);
      if (!('principal' in result)) return null;
      return { principal: result.principal, expiresAtMs: result.principal.issuedAtMs + TOKEN_LIFETIME_MS };
    },
    log,
    metrics,
  });
  gateway = live;
  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host ?? '0.0.0.0', resolve));
  const contestEndTimer = startContestEndTimer(services, log);
  const importJobSweeper = startImportJobSweeper(services, log);
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routes: registeredRoutes(routers),
    live,
    services,
    async close() {
      await contestEndTimer.stop();
      await importJobSweeper.stop();
      await judgeQueue.close();
      await live.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await store.close();
    },
  };
}
