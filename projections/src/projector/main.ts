import type { EventStoreDb } from '@oj/events';
import { createEventStore, productCatalogue } from '@oj/events';
import pino from 'pino';
import { startRankRelay } from '../contests/rankChanges/rankRelay';
import { allProjections } from '../index';
import { projectionLag } from './lag';
import { pruneLiveChanges } from './liveChanges';
import { startProjector } from './projector';
import { resetProjection } from './rebuild';
import type { ProjectorTables } from './tables';

/**
 * `projector`                 run every projection (catch up, then live) until SIGINT/SIGTERM
 * `projector rebuild <name>`  empty <name>'s read model and replay it from the first event
 */
const log = pino({ name: 'projector' });
const LIVE_CHANGES_KEPT_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  log.error('DATABASE_URL is required');
  process.exit(2);
}
const store = createEventStore({
  connectionString,
  catalogue: productCatalogue,
  poolSize: allProjections.length,
});
const [command, name] = process.argv.slice(2);

if (command === 'rebuild') {
  const projection = allProjections.find((p) => p.name === name);
  if (!projection) {
    log.error({ known: allProjections.map((p) => p.name) }, `unknown projection "${name ?? ''}"`);
    process.exit(2);
  }
  await resetProjection(store.db.withTables<ProjectorTables>(), projection);
  log.info({ projection: projection.name }, 'reset to 0; replaying (a running projector would do it too)');
  const projector = startProjector([projection], { store, connectionString, lockRetryMs: 200 });
  // If a live projector holds the lock, it does the replay: wait for the checkpoint to reach the head.
  await Promise.race([projector.caughtUp, untilCaughtUp(store.db, projection.name)]);
  log.info({ projection: projection.name }, 'rebuilt');
  await projector.stop();
  await store.close();
} else if (command === undefined) {
  // Started by `npm start`'s launcher with an IPC channel: the channel closes when the launcher dies, even
  // by SIGKILL (or has closed already, if it died while we loaded). We stop with it: a projector left
  // behind would hold the projections' locks, and the next launcher's projector would wait on standby.
  const exitWithLauncher = () => {
    log.error('the process that started this projector is gone: exiting');
    process.exit(1);
  };
  process.once('disconnect', exitWithLauncher);
  if (process.send && !process.connected) exitWithLauncher();
  const projector = startProjector(allProjections, {
    store,
    connectionString,
    // A verdict's author polls the submissions read model: it commits each append before the others.
    lead: 'submissions',
    onError: (projection, error) => log.error({ projection, err: error }, 'projection failed; retrying'),
  });
  projector.caughtUp.then(() => {
    log.info('caught up; following live appends');
    // The launcher seeds its demo data only now: its commands wait for the read models to show them.
    process.send?.({ ready: true });
  });
  // Appends the rank changes the contest-rank-changes projection decided (its outbox).
  const rankRelay = startRankRelay({
    store,
    connectionString,
    onError: (error) => log.error({ err: error }, 'rank relay failed; retrying'),
  });
  // Reconnecting clients catch up from live_changes; older than a day, they refetch by REST instead.
  const prune = setInterval(() => {
    pruneLiveChanges(store.db.withTables<ProjectorTables>(), LIVE_CHANGES_KEPT_MS).catch((error: unknown) =>
      log.warn({ err: error }, 'could not prune live changes'),
    );
  }, PRUNE_EVERY_MS);
  const shutdown = async () => {
    clearInterval(prune);
    await rankRelay.stop();
    await projector.stop();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} else {
  log.error(`unknown command "${command}"; use no argument or "rebuild <projection>"`);
  process.exit(2);
}

async function untilCaughtUp(db: EventStoreDb, projectionName: string): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [lag] = await projectionLag(db.withTables<ProjectorTables>(), [projectionName]);
    if (lag && lag.lagEvents === 0) return;
  }
}
