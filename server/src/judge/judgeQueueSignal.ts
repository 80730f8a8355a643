import { JUDGE_QUEUE_TOPIC, LIVE_CHANNEL } from '@oj/projections';
import pg from 'pg';
import type { Logger } from 'pino';

/** A round opened on this node, offered to its waiting runners before the read model shows it. */
export interface OfferedRound {
  submitId: number;
  round: number;
  /**
   * Which runners judge it (a remote problem's go to remote runners). A runner takes only its kind's offers:
   * a remote runner that took a local offer and gave it back raced the local runner woken for it, which then
   * found no offer and slept a whole recheck interval (1 s at p99 of submit -> verdict).
   */
  kind: 'local' | 'remote';
}

/** Offers kept at most (the oldest go first); an offer the read model has caught up with is not needed. */
const MAX_OFFERS = 1000;

/**
 * Wakes the judge runners' waiting lease requests when a round opens (a submission or a rejudge),
 * from the projector's NOTIFY of the `judge-queue` live change. Waiters also time out by themselves,
 * so a lost notification or an expired lease only costs one poll interval. A round opened through this
 * node is also offered at once (`offer`), so that an idle runner takes it without waiting for the
 * projector: the submit -> verdict path is one projection hop shorter.
 */
export class JudgeQueueSignal {
  private client: pg.Client | undefined;
  private readonly waiters = new Set<() => void>();
  private offers: OfferedRound[] = [];
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

  /** A round just opened here: wake the waiting runners and let the first one take it. */
  offer(round: OfferedRound): void {
    this.offers.push(round);
    if (this.offers.length > MAX_OFFERS) this.offers.splice(0, this.offers.length - MAX_OFFERS);
    this.wakeAll();
  }

  /** The next offered round of `kind`, oldest first (each is handed out once). */
  takeOffer(kind: OfferedRound['kind']): OfferedRound | undefined {
    const index = this.offers.findIndex((offer) => offer.kind === kind);
    return index < 0 ? undefined : this.offers.splice(index, 1)[0];
  }

  /**
   * Puts back offers a runner of the other kind (local or remote) took and cannot judge, without waking
   * anyone: the runners of their kind were woken with the offer, or find the round in the queue's next check.
   */
  giveBack(rounds: readonly OfferedRound[]): void {
    this.offers.unshift(...rounds);
    if (this.offers.length > MAX_OFFERS) this.offers.splice(MAX_OFFERS);
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
