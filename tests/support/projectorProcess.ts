/**
 * A projector process over the counter catalogue, for tests that kill it: the real projector code
 * (`startProjector` with the product's projections), only the event types differ.
 * Env: DATABASE_URL, BATCH_SIZE.
 */
import { createEventStore } from '@oj/events';
import { eventCounts, startProjector } from '@oj/projections';
import { counterCatalogue } from './counterCatalogue';

const connectionString = process.env.DATABASE_URL ?? '';
const store = createEventStore({ connectionString, catalogue: counterCatalogue, poolSize: 2 });
const projector = startProjector([eventCounts], {
  store,
  connectionString,
  batchSize: Number(process.env.BATCH_SIZE ?? 500),
  onError: (name, error) => console.error(name, error),
});
process.once('SIGTERM', async () => {
  await projector.stop();
  await store.close();
  process.exit(0);
});
