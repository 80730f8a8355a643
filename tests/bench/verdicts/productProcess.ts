/**
 * The product side of the verdict bench, in a process of its own (one for the API server, another for
 * the projector, as `npm start` runs them): the real API server with its judge API switched on, or the
 * product's projector with every projection. Driven by main.ts over IPC.
 */
import { createEventStore, type EventStore, productCatalogue } from '@oj/events';
import { allProjections, type Projector, startProjector } from '@oj/projections';
import { type RunningServer, startServer } from '@oj/server';
import pino from 'pino';
import { z } from 'zod';
import { serveRequests } from '../events/ipc';

let server: RunningServer | undefined;
let store: EventStore | undefined;
let projector: Projector | undefined;

const serverArgs = z.object({ databaseUrl: z.string(), judgeToken: z.string(), filesDir: z.string() });
const tokenArgs = z.object({ uids: z.array(z.string()) });

serveRequests({
  async startServer(args) {
    // filesDir: the driver's temporary folder (it removes it even when this process is killed).
    const { databaseUrl, judgeToken, filesDir } = serverArgs.parse(args);
    server = await startServer({
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      log: pino({ level: 'silent' }),
      filesDir,
      judgeToken,
    });
    return { url: server.url };
  },

  /** Real session tokens, signed with the database's key, as a login would hand out. */
  async issueTokens(args) {
    const { uids } = tokenArgs.parse(args);
    const tokens = server?.services.tokens;
    if (!tokens) throw new Error('server not started');
    const now = Date.now();
    return { tokens: await Promise.all(uids.map((uid) => tokens.issue(uid, now))) };
  },

  async startProjector(args) {
    const { databaseUrl } = z.object({ databaseUrl: z.string() }).parse(args);
    // As projections/src/projector/main.ts runs it.
    store = createEventStore({ connectionString: databaseUrl, catalogue: productCatalogue, poolSize: 4 });
    projector = startProjector(allProjections, {
      store,
      connectionString: databaseUrl,
      onError: (name, error) => console.error(`projection ${name}:`, error),
    });
    await projector.caughtUp;
    return {};
  },

  /** Stops the projector only, so the same process can project another database next. */
  async stopProjector() {
    await projector?.stop();
    await store?.close();
    projector = undefined;
    store = undefined;
    return {};
  },

  async stop() {
    await projector?.stop();
    await store?.close();
    await server?.close();
    return {};
  },
});
