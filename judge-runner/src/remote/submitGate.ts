import type { RemoteBankCode } from '@oj/events';
import { planSlot, type SubmitIntervals } from '@oj/events/judge';
import type { Clock } from './clock';

/** The account to submit with, and how long to wait before the submit. */
export interface SubmitSlot {
  username: string;
  waitMs: number;
}

/**
 * Keeps submits under a site's limits: at most one submit per `siteIntervalMs` to a site and one per
 * `accountIntervalMs` per account. `book` picks the account of `usernames` free soonest and books the
 * site's and that account's next slots; the caller waits `waitMs`, then submits. A remote runner uses
 * the server's gate (`ServerSubmitGate`: the slots live in the database, shared by every runner).
 */
export interface SubmitGate {
  book(bank: RemoteBankCode, usernames: readonly string[], signal?: AbortSignal): Promise<SubmitSlot>;
}

/** The slots of one process (a test's RemoteJudge, a runner on its own): not shared with other runners. */
export class LocalSubmitGate implements SubmitGate {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly intervals: SubmitIntervals,
  ) {}

  async book(bank: RemoteBankCode, usernames: readonly string[]): Promise<SubmitSlot> {
    const plan = planSlot(
      this.clock.now(),
      {
        site: this.next.get(bank) ?? 0,
        accounts: usernames.map((u) => this.next.get(`${bank}:${u}`) ?? 0),
      },
      this.intervals,
    );
    const username = usernames[plan.index] ?? '';
    this.next.set(bank, plan.siteNext);
    this.next.set(`${bank}:${username}`, plan.accountNext);
    return { username, waitMs: plan.at - this.clock.now() };
  }
}
