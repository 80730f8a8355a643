import { JUDGE_QUEUE_TOPIC, LIVE_CHANNEL } from '@oj/projections';
import pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';

/** A round opened on this node, offered to its waiting runners before the read model shows it. */
export interface OfferedRound {
  submitId: number;
  round: number;
  /** The submission's problem: the lease reads it beside the submission's stream instead of after it. */
  pid: number;
  /**
   * Which runners judge it (a remote problem's go to remote runners). A runner takes only its kind's offers:
   * a remote runner that took a local offer and gave it back raced the local runner woken for it, which then
   * found no offer and slept a whole recheck interval (1 s at p99 of submit -> verdict).
   */
  kind: 'local' | 'remote';
}

/** Offers kept at most (the oldest go first); an offer the read model has caught up with is not needed. */
const MAX_OFFERS = 1000;
/** Rounds taken through this node remembered at most (the oldest go first), see `taken`. */
const MAX_TAKEN = 1000;

/** The `judge-queue` NOTIFY of a round's opening: `{ id, topic, position, payload: { submitId, round } }`. */
const roundOpened = z.object({
  topic: z.literal(JUDGE_QUEUE_TOPIC),
  payload: z.object({ submitId: z.number(), round: z.number() }),
});

/**
 * Wakes the judge runners' waiting lease requests when a round opens (a submission or a rejudge),
 * from the projector's NOTIFY of the `judge-queue` live change. Waiters also time out by themselves,
 * so a lost notification or an expired lease only costs one poll interval. A round opened through this
 * node is also offered at once (`offer`), so that an idle runner takes it without waiting for the
 * projector: the submit -> verdict path is one projection hop shorter. Each wake-up costs every woken
 * runner a claim (three or four queries, on the cores judging needs), so an offer wakes only the runners
 * of its kind, the projector's NOTIFY of a round a runner here has taken (its offer or its lease) wakes
 * nobody, and that of a round still on offer here wakes only the runners of its kind.
 */
export class JudgeQueueSignal {
  private client: pg.Client | undefined;
  /** Waiting lease requests, with the kind of runner each is (undefined: woken by every offer). */
  private readonly waiters = new Map<() => void, OfferedRound['kind'] | undefined>();
  private offers: OfferedRound[] = [];
  /** `submitId:round` of rounds taken through this node (offer or lease) whose NOTIFY has not come yet. */
  private readonly takenRounds = new Set<string>();
  /** `submitId:round` of rounds a lease request of this node is taking right now. */
  private readonly leasing = new Set<string>();
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
      if (n.payload?.includes(`"topic":"${JUDGE_QUEUE_TOPIC}"`)) this.notified(n.payload);
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
  }

  /** Resolves at the next wake-up (for a runner of `kind`) or after `ms`, whichever comes first. */
  wait(ms: number, signal?: AbortSignal, kind?: OfferedRound['kind']): Promise<void> {
    if (this.closed || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.set(done, kind);
      signal?.addEventListener('abort', done);
    });
  }

  /** A round just opened here: wake the waiting runners of its kind and let the first one take it. */
  offer(round: OfferedRound): void {
    this.offers.push(round);
    if (this.offers.length > MAX_OFFERS) this.offers.splice(0, this.offers.length - MAX_OFFERS);
    this.wake(round.kind);
  }

  /**
   * Whether a lease request may try to take this round now: not while another request of this node does.
   * Two runners woken together (the node's two local loops) both found a round the read model had just
   * shown, and the second's TakeLease (four round trips, a conflict and a retry) was lost for certain
   * while the first's compile needed the cores. `doneLeasing` ends the try, won or lost; a round the first
   * did not get is in the queue for the next claim.
   */
  startLeasing(submitId: number, round: number): boolean {
    const key = roundKey(submitId, round);
    if (this.leasing.has(key)) return false;
    this.leasing.add(key);
    return true;
  }

  doneLeasing(submitId: number, round: number): void {
    this.leasing.delete(roundKey(submitId, round));
  }

  /**
   * A runner took this round's lease through this node: the projector's NOTIFY of its opening, when it
   * comes, has nothing for the waiting runners (each would run a claim for nothing).
   */
  leased(submitId: number, round: number): void {
    this.taken(roundKey(submitId, round));
  }

  /**
   * The projector's NOTIFY of a `judge-queue` change: wakes nobody for a round taken here, the runners of
   * its kind for a round still on offer here, and every waiting runner for anything else.
   */
  notified(payload: string): void {
    const opened = roundOpened.safeParse(parseJson(payload));
    const key = opened.success
      ? roundKey(opened.data.payload.submitId, opened.data.payload.round)
      : undefined;
    if (key && this.takenRounds.delete(key)) return;
    const offered = key && this.offers.find((offer) => roundKey(offer.submitId, offer.round) === key);
    if (offered) this.wake(offered.kind);
    else this.wakeAll();
  }

  /**
   * The next offered round of `kind`, oldest first (each is handed out once). It counts as taken: the
   * runner taking it leases it, or finds it leased or closed by then; either way its NOTIFY, often
   * arriving while the lease is being taken, has nothing for the other waiting runners.
   */
  takeOffer(kind: OfferedRound['kind']): OfferedRound | undefined {
    const index = this.offers.findIndex((offer) => offer.kind === kind);
    const offer = index < 0 ? undefined : this.offers.splice(index, 1)[0];
    if (offer) this.taken(roundKey(offer.submitId, offer.round));
    return offer;
  }

  /**
   * Puts back offers a runner took and cannot judge (of the other kind, local or remote, or left by a
   * failed lease), without waking anyone: the runners of their kind were woken with the offer, and are
   * woken again by the round's NOTIFY, or find the round in the queue's next check.
   */
  giveBack(rounds: readonly OfferedRound[]): void {
    for (const round of rounds) this.takenRounds.delete(roundKey(round.submitId, round.round));
    this.offers.unshift(...rounds);
    if (this.offers.length > MAX_OFFERS) this.offers.splice(MAX_OFFERS);
  }

  wakeAll(): void {
    this.wake(undefined);
  }

  /** Wakes the waiting runners of `kind` (and those of no kind); every one for undefined. */
  private wake(kind: OfferedRound['kind'] | undefined): void {
    for (const [waiter, waiting] of [...this.waiters])
      if (kind === undefined || waiting === undefined || waiting === kind) waiter();
  }

  private taken(key: string): void {
    this.takenRounds.add(key);
    if (this.takenRounds.size <= MAX_TAKEN) return;
    const oldest = this.takenRounds.values().next();
    if (!oldest.done) this.takenRounds.delete(oldest.value);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    await this.client?.end().catch(() => undefined);
  }
}

function roundKey(submitId: number, round: number): string {
  return `${submitId}:${round}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
