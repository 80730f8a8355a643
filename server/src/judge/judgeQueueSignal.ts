import { JUDGE_QUEUE_TOPIC, LIVE_CHANNEL } from '@oj/projections';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Wakes the judge runners' waiting lease requests when a round opens (a submission or a rejudge),
 * from the projector's NOTIFY of the `judge-queue` live change. Waiters also time out by themselves,
 * so a lost notification or an expired lease only costs one poll interval.
 */
export class JudgeQueueSignal {
  private client: pg.Client | undefined;
  private readonly waiters = new Set<() => void>();
  /** Set when the node shuts down: waiting lease requests answer 'no work' at once. */
  closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.log.warn({ err: error }, 'judge queue listener lost its connection'));
    client.on('notification', (n) => {
      if (n.payload?.includes(`"topic":"${JUDGE_QUEUE_TOPIC}"`)) this.wakeAll();
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
  }

  /** Resolves at the next wake-up or after `ms`, whichever comes first. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal?.addEventListener('abort', done);
    });
  }

  wakeAll(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    await this.client?.end().catch(() => undefined);
  }
}
