import pg from 'pg';
import { EVENTS_CHANNEL } from './sql';

type Waker = (head: number) => void;

/**
 * One LISTEN connection per store, shared by all its subscribers. Each append's NOTIFY carries the
 * last position it wrote; subscribers wake on it instead of polling. If the connection drops, it
 * reconnects and wakes everyone, who then re-read by position, so a lost notification loses nothing.
 */
export class AppendNotifications {
  private client: pg.Client | undefined;
  private readonly wakers = new Set<Waker>();
  private closed = false;
  private connecting: Promise<void> | undefined;
  /** Highest position any notification announced (it may not be settled yet). */
  knownHead = 0;

  constructor(private readonly connectionString: string) {}

  /** Resolves once LISTEN is active, so an append after this call is never missed. */
  ready(): Promise<void> {
    this.connecting ??= this.connect();
    return this.connecting;
  }

  onWake(waker: Waker): () => void {
    this.wakers.add(waker);
    return () => this.wakers.delete(waker);
  }

  /**
   * Tells subscribers about a position known to be committed (read from the table, not announced):
   * they re-read with a short backoff until it settles instead of waiting for the idle check.
   */
  announce(head: number): void {
    this.wake(head);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    await client.connect();
    if (this.closed) {
      await client.end();
      return;
    }
    client.on('notification', (n) => this.wake(Number(n.payload ?? 0)));
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.client = client;
  }

  private drop(broken: pg.Client): void {
    if (this.closed || this.client !== broken) return;
    this.client = undefined;
    broken.end().catch(() => undefined);
    this.retry(250);
  }

  private retry(delayMs: number): void {
    setTimeout(() => {
      if (this.closed) return;
      this.connecting = this.connect().then(
        () => this.wake(this.knownHead),
        () => this.retry(1000),
      );
    }, delayMs);
  }

  private wake(head: number): void {
    if (head > this.knownHead) this.knownHead = head;
    for (const w of this.wakers) w(head);
  }
}
