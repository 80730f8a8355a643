import { createEventStore, type EventStore } from '@oj/events';
import { afterAll, beforeAll } from 'vitest';
import { type CounterEvent, counterCatalogue } from './counterCatalogue';
import { createTestDatabase } from './testDatabase';

/** A fresh database and an event store over the counter catalogue, for the tests of one file. */
class CounterStoreFixture {
  private current: { store: EventStore<CounterEvent>; url: string; drop(): Promise<void> } | undefined;

  get store(): EventStore<CounterEvent> {
    return this.opened().store;
  }

  get url(): string {
    return this.opened().url;
  }

  async open(poolSize?: number): Promise<void> {
    const database = await createTestDatabase();
    const store = createEventStore({ connectionString: database.url, catalogue: counterCatalogue, poolSize });
    this.current = { store, url: database.url, drop: database.drop };
  }

  async close(): Promise<void> {
    await this.current?.store.close();
    await this.current?.drop();
  }

  private opened() {
    if (!this.current) throw new Error('the counter store is opened in beforeAll');
    return this.current;
  }
}

/** Registers beforeAll/afterAll that open and drop the fixture around the file's tests. */
export function useCounterStore(options: { poolSize?: number } = {}): CounterStoreFixture {
  const fixture = new CounterStoreFixture();
  beforeAll(() => fixture.open(options.poolSize));
  afterAll(() => fixture.close());
  return fixture;
}
